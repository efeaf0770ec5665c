import path from 'node:path';
import { SITE } from '@site/common';
import type { CoreConfig } from '../../core-config.js';
import { EMAIL, type EnvReader } from '../../env.js';

export interface MailSettings {
  smtpUrl?: string;
  mailFrom: string;
  /** Where staff notifications go; unset: the agency's e-mail of common/src/site.ts. */
  staffEmail?: string;
  /** How often an idle mail (or staff alert) worker looks for queued jobs (seconds). */
  mailPollSeconds: number;
  /** Most messages one instance sends at once (SMTP connections it keeps open). */
  mailConcurrency: number;
  /** Seconds before a failed e-mail's first retry, doubled for each further one. */
  mailRetrySeconds: number;
}

/** The address of "Name <address>" (or the address alone). */
export const addressOf = (from: string): string => from.replace(/^.*<([^>]+)>\s*$/, '$1').trim();

/** SMTP_URL, MAIL_FROM, STAFF_EMAIL, MAIL_POLL_SECONDS, MAIL_CONCURRENCY, MAIL_RETRY_SECONDS. */
export function readMailSettings(env: EnvReader, core: CoreConfig): MailSettings {
  const smtpUrl = env.value('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/.+/.test(smtpUrl))
    env.problem('SMTP_URL must look like smtp://user:pass@host:587 or smtps://…');
  if (!smtpUrl && env.production)
    env.problem('SMTP_URL is required in production (without it every e-mail would only be written to disk)');
  else if (!smtpUrl) env.usingDefault(`e-mail written as .eml files to ${path.join(core.dataDir, 'mail')}`);
  const mailFrom = env.value('MAIL_FROM') ?? `${SITE.name} <no-reply@${SITE.email.split('@')[1]}>`;
  if (!EMAIL.test(addressOf(mailFrom))) env.problem('MAIL_FROM must be an address, optionally "Name <address>"');
  const staffEmail = env.value('STAFF_EMAIL');
  if (staffEmail && !EMAIL.test(staffEmail)) env.problem('STAFF_EMAIL must be an e-mail address');
  return {
    smtpUrl,
    mailFrom,
    staffEmail,
    mailPollSeconds: env.number('MAIL_POLL_SECONDS', 2, 0.5, 60),
    // Mail providers cap simultaneous connections per account; 8 drains a burst quickly and stays under common caps.
    mailConcurrency: env.integer('MAIL_CONCURRENCY', 8, 1, 50),
    mailRetrySeconds: env.integer('MAIL_RETRY_SECONDS', 30, 1, 3600),
  };
}
