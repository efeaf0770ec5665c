import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalizedText, LocalizedTextInput } from '../../shared/localized-text.js';

@ObjectType('ImageSource', { description: 'One format of an image: a srcset of its widths' })
export class ImageSourceType {
  @Field(() => String, { description: 'image/avif or image/webp' })
  type!: string;

  @Field(() => String, { description: '"{url} {width}w, …"' })
  srcset!: string;
}

@ObjectType('Image', { description: 'An uploaded image, served as responsive AVIF and WebP' })
export class ImageType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'The original width in pixels (upright)' })
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { description: 'The alt text in the language asked for' })
  alt!: string;

  @Field(() => LocalizedText, { description: 'The alt text in both languages (editors)' })
  alts!: LocalizedText;

  @Field(() => [ImageSourceType], { description: 'AVIF first, then WebP' })
  sources!: ImageSourceType[];

  @Field(() => String, { description: 'A WebP of moderate width, for browsers without srcset' })
  src!: string;
}

@InputType()
export class ImageAltInput {
  @Field(() => ID)
  id!: string;

  @Field(() => LocalizedTextInput)
  alt!: LocalizedTextInput;
}

// Re-exported so resolvers of other features name one type.
export { LocalizedText };
