import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

// The e-mails an e2e server sent. With no SMTP_URL a server writes each one to its DATA_DIR/mail as an
// .eml file named …-<kind>.eml (api/src/features/mail): specs read them there, parsed as a mail client
// would. One reader for every spec, so they agree on how a recipient is matched and how long to wait.

/** The main e2e server's mail folder (playwright.config.ts chooses E2E_DATA_DIR once per run). */
export const mainMailDir = (): string => path.join(process.env.E2E_DATA_DIR!, 'mail');

/** The first address a mail is sent to. */
export const recipientOf = (mail: ParsedMail): string | undefined =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** Every e-mail of this kind in `dir` so far, parsed (none when the folder does not exist yet). */
export async function mailsOf(kind: string, dir = mainMailDir()): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(`-${kind}.eml`));
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
}

/** The e-mails of this kind to `address` so far. */
export async function mailsTo(kind: string, address: string, dir = mainMailDir()): Promise<ParsedMail[]> {
  return (await mailsOf(kind, dir)).filter((mail) => recipientOf(mail) === address);
}

/** The first e-mail of this kind that matches, waiting for it to be sent (20 s at most). */
export async function mailWhere(
  kind: string,
  match: (mail: ParsedMail) => boolean,
  dir = mainMailDir(),
): Promise<ParsedMail> {
  for (const deadline = Date.now() + 20_000; ;) {
    const found = (await mailsOf(kind, dir)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching ${kind} e-mail in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
