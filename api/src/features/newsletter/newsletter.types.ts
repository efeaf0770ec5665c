import { Field, InputType } from 'type-graphql';
import { LanguageEnum } from '../../shared/graphql-types.js';

@InputType({ description: 'The newsletter form of SPEC §3' })
export class NewsletterInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en })
  language!: LanguageEnum;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  website?: string;
}
