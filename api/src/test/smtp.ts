import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailbox {
  /** smtp://127.0.0.1:<port> for SMTP_URL */
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message matching, waiting for it to arrive. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed with mailparser. */
export async function startTestMailbox(port = 0): Promise<TestMailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `no matching e-mail within ${timeoutMs} ms; got: ${messages.map((m) => m.subject).join(' | ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const recipientOf = (mail: ParsedMail): string =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '';
