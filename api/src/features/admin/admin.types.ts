import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CONTACT_STATUSES, type ContactStatus } from '../contact/index.js';

export enum ContactStatusEnum {
  new = 'new',
  read = 'read',
  replied = 'replied',
}
registerEnumType(ContactStatusEnum, {
  name: 'ContactStatus',
  description: 'Where an inquiry stands: new, read (seen by staff) or replied',
});
// The enum and the entity's list must not drift apart.
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

@ObjectType({ description: 'A newsletter subscription as admins see it (SPEC §3)' })
export class NewsletterSubscriptionView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { description: 'en or km' })
  language!: string;

  @Field(() => String, { description: 'pending (not confirmed yet), active or unsubscribed' })
  status!: string;

  @Field(() => Date)
  subscribedAt!: Date;
}
