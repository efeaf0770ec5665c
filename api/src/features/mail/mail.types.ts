import type { Language } from '@site/common';

/** A rendered e-mail, stored as the queue job's data: what is sent is exactly what was enqueued. */
export interface MailMessage {
  /** What kind of message it is (for logs and file names), e.g. 'contact-staff'. */
  kind: string;
  to: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * Files to attach. The one with a `method` is the calendar invitation: sent inline (the text/calendar
   * part of the multipart/alternative) and attached as its .ics file.
   */
  attachments?: { filename: string; contentType: string; content: string; method?: string }[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string; location?: string }>;
  close(): void;
}
