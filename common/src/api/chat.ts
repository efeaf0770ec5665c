import { contract } from './contract.js';
import type { ChatRequest, MessageResponse } from './views.js';

export const chatApi = {
  /** The whole answer at once; the web app streams it over GraphQL's `chat` subscription instead. */
  reply: contract<ChatRequest, MessageResponse>({ method: 'POST', path: '/api/chat', status: 200 }),
};
