import { contract } from './contract.js';
import type { ChatReply, ChatRequest } from './views.js';

export const chatApi = {
  /**
   * The whole answer at once; the web app streams it over GraphQL's `chat` subscription instead.
   * `handoff: true` when the assistant could not answer or the visitor asked for a person: the panel
   * then offers to pass the question to the team (contactApi.chatLead).
   */
  reply: contract<ChatRequest, ChatReply>({ method: 'POST', path: '/api/chat', status: 200 }),
};
