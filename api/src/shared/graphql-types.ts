import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { LANGUAGES } from '@site/common';

/** GraphQL types several features' operations share. */

export enum LanguageEnum {
  en = 'en',
  km = 'km',
}
registerEnumType(LanguageEnum, { name: 'Language', description: 'The two languages of the site' });
// Keep the GraphQL enum and common's list in step.
if (Object.keys(LanguageEnum).join() !== LANGUAGES.join()) throw new Error('Language enum out of step with common');

/** The answer of a form mutation: the text the visitor sees (SPEC §7 `{ message }`). */
@ObjectType()
export class MessageResult {
  @Field(() => String)
  message!: string;
}

export enum ChatRole {
  user = 'user',
  assistant = 'assistant',
}
registerEnumType(ChatRole, { name: 'ChatRole', description: 'Who wrote a chat message: the visitor or the assistant' });

/** The chat's messages: its requests, and the conversation a chat lead brings to the inbox. */
@InputType({ description: 'One message of the conversation (SPEC §3 "Chat request")' })
export class ChatMessageInput {
  @Field(() => ChatRole)
  role!: ChatRole;

  @Field(() => String, { description: '1 to 2000 characters' })
  content!: string;
}
