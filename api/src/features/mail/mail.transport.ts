import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../../logger.js';
import type { MailMessage, MailTransport } from './mail.types.js';

/** Bounded waits, so a hanging SMTP server fails the attempt (and it is retried) instead of blocking the worker. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function toNodemailer(from: string, message: MailMessage): SendMailOptions {
  const invitation = message.attachments?.find((file) => file.method);
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    attachments: message.attachments?.filter((file) => !file.method).map((attachment) => ({ ...attachment })),
    // A calendar invitation travels twice, as calendar apps expect: inline, as the text/calendar part
    // of the multipart/alternative beside the text and the HTML (Outlook shows Accept/Decline only for
    // that), and as the attached .ics file (application/ics) for every other mail app.
    icalEvent: invitation && { method: invitation.method, filename: invitation.filename, content: invitation.content },
  };
}

/**
 * Real delivery over SMTP (SMTP_URL), through a pool of at most `maxConnections` connections kept open
 * between messages: each message then costs one SMTP transaction, not a TCP and TLS handshake and a
 * login. Settings in the URL's query (e.g. `?socketTimeout=60000`) win over these.
 */
export function smtpTransport(smtpUrl: string, from: string, maxConnections: number): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * The local default without SMTP: each message becomes an .eml file under DATA_DIR/mail (CRLF line
 * endings, as RFC 5322 and every mail app that opens the file expect), and a log line.
 */
export function fileTransport(directory: string, from: string, log: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(from, message));
      mkdirSync(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // A random part keeps messages written in the same millisecond apart; the kind stays last, so
      // `*-<kind>.eml` finds every message of a kind (the e2e tests read them that way).
      const file = path.join(directory, `${stamp}-${randomBytes(3).toString('hex')}-${message.kind}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ kind: message.kind, file }, 'e-mail written to file (no SMTP_URL)');
      return { messageId: info.messageId, location: file };
    },
    close: () => transporter.close(),
  };
}
