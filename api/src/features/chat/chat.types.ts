import { Field, InputType, ObjectType } from 'type-graphql';
import { ChatMessageInput, LanguageEnum } from '../../shared/graphql-types.js';

@InputType({
  description: 'The conversation so far (at most 15 messages, the last one the visitor’s) and its language',
})
export class ChatInput {
  @Field(() => [ChatMessageInput])
  messages!: ChatMessageInput[];

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en, description: 'The language the answer is written in' })
  language!: LanguageEnum;

  @Field(() => String, {
    nullable: true,
    description: 'The chat session of an earlier answer (ChatToken.session): continued; absent or unknown, a new one',
  })
  session?: string;

  @Field(() => String, {
    nullable: true,
    description: "The visitor's IANA time zone: the booking dialogue offers times on their clock; absent, the office's",
  })
  timezone?: string;
}

@ObjectType({ description: 'A piece of the assistant’s answer; append the pieces in order' })
export class ChatToken {
  @Field(() => String)
  text!: string;

  @Field(() => Boolean, {
    description:
      'True on the last piece when the assistant could not answer or the visitor asked for a person: offer to pass the question to the team (submitChatLead)',
  })
  handoff!: boolean;

  @Field(() => String, {
    description:
      'The chat session the server records this conversation in: send it with the next message and with submitChatLead',
  })
  session!: string;

  @Field(() => [String], {
    nullable: true,
    description:
      'On the last piece: answers the visitor can pick (offered times, services, ways to meet); send one back as a message',
  })
  choices?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'On the last piece after a booking made in the chat: its manage page',
  })
  manageUrl?: string | null;
}
