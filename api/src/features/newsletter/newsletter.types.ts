import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { PageType } from '../../graphql/page-args.js';
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

export const NewsletterSubscriptionPage = PageType(
  NewsletterSubscriptionView,
  'NewsletterSubscriptionPage',
  'One page of newsletter subscriptions, newest first, and how many there are in all',
);
