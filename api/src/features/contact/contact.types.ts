import { CONTACT_STATUSES, type ContactStatus } from '@site/common';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
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

export enum ContactStatusEnum {
  new = 'new',
  read = 'read',
  replied = 'replied',
}
registerEnumType(ContactStatusEnum, {
  name: 'ContactStatus',
  description: 'Where an inquiry stands: new, read (seen by staff) or replied',
});
// The enum and common's list must not drift apart.
CONTACT_STATUSES satisfies readonly `${ContactStatusEnum}`[];

@ObjectType({ description: 'A contact inquiry as admins see it (SPEC §3)' })
export class ContactSubmissionView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'One of the seven service option values, e.g. web-design' })
  service!: string;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'en or km' })
  language!: string;

  @Field(() => ContactStatusEnum)
  status!: ContactStatus;

  @Field(() => Date)
  createdAt!: Date;
}
