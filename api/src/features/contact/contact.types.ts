import { Field, InputType } from 'type-graphql';
import { LanguageEnum } from '../../shared/graphql-types.js';

@InputType({ description: 'The contact form of SPEC §3; validated on the server with the same schema as the form' })
export class ContactInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { description: 'One of the seven service option values, e.g. web-design' })
  service!: string;

  @Field(() => String)
  message!: string;

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en })
  language!: LanguageEnum;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  website?: string;
}
