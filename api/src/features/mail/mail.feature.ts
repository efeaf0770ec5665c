import path from 'node:path';
import { SITE } from '@site/common';
import { defineFeature } from '../../feature.js';
import { addressOf, readMailSettings } from './mail.config.js';
import { MailQueue } from './mail.queue.js';
import { fileTransport, smtpTransport } from './mail.transport.js';

/**
 * E-mail: a durable queue in PostgreSQL (pg-boss) that features write to in the transaction of the
 * row an e-mail is about, and a worker in every instance that sends it over SMTP (or writes .eml files).
 */
export const mailFeature = defineFeature({
  name: 'mail',
  settings: readMailSettings,
  async start({ config, settings, jobs, log, onStop }) {
    const transport = settings.smtpUrl
      ? smtpTransport(settings.smtpUrl, settings.mailFrom, settings.mailConcurrency)
      : fileTransport(path.join(config.dataDir, 'mail'), settings.mailFrom, log);
    onStop('mail transport', () => transport.close());
    const mail = await MailQueue.start(jobs, transport, log, {
      pollingIntervalSeconds: settings.mailPollSeconds,
      concurrency: settings.mailConcurrency,
      retryDelaySeconds: settings.mailRetrySeconds,
    });
    // Stopped before its transport closes: the worker finishes the messages it is sending.
    onStop('mail worker', () => mail.stop());
    return {
      exports: {
        mail,
        /** Where staff notifications (every inquiry, booking, payment) go. */
        staffEmail: settings.staffEmail ?? SITE.email,
        /** The address every e-mail comes from (MAIL_FROM's): a calendar invitation names it as SENT-BY. */
        senderAddress: addressOf(settings.mailFrom),
        /** How often idle workers look for queued jobs (the staff alerts' worker too). */
        pollSeconds: settings.mailPollSeconds,
      },
    };
  },
});
