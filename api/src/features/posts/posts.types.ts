import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ImageType } from '../images/images.types.js';

export enum PostStatusEnum {
  DRAFT = 'DRAFT',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(PostStatusEnum, {
  name: 'PostStatus',
  description: 'DRAFT (not on the site), SCHEDULED (published from a time still ahead) or PUBLISHED',
});

@InputType({ description: 'A text in both languages' })
export class LocalizedTextInput {
  @Field(() => String)
  en!: string;

  @Field(() => String)
  km!: string;
}

@ObjectType({ description: 'A text in both languages' })
export class LocalizedText {
  @Field(() => String)
  en!: string;

  @Field(() => String)
  km!: string;
}

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
