import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { LanguageEnum } from '../../shared/graphql-types.js';

export enum ChatRole {
  user = 'user',
  assistant = 'assistant',
}
registerEnumType(ChatRole, { name: 'ChatRole', description: 'Who wrote a chat message: the visitor or the assistant' });

@InputType({ description: 'One message of the conversation (SPEC §3 "Chat request")' })
export class ChatMessageInput {
  @Field(() => ChatRole)
  role!: ChatRole;

  @Field(() => String, { description: '1 to 2000 characters' })
  content!: string;
}

@InputType({
  description: 'The conversation so far (at most 15 messages, the last one the visitor’s) and its language',
})
export class ChatInput {
  @Field(() => [ChatMessageInput])
  messages!: ChatMessageInput[];

  @Field(() => LanguageEnum, { defaultValue: LanguageEnum.en, description: 'The language the answer is written in' })
  language!: LanguageEnum;
}

@ObjectType({ description: 'A piece of the assistant’s answer; append the pieces in order' })
export class ChatToken {
  @Field(() => String)
  text!: string;
}
