import type { Router } from 'express';
import { conversationsApi } from '@site/common';
import { route } from '../../http/rest.js';
import type { ConversationOperations } from './conversations.resolver.js';

/**
 * The REST twins of the GraphQL fields (the same operations, so the same access rules): a visitor's
 * conversation by its chat session, and the staff's list, thread and reply under /api/admin.
 */
export function conversationRoutes(router: Router, operations: ConversationOperations): void {
  route(router, conversationsApi.start, operations.start, (req) => req.body);
  route(router, conversationsApi.read, operations.read, (req) => req.params.session, { noStore: true });
  route(router, conversationsApi.send, operations.send, (req) => ({
    ...(req.body as object),
    session: req.params.session,
  }));
  route(router, conversationsApi.list, operations.list, () => undefined, { noStore: true });
  route(router, conversationsApi.thread, operations.thread, (req) => req.params.id, { noStore: true });
  route(router, conversationsApi.reply, operations.reply, (req) => ({
    id: req.params.id,
    text: (req.body as { text?: unknown } | undefined)?.text,
  }));
}
