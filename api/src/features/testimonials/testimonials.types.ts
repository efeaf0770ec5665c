import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ImageType } from '../images/index.js';
import { LocalizedText, LocalizedTextInput } from '../../shared/localized-text.js';

@InputType({ description: "A client's words as staff write them, in both languages" })
export class TestimonialInput {
  @Field(() => LocalizedTextInput)
  quote!: LocalizedTextInput;

  @Field(() => LocalizedTextInput)
  name!: LocalizedTextInput;

  @Field(() => LocalizedTextInput)
  role!: LocalizedTextInput;

  @Field(() => LocalizedTextInput, { description: 'The business and place' })
  company!: LocalizedTextInput;

  @Field(() => ID, { nullable: true, description: 'An uploaded photo of the person' })
  photoId?: string | null;

  @Field(() => Boolean, { description: 'Shown on the site' })
  published!: boolean;

  @Field(() => Int, { description: 'Smaller first', defaultValue: 0 })
  position!: number;
}

@ObjectType('Testimonial', { description: "A client's words on the home page" })
export class TestimonialType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  quote!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  role!: string;

  @Field(() => String)
  company!: string;

  @Field(() => String, { description: 'Two letters for the avatar when there is no photo' })
  initials!: string;

  @Field(() => ImageType, { nullable: true })
  photo!: ImageType | null;

  @Field(() => Boolean)
  published!: boolean;

  @Field(() => Int)
  position!: number;

  @Field(() => Int)
  revision!: number;

  @Field(() => Date, { nullable: true })
  publishedAt!: Date | null;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => LocalizedText)
  quotes!: LocalizedText;

  @Field(() => LocalizedText)
  names!: LocalizedText;

  @Field(() => LocalizedText)
  roles!: LocalizedText;

  @Field(() => LocalizedText)
  companies!: LocalizedText;
}
