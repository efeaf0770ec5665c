import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../../logger.js';
import type { MailMessage, MailTransport } from './mail.types.js';

/** Bounded waits, so a hanging SMTP server fails the attempt (and it is retried) instead of blocking the worker. */
const SMTP_TIMEOUTS = 'connectionTimeout=10000&greetingTimeout=10000&socketTimeout=20000';

function toNodemailer(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments?.map((attachment) => ({ ...attachment })),
  };
}

/** Real delivery over SMTP (SMTP_URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${SMTP_TIMEOUTS}`);
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The local default without SMTP: each message becomes an .eml file under DATA_DIR/mail, and a log line. */
export function fileTransport(directory: string, from: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      mkdirSync(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${message.kind}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ kind: message.kind, file }, 'e-mail written to file (no SMTP_URL)');
      return { messageId: info.messageId, location: file };
    },
    close: () => transporter.close(),
  };
}
