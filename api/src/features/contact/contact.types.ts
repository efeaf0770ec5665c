import { CONTACT_STATUSES, INQUIRY_SOURCES, type ChatTurn, type ContactStatus, type InquirySource } from '@site/common';
import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, PageType } from '../../graphql/page-args.js';
import { ChatRole, LanguageEnum } from '../../shared/graphql-types.js';

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

export enum InquirySourceEnum {
  form = 'form',
  chat = 'chat',
}
registerEnumType(InquirySourceEnum, {
  name: 'InquirySource',
  description: "Where an inquiry came from: the contact form, or the chat's hand-off to the team",
});
INQUIRY_SOURCES satisfies readonly `${InquirySourceEnum}`[];

@InputType({
  description:
    "The chat's hand-off (REST twin: POST /api/chat/lead): a name, an e-mail address or a phone number (at least one), the question, and the chat session (ChatToken.session) whose conversation, as the server recorded it, goes with them",
})
export class ChatLeadInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { description: 'The question for the team, 1 to 2000 characters' })
  message!: string;

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en })
  language!: LanguageEnum;

  @Field(() => String, {
    description: 'The chat session (ChatToken.session): its conversation as the server recorded it goes with the lead',
  })
  session!: string;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  website?: string;
}

@ArgsType()
export class InquiryListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Finds this text in the name, e-mail, phone or message' })
  search?: string;

  @Field(() => ContactStatusEnum, { nullable: true })
  status?: ContactStatusEnum;

  @Field(() => InquirySourceEnum, { nullable: true })
  source?: InquirySourceEnum;
}

@ObjectType({ description: 'One message of a chat conversation' })
export class ChatTurnView {
  @Field(() => ChatRole)
  role!: ChatTurn['role'];

  @Field(() => String)
  content!: string;
}

@ObjectType({ description: 'A contact inquiry as admins see it (SPEC §3), from the contact form or the chat' })
export class ContactSubmissionView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Null only for a chat lead who left a phone number' })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'One of the seven service option values, e.g. web-design; null for a chat lead',
  })
  service!: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'en or km' })
  language!: string;

  @Field(() => ContactStatusEnum)
  status!: ContactStatus;

  @Field(() => InquirySourceEnum)
  source!: InquirySource;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [ChatTurnView], { nullable: true, description: "A chat lead's last messages" })
  transcript?: ChatTurnView[] | null;

  @Field(() => Date, { nullable: true, description: 'When the status was last set' })
  statusChangedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who last set the status' })
  statusChangedBy?: string | null;
}

export const ContactSubmissionPage = PageType(
  ContactSubmissionView,
  'ContactSubmissionPage',
  'One page of inquiries, newest first, and how many match in all',
);
