import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailboxOptions {
  /** Refuse this recipient (RCPT TO answered 450, a temporary failure) when it returns true. */
  refuseRecipient?: (address: string) => boolean;
  /** Hold each message this long before accepting it, so that concurrent deliveries overlap. */
  acceptDelayMs?: number;
}

export interface TestMailbox {
  /** smtp://127.0.0.1:<port> for SMTP_URL */
  url: string;
  messages: ParsedMail[];
  /** What the server saw: most connections open at once, most mail transactions (MAIL FROM to the end of DATA) at once, refused recipients. */
  stats: { maxSessions: number; maxTransactions: number; refused: string[] };
  /** Resolves with the first message matching, waiting for it to arrive. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed with mailparser. */
export async function startTestMailbox(port = 0, options: TestMailboxOptions = {}): Promise<TestMailbox> {
  const messages: ParsedMail[] = [];
  const stats = { maxSessions: 0, maxTransactions: 0, refused: [] as string[] };
  const sessions = new Set<string>();
  const transactions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      sessions.add(session.id);
      stats.maxSessions = Math.max(stats.maxSessions, sessions.size);
      callback();
    },
    onClose(session) {
      sessions.delete(session.id);
      transactions.delete(session.id);
    },
    onMailFrom(_address, session, callback) {
      transactions.add(session.id);
      stats.maxTransactions = Math.max(stats.maxTransactions, transactions.size);
      callback();
    },
    onRcptTo(address, session, callback) {
      if (!options.refuseRecipient?.(address.address)) return callback();
      stats.refused.push(address.address);
      // The client gives this message up (RSET): its transaction ends here.
      transactions.delete(session.id);
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
          messages.push(mail);
          transactions.delete(session.id);
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
    stats,
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
