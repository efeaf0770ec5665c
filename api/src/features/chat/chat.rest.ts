import type { Router } from 'express';
import { chatApi } from '@site/common';
import { route } from '../../http/rest.js';
import type { ChatOperations } from './chat.resolver.js';

/** POST /api/chat (SPEC §7): `{ messages, language }` → `{ message }`, the whole answer at once. */
export function chatRoutes(router: Router, operations: ChatOperations): void {
  route(router, chatApi.reply, operations.reply, (req) => req.body);
}
