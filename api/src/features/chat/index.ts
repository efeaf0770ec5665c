import { defineFeature } from '../../feature.js';
import { BuiltInAssistant } from './assistant/built-in.provider.js';
import { readChatSettings } from './chat.config.js';
import { ChatResolver, chatOperations } from './chat.resolver.js';
import { chatRoutes } from './chat.rest.js';
import { ChatService } from './chat.service.js';
import { OpenAIProvider } from './openai/openai.provider.js';
import { bookingFeature } from '../booking/index.js';
import { contactFeature } from '../contact/index.js';
import { settingsFeature } from '../settings/index.js';
import { ChatBooking } from './booking/chat-booking.js';
import { ChatBookingDialogue } from './booking/chat-booking.entity.js';
import { ChatSession } from './session/chat-session.entity.js';
import { ChatSessions } from './session/chat-sessions.js';

// The server's record of chat sessions, for the conversations with the team (features/conversations).
export { ChatSession } from './session/chat-session.entity.js';
export type { ChatSessions } from './session/chat-sessions.js';

/**
 * The chat assistant: answers streamed over the `chat` subscription (whole over POST /api/chat), by a
 * language model when OPENAI_API_KEY is set, else by the built-in assistant over the site's content.
 */
export const chatFeature = defineFeature({
  name: 'chat',
  settings: readChatSettings,
  entities: [ChatSession, ChatBookingDialogue],
  resolvers: [ChatResolver],
  start({ config, settings, rateLimits, log, orm, use }) {
    // The server's record of each conversation: a hand-off to the team (a chat lead) carries it.
    const sessions = new ChatSessions(orm);
    use(contactFeature).contact.useChatSessions(sessions);
    // Answers the chat without a language model, or once the model's hourly budget is spent.
    const assistant = new BuiltInAssistant({
      paceMs: settings.chat.streamPaceMs,
      businessTimeZone: config.businessTimezone,
    });
    // Prices and contact details as admins saved them, on this instance within a second of any save.
    use(settingsFeature).settings.onChange((state) => assistant.useSettings(state.values.packages));
    const chat = new ChatService(
      settings.openai
        ? // The model answers from the facts the built-in assistant retrieves for the conversation, only those.
          new OpenAIProvider(settings.openai, (userMessages) => assistant.facts(userMessages))
        : assistant,
      rateLimits,
      { ...settings.chat, businessTimeZone: config.businessTimezone },
      log,
      assistant,
      sessions,
      // Books in the chat through the booking feature's own service (issue 34).
      new ChatBooking(orm, use(bookingFeature).booking, config.businessTimezone),
    );
    const operations = chatOperations(chat);
    return {
      exports: { chat, sessions },
      resolvers: [new ChatResolver(operations)],
      api: (router) => chatRoutes(router, operations),
    };
  },
});
