import { Field, InputType, ObjectType } from 'type-graphql';

/** A text in both languages, as the editors of articles, case studies, testimonials and images send and read it. */
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
