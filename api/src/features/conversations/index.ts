import { defineFeature } from '../../feature.js';
import { JobWorker } from '../../shared/job-worker.js';
import { STOP_GRACE_MS } from '../../shared/job-queue.js';
import { alertsFeature } from '../alerts/index.js';
import { chatFeature } from '../chat/index.js';
import { mailFeature } from '../mail/index.js';
import { Conversation, ConversationMessage } from './conversation.entity.js';
import { readConversationSettings } from './conversations.config.js';
import { conversationOperations, ConversationsResolver } from './conversations.resolver.js';
import { conversationRoutes } from './conversations.rest.js';
import { CONVERSATION_EMAIL_QUEUE, CONVERSATION_RETENTION_QUEUE, Conversations } from './conversations.service.js';
import { ConversationTelegram } from './conversations.telegram.js';
import { TelegramPoller, telegramWebhookRoute, webhookSecret } from './conversations.updates.js';

export { Conversation, ConversationMessage } from './conversation.entity.js';

/**
 * A person, while the visitor is still there (issue 34, item 4): "Talk to a person" opens a conversation
 * for staff, on Telegram (a topic in the staff group, TELEGRAM_*) and in the inbox; staff replies reach
 * the visitor's open chat through the event bus, or their e-mail once they have left. Kept for
 * CHAT_RETENTION_DAYS, then deleted by a daily job.
 */
export const conversationsFeature = defineFeature({
  name: 'conversations',
  settings: readConversationSettings,
  entities: [Conversation, ConversationMessage],
  resolvers: [ConversationsResolver],
  async start({ config, settings, orm, events, rateLimits, jobs, pool, log, use, onStop }) {
    const { mail, pollSeconds } = use(mailFeature);
    const { telegram: telegramSettings } = use(alertsFeature);
    const { sessions } = use(chatFeature);
    const options = settings.conversations;
    const telegram = telegramSettings && new ConversationTelegram(telegramSettings, log);
    const conversations = new Conversations(
      orm,
      events,
      sessions,
      rateLimits,
      jobs,
      mail,
      {
        publicUrl: config.publicUrl,
        emailAfterMinutes: options.emailAfterMinutes,
        retentionDays: options.retentionDays,
      },
      log,
      telegram,
    );

    // "Did the visitor see this reply? Else e-mail it", one job per staff reply; any instance runs it.
    await jobs.createQueue(CONVERSATION_EMAIL_QUEUE, {
      name: CONVERSATION_EMAIL_QUEUE,
      retryLimit: 5,
      retryBackoff: true,
    });
    const emailWorker = new JobWorker<{ messageId: string }>(
      jobs,
      CONVERSATION_EMAIL_QUEUE,
      (job) => conversations.emailIfUnseen(job.data.messageId),
      { concurrency: 1, pollingIntervalMs: pollSeconds * 1000 },
      log,
    );
    emailWorker.start();
    onStop('conversation e-mail worker', () => emailWorker.stop(STOP_GRACE_MS));

    // The daily deletion of old conversations: pg-boss's schedule makes one job a day whatever the instances.
    await jobs.createQueue(CONVERSATION_RETENTION_QUEUE, { name: CONVERSATION_RETENTION_QUEUE, retryLimit: 3 });
    await jobs.schedule(CONVERSATION_RETENTION_QUEUE, '17 3 * * *', {}, { tz: config.businessTimezone });
    const retentionWorker = new JobWorker<object>(
      jobs,
      CONVERSATION_RETENTION_QUEUE,
      async () => {
        const deleted = await conversations.purge();
        log.info({ deleted, days: options.retentionDays }, 'old conversations deleted');
      },
      { concurrency: 1, pollingIntervalMs: 60_000 },
      log,
    );
    retentionWorker.start();
    onStop('conversation retention worker', () => retentionWorker.stop(STOP_GRACE_MS));

    // Staff replies from Telegram: a webhook when TELEGRAM_WEBHOOK_URL is set, else one long poller.
    const secret = webhookSecret(config.sessionSecret);
    let poller: TelegramPoller | undefined;
    if (telegram && !options.webhookUrl) {
      poller = new TelegramPoller(pool, telegram, conversations, options.pollTimeoutSeconds, log);
      onStop('Telegram poller', () => poller!.stop());
    }

    const operations = conversationOperations(conversations);
    return {
      exports: { conversations, poller },
      resolvers: [new ConversationsResolver(operations)],
      api: (router) => {
        conversationRoutes(router, operations);
        if (telegram && options.webhookUrl) telegramWebhookRoute(router, secret, conversations, log);
      },
      afterStart: async () => {
        if (telegram && options.webhookUrl)
          await telegram
            .setWebhook(options.webhookUrl, secret)
            .catch((error: Error) => log.warn({ err: { message: error.message } }, 'Telegram setWebhook failed'));
        poller?.start();
      },
    };
  },
});
