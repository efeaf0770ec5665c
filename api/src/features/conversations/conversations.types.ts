import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../shared/graphql-types.js';

export enum ConversationAuthorEnum {
  visitor = 'visitor',
  assistant = 'assistant',
  staff = 'staff',
}
registerEnumType(ConversationAuthorEnum, {
  name: 'ConversationAuthor',
  description: 'Who wrote a message: the visitor, the assistant (the chat before the hand-off) or a staff member',
});

@ObjectType({ description: 'One message of a conversation with the team' })
export class ConversationMessageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ConversationAuthorEnum)
  author!: ConversationAuthorEnum;

  @Field(() => String, { nullable: true, description: "A staff member's display name (staff messages only)" })
  authorName!: string | null;

  @Field(() => String)
  text!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'A visitor talking to the team: the chat before, then what each side wrote' })
export class ConversationType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The chat session it belongs to: the visitor’s key to it' })
  session!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { nullable: true })
  visitorName!: string | null;

  @Field(() => String, { nullable: true })
  visitorEmail!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => [ConversationMessageType])
  messages!: ConversationMessageType[];
}

@ObjectType({ description: "The inbox's line of a conversation: who, when, the last message" })
export class ConversationSummaryType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  language!: string;

  @Field(() => String, { nullable: true })
  visitorName!: string | null;

  @Field(() => String, { nullable: true })
  visitorEmail!: string | null;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => ConversationMessageType, { nullable: true })
  lastMessage!: ConversationMessageType | null;
}

@ObjectType({ description: 'A conversation changed (a message from either side): read it afresh' })
export class ConversationChangeType {
  @Field(() => ID)
  conversationId!: string;
}

@InputType({ description: 'Talk to a person: the chat session (absent: a new one), an optional name and e-mail' })
export class StartConversationInput {
  @Field(() => String, { nullable: true, description: 'ChatToken.session of the chat so far' })
  session?: string;

  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Where a reply goes if the visitor has left the chat' })
  email?: string;

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en })
  language!: LanguageEnum;
}

@InputType({ description: "The visitor's message to the team" })
export class ConversationMessageInput {
  @Field(() => String)
  session!: string;

  @Field(() => String)
  text!: string;
}
