import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ImageType } from '../images/index.js';
import { PostStatusEnum } from '../../shared/content.js';
import { LocalizedText, LocalizedTextInput } from '../../shared/localized-text.js';

@InputType({ description: 'A case study as staff write it; problem, work and results are Markdown (no raw HTML)' })
export class CaseStudyInput {
  @Field(() => String, { description: 'Its address: /work/{slug} and /km/work/{slug}' })
  slug!: string;

  @Field(() => LocalizedTextInput)
  title!: LocalizedTextInput;

  @Field(() => LocalizedTextInput, { description: 'One or two sentences for lists' })
  summary!: LocalizedTextInput;

  @Field(() => LocalizedTextInput)
  client!: LocalizedTextInput;

  @Field(() => LocalizedTextInput)
  industry!: LocalizedTextInput;

  @Field(() => [String], { description: 'Slugs of the services used (web-design, seo, …)' })
  services!: string[];

  @Field(() => LocalizedTextInput, { description: 'Markdown: the problem the client had' })
  problem!: LocalizedTextInput;

  @Field(() => LocalizedTextInput, { description: 'Markdown: what was done' })
  work!: LocalizedTextInput;

  @Field(() => LocalizedTextInput, { description: 'Markdown: the results, with numbers' })
  results!: LocalizedTextInput;

  @Field(() => [ID], { nullable: true, description: 'Uploaded images in order; the first is the cover' })
  photoIds?: string[];

  @Field(() => LocalizedTextInput, { nullable: true, description: "The client's words" })
  quote?: LocalizedTextInput | null;

  @Field(() => LocalizedTextInput, { nullable: true, description: 'Who said them (name, role)' })
  quoteBy?: LocalizedTextInput | null;
}

@ObjectType('CaseStudyTexts', { description: "A case study's words in both languages" })
export class CaseStudyTextsType {
  @Field(() => LocalizedText)
  title!: LocalizedText;

  @Field(() => LocalizedText)
  summary!: LocalizedText;

  @Field(() => LocalizedText)
  client!: LocalizedText;

  @Field(() => LocalizedText)
  industry!: LocalizedText;

  @Field(() => LocalizedText)
  problem!: LocalizedText;

  @Field(() => LocalizedText)
  work!: LocalizedText;

  @Field(() => LocalizedText)
  results!: LocalizedText;

  @Field(() => LocalizedText, { nullable: true })
  quote!: LocalizedText | null;

  @Field(() => LocalizedText, { nullable: true })
  quoteBy!: LocalizedText | null;
}

@ObjectType('CaseStudy', { description: 'A work example of /work' })
export class CaseStudyType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => PostStatusEnum)
  status!: PostStatusEnum;

  @Field(() => Int, { description: 'Counts saves; send it back as expectedRevision' })
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

  @Field(() => String)
  title!: string;

  @Field(() => String)
  summary!: string;

  @Field(() => String)
  client!: string;

  @Field(() => String)
  industry!: string;

  @Field(() => [String])
  services!: string[];

  @Field(() => String, { description: 'Markdown' })
  problem!: string;

  @Field(() => String, { description: 'Markdown' })
  work!: string;

  @Field(() => String, { description: 'Markdown' })
  results!: string;

  @Field(() => String, { nullable: true })
  quote!: string | null;

  @Field(() => String, { nullable: true })
  quoteBy!: string | null;

  @Field(() => [ImageType], { description: 'The photos in order (the first is the cover)' })
  photos!: ImageType[];

  @Field(() => [ImageType], { description: 'Every image it shows (photos and those in its Markdown)' })
  images!: ImageType[];

  @Field(() => CaseStudyTextsType, { description: 'Both languages (the editor)' })
  texts!: CaseStudyTextsType;
}

@ObjectType('CaseStudyRevision', { description: 'One save of a case study: who, when, and its title' })
export class CaseStudyRevisionType {
  @Field(() => Int)
  revision!: number;

  @Field(() => Date)
  savedAt!: Date;

  @Field(() => String)
  savedBy!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => LocalizedText)
  titles!: LocalizedText;
}
