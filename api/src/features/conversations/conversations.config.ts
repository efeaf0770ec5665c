import type { EnvReader } from '../../env.js';

export interface ConversationsConfig {
  conversations: {
    /** CHAT_RETENTION_DAYS: conversations and chat sessions are deleted this long after their last message. */
    retentionDays: number;
    /** CONVERSATION_EMAIL_AFTER_MINUTES: a staff reply the open chat did not show is e-mailed after this. */
    emailAfterMinutes: number;
    /** TELEGRAM_WEBHOOK_URL: staff replies arrive by webhook there instead of long polling. */
    webhookUrl?: string;
    /** Seconds one getUpdates call waits for an update (long polling). */
    pollTimeoutSeconds: number;
  };
}

/** CHAT_RETENTION_DAYS, CONVERSATION_EMAIL_AFTER_MINUTES, TELEGRAM_WEBHOOK_URL, TELEGRAM_POLL_TIMEOUT_SECONDS. */
export function readConversationSettings(env: EnvReader): ConversationsConfig {
  const webhookUrl = env.value('TELEGRAM_WEBHOOK_URL') ? env.httpUrl('TELEGRAM_WEBHOOK_URL') : undefined;
  if (webhookUrl && env.production && !webhookUrl.startsWith('https://'))
    env.problem('TELEGRAM_WEBHOOK_URL must be an https:// URL (Telegram sends webhooks only over HTTPS)');
  return {
    conversations: {
      retentionDays: env.integer('CHAT_RETENTION_DAYS', 90, 1, 3650),
      emailAfterMinutes: env.number('CONVERSATION_EMAIL_AFTER_MINUTES', 5, 0, 24 * 60),
      webhookUrl,
      pollTimeoutSeconds: env.integer('TELEGRAM_POLL_TIMEOUT_SECONDS', 25, 1, 50),
    },
  };
}
