import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const SALT = 'site calendar passwords';
const INFO = 'caldav app password, AES-256-GCM';

/**
 * The app passwords of the team calendars, encrypted at rest with AES-256-GCM under a key derived
 * (HKDF-SHA-256) from CALENDAR_KEY when set, else SESSION_SECRET. Each value has its own random IV;
 * the tag makes a tampered or foreign value fail to open instead of decrypting to garbage.
 */
export class CalendarSecrets {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
  }

  seal(password: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The password, or throws when the value was sealed under another key (CALENDAR_KEY changed) or altered. */
  open(value: string): string {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('not a sealed calendar password');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}
