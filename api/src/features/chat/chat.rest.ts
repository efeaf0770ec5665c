import { Router } from 'express';
import { chatApi } from '@site/common';
import { route } from '../../http/contract-route.js';
import { requestLanguage } from '../../language.js';
import type { ChatService } from './chat.service.js';

/** POST /api/chat (SPEC §7): `{ messages, language }` → `{ message }`, the whole answer at once. */
export function chatRouter(chat: ChatService): Router {
  const router = Router();
  route(router, chatApi.reply, (req, res) => {
    const language = requestLanguage(req.body?.language, req.headers);
    const gone = new AbortController();
    res.on('close', () => res.writableFinished || gone.abort());
    return chat.reply(req.body, { ip: req.ip ?? '', language }, gone.signal);
  });
  return router;
}
