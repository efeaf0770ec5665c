import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PostStatusEnum } from '../../shared/content.js';
import { LocalizedText, LocalizedTextInput } from '../../shared/localized-text.js';
import { ImageType } from '../images/index.js';

// Declared in shared/ (case studies use them too); named here as before.
export { LocalizedText, LocalizedTextInput, PostStatusEnum };

@InputType({ description: 'An article as staff write it; the body is Markdown (no raw HTML)' })
export class PostInput {
  @Field(() => String, { description: 'Its address: /blog/{slug} and /km/blog/{slug}' })
  slug!: string;

  @Field(() => LocalizedTextInput)
  title!: LocalizedTextInput;

  @Field(() => LocalizedTextInput)
  summary!: LocalizedTextInput;

  @Field(() => LocalizedTextInput, { description: 'Markdown: headings, lists, links, images, quotes' })
  body!: LocalizedTextInput;

  @Field(() => [String], { nullable: true })
  tags?: string[];

  @Field(() => ID, { nullable: true, description: 'An uploaded image shown above the article and in lists' })
  coverImageId?: string | null;
}

@ObjectType('Post', { description: 'An article of /blog' })
export class PostType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => PostStatusEnum)
  status!: PostStatusEnum;

  @Field(() => Int, {
    description: 'Counts saves; send it back as expectedRevision to save without overwriting others',
  })
  revision!: number;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => Boolean, {
    description:
      'Whether it was ever on the site: then a new slug keeps the old addresses leading to it (the editor; true on all that anonymous callers see)',
  })
  everPublished!: boolean;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => String, { description: 'The title in the language asked for' })
  title!: string;

  @Field(() => String, { description: 'The summary in the language asked for' })
  summary!: string;

  @Field(() => String, { description: 'The Markdown body in the language asked for' })
  body!: string;

  @Field(() => [String])
  tags!: string[];

  @Field(() => ImageType, { nullable: true })
  coverImage!: ImageType | null;

  @Field(() => [ImageType], { description: 'The cover and every image of the body (both languages), to show them' })
  images!: ImageType[];

  @Field(() => LocalizedText, { description: 'Both languages (the editor)' })
  titles!: LocalizedText;

  @Field(() => LocalizedText)
  summaries!: LocalizedText;

  @Field(() => LocalizedText)
  bodies!: LocalizedText;
}

@ObjectType('PostRevision', { description: 'One save of an article: who, when, and what it said' })
export class PostRevisionType {
  @Field(() => Int)
  revision!: number;

  @Field(() => Date)
  savedAt!: Date;

  @Field(() => String, { description: "The staff member's e-mail" })
  savedBy!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => LocalizedText)
  titles!: LocalizedText;
}
