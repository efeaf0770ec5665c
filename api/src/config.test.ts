import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, openFileLimit } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with no environment at all on the local defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      businessTimezone: 'Asia/Phnom_Penh',
      oidcProviderName: 'Replit',
      databaseUrl: undefined,
      stripe: undefined,
      openai: undefined,
    });
    expect(config.defaults.join('\n')).toMatch(/PGlite/);
    // The generated session secret is kept so sessions survive a restart.
    const secret = readFileSync(path.join(dir, 'session-secret'), 'utf8').trim();
    expect(config.sessionSecret).toBe(secret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(secret);
  });

  it('lists every problem at once, not just the first', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      BUSINESS_TIMEZONE: 'Mars/Olympus',
      LOG_LEVEL: 'loud',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_TIMEOUT_SECONDS: '0',
      ADMIN_EMAILS: 'boss@example.com, nope',
      PARTNER_ORIGINS: 'https://ok.example,https://bad.example/path',
      SMTP_URL: 'http://mail',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT/),
        expect.stringMatching(/^PUBLIC_URL/),
        expect.stringMatching(/^DATABASE_URL/),
        expect.stringMatching(/^BUSINESS_TIMEZONE/),
        expect.stringMatching(/^LOG_LEVEL/),
        expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY/),
        expect.stringMatching(/^STRIPE_WEBHOOK_SECRET/),
        expect.stringMatching(/^STRIPE_TIMEOUT_SECONDS/),
        expect.stringMatching(/^ADMIN_EMAILS entry "nope"/),
        expect.stringMatching(/^PARTNER_ORIGINS entry "https:\/\/bad.example\/path"/),
        expect.stringMatching(/^SMTP_URL/),
      ]),
    );
    expect(problems).toHaveLength(11);
  });

  it('reads the chat assistant settings, with limits on every answer by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chat).toEqual({
      timeoutMs: 30_000,
      maxOutputTokens: 600,
      streamPaceMs: 20,
    });
    const openai = loadConfig({
      DATA_DIR: dataDir(),
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/',
      CHAT_TIMEOUT_MS: '5000',
      CHAT_MAX_OUTPUT_TOKENS: '300',
      CHAT_STREAM_PACE_MS: '0',
    });
    expect(openai.openai).toEqual({ apiKey: 'sk-test', model: 'gpt-4o-mini', baseUrl: 'http://127.0.0.1:9999/v1' });
    expect(openai.chat).toEqual({ timeoutMs: 5000, maxOutputTokens: 300, streamPaceMs: 0 });
    expect(
      problemsOf({
        DATA_DIR: dataDir(),
        CHAT_TIMEOUT_MS: '0',
        CHAT_MAX_OUTPUT_TOKENS: 'lots',
        CHAT_STREAM_PACE_MS: '-1',
      }),
    ).toEqual([
      expect.stringMatching(/^CHAT_TIMEOUT_MS/),
      expect.stringMatching(/^CHAT_MAX_OUTPUT_TOKENS/),
      expect.stringMatching(/^CHAT_STREAM_PACE_MS/),
    ]);
  });

  it('reads the booking buffer and minimum notice, 0 and 120 minutes by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      bookingBufferMinutes: 0,
      bookingMinNoticeMinutes: 120,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), BOOKING_BUFFER_MINUTES: '15', BOOKING_MIN_NOTICE_MINUTES: '0' }),
    ).toMatchObject({ bookingBufferMinutes: 15, bookingMinNoticeMinutes: 0 });
    expect(problemsOf({ DATA_DIR: dataDir(), BOOKING_BUFFER_MINUTES: '-5', BOOKING_MIN_NOTICE_MINUTES: '2h' })).toEqual(
      [
        expect.stringMatching(/^BOOKING_BUFFER_MINUTES must be a whole number from 0 to 240/),
        expect.stringMatching(/^BOOKING_MIN_NOTICE_MINUTES must be a whole number from 0 to 10080/),
      ],
    );
  });

  it('lets visitors change a booking until 12 hours before by default, BOOKING_CHANGE_NOTICE_HOURS from 0 to 168', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.bookingChangeNoticeHours).toBe(12);
    expect(config.defaults.join('\n')).toMatch(/move or cancel a booking online until 12 hours before/);
    const set = loadConfig({ DATA_DIR: dataDir(), BOOKING_CHANGE_NOTICE_HOURS: '48' });
    expect(set.bookingChangeNoticeHours).toBe(48);
    expect(set.defaults.join('\n')).not.toMatch(/move or cancel/);
    expect(problemsOf({ DATA_DIR: dataDir(), BOOKING_CHANGE_NOTICE_HOURS: '169' })).toEqual([
      expect.stringMatching(/^BOOKING_CHANGE_NOTICE_HOURS must be a whole number from 0 to 168/),
    ]);
  });

  it('retries a refused e-mail after 30 s by default, MAIL_RETRY_SECONDS from 1 to 3600', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailRetrySeconds).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_RETRY_SECONDS: '5' }).mailRetrySeconds).toBe(5);
    expect(problemsOf({ DATA_DIR: dataDir(), MAIL_RETRY_SECONDS: '0' })).toEqual([
      expect.stringMatching(/^MAIL_RETRY_SECONDS must be a whole number from 1 to 3600/),
    ]);
  });

  it('sends up to 8 e-mails at once by default, MAIL_CONCURRENCY from 1 to 50', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mailConcurrency).toBe(8);
    expect(loadConfig({ DATA_DIR: dataDir(), MAIL_CONCURRENCY: '2' }).mailConcurrency).toBe(2);
    expect(problemsOf({ DATA_DIR: dataDir(), MAIL_CONCURRENCY: '0' })).toEqual([
      expect.stringMatching(/^MAIL_CONCURRENCY must be a whole number from 1 to 50/),
    ]);
  });

  it('demands real settings in production instead of local defaults', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUBLIC_URL is required/),
        expect.stringMatching(/^SESSION_SECRET is required/),
        expect.stringMatching(/^OIDC_ISSUER_URL and OIDC_CLIENT_ID are required/),
        // Never the embedded database (its socket takes any local process) nor mail written to disk.
        expect.stringMatching(/^DATABASE_URL is required in production/),
        expect.stringMatching(/^SMTP_URL is required in production/),
      ]),
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://angkordigital.example/',
      SESSION_SECRET: 'Vq3x8L0aZp7rT2mKc9WfYb4nHs6dJ1uE',
      DATABASE_URL: 'postgres://app@db:5432/site',
      SMTP_URL: 'smtp://mailer@smtp.example:587',
      OIDC_ISSUER_URL: 'https://id.example',
      OIDC_CLIENT_ID: 'site',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      ADMIN_EMAILS: 'Owner@Example.com',
      PARTNER_ORIGINS: 'https://siemreap.directory',
    });
    expect(config.publicUrl).toBe('https://angkordigital.example');
    expect(config.adminEmails).toEqual(['owner@example.com']);
    expect(config.stripe?.publishableKey).toBe('pk_live_1');
    expect(config.stripe?.timeoutMs).toBe(8000);
    expect(config.defaults.join('\n')).not.toMatch(/PGlite|OpenID|card payments|no online payment|session secret/);
  });

  describe('in production', () => {
    const complete = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://angkordigital.example',
      SESSION_SECRET: 'Vq3x8L0aZp7rT2mKc9WfYb4nHs6dJ1uE',
      DATABASE_URL: 'postgres://app@db:5432/site',
      SMTP_URL: 'smtp://mailer@smtp.example:587',
      OIDC_ISSUER_URL: 'https://id.example',
      OIDC_CLIENT_ID: 'site',
    };
    const problemsWith = (env: Record<string, string>) => problemsOf({ ...complete, DATA_DIR: dataDir(), ...env });

    it('refuses a plain-http PUBLIC_URL, and says what to do', () => {
      for (const url of [
        'http://angkordigital.example',
        'http://203.0.113.7:3000',
        'http://www.angkordigital.example/',
      ])
        expect(problemsWith({ PUBLIC_URL: url })).toEqual([
          expect.stringMatching(/^PUBLIC_URL must be an https:\/\/ address in production \(got "http:.*TLS proxy/),
        ]);
    });

    it('takes a loopback PUBLIC_URL over http, for trying production mode on this machine', () => {
      for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000'])
        expect(problemsWith({ PUBLIC_URL: url })).toEqual([]);
      // Outside production any address may be http (the built-in sign-in still needs loopback).
      expect(
        problemsOf({ DATA_DIR: dataDir(), ...complete, NODE_ENV: 'development', PUBLIC_URL: 'http://site.test' }),
      ).toEqual([]);
    });

    it('refuses a SESSION_SECRET of fewer than 16 different characters, however long', () => {
      expect(problemsWith({ SESSION_SECRET: 'a'.repeat(36) })).toEqual([
        'SESSION_SECRET has only 1 different character; production needs at least 16, so a pattern or a hex ' +
          'string is refused (make a random one with openssl rand -base64 48)',
      ]);
      expect(problemsWith({ SESSION_SECRET: 'changeme'.repeat(5) })).toEqual([
        expect.stringMatching(/^SESSION_SECRET has only 7 different characters/),
      ]);
      // Exactly 16 different characters pass; 15 do not.
      expect(problemsWith({ SESSION_SECRET: 'abcdefghijklmnop'.repeat(2) })).toEqual([]);
      expect(problemsWith({ SESSION_SECRET: 'abcdefghijklmno'.repeat(3) })).toEqual([
        expect.stringMatching(/^SESSION_SECRET has only 15 different characters/),
      ]);
      // The length rule still holds, beside it.
      expect(problemsWith({ SESSION_SECRET: 'Vq3x8L0aZp7rT2mKc9Wf' })).toEqual([
        'SESSION_SECRET must be at least 32 characters',
      ]);
      // Outside production a typed secret is fine (tests, a local .env).
      expect(problemsOf({ DATA_DIR: dataDir(), SESSION_SECRET: 'a'.repeat(36) })).toEqual([]);
    });

    it('lists both at once', () => {
      expect(problemsWith({ PUBLIC_URL: 'http://angkordigital.example', SESSION_SECRET: 'a'.repeat(36) })).toEqual([
        expect.stringMatching(/^PUBLIC_URL must be an https/),
        expect.stringMatching(/^SESSION_SECRET has only 1 different character/),
      ]);
    });
  });

  it("makes the built-in provider's test admin the admin only while that provider is in use", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).adminEmails).toEqual(['admin@example.com']);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAILS: 'Boss@Agency.test' }).adminEmails).toEqual([
      'boss@agency.test',
    ]);
    const external = loadConfig({ DATA_DIR: dataDir(), OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'x' });
    expect(external.oidc).toEqual({ issuerUrl: 'https://id.example', clientId: 'x', clientSecret: undefined });
    expect(external.adminEmails).toEqual([]);
  });

  it('refuses a plain-http issuer in production', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      OIDC_ISSUER_URL: 'http://id.example',
      OIDC_CLIENT_ID: 'site',
    });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^OIDC_ISSUER_URL must be an https/)]));
  });

  it('serves the built-in sign-in only on a loopback PUBLIC_URL, whatever NODE_ENV says', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://127.1.2.3']) {
      const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: local });
      expect(config.oidc).toBeUndefined();
      expect(config.defaults.join('\n')).toMatch(/built-in OpenID provider/);
    }
    for (const reachable of [
      'https://angkordigital.example',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://[2001:db8::1]:3000',
      'http://localhost.evil.example',
      'http://0.0.0.0:3000',
    ]) {
      for (const NODE_ENV of ['development', 'test']) {
        expect(problemsOf({ DATA_DIR: dataDir(), NODE_ENV, PUBLIC_URL: reachable })).toEqual([
          expect.stringMatching(/^OIDC_ISSUER_URL and OIDC_CLIENT_ID are required: PUBLIC_URL .* is not a loopback/),
        ]);
      }
      // With a real issuer any address is fine.
      const config = loadConfig({
        DATA_DIR: dataDir(),
        PUBLIC_URL: reachable,
        OIDC_ISSUER_URL: 'https://id.example',
        OIDC_CLIENT_ID: 'site',
      });
      expect(config.oidc?.issuerUrl).toBe('https://id.example');
    }
  });

  it('reads TRUST_PROXY in every form Express accepts, refusing what Express would misread', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual(['loopback']);
    expect(trust('true')).toBe(true);
    expect(trust('TRUE')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('0')).toBe(0);
    expect(trust('2')).toBe(2);
    expect(trust('uniquelocal')).toEqual(['uniquelocal']);
    expect(trust('loopback, linklocal,uniquelocal')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.0/8, 172.16.0.0/12,fd00::/8, ::1')).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
    ]);
    expect(trust('192.168.0.0/255.255.0.0')).toEqual(['192.168.0.0/255.255.0.0']);
    for (const wrong of [
      'yes',
      '1.2',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/255.0.255.0',
      'loopback,',
      'proxy.local',
      '-1',
      '99',
    ])
      expect(problemsOf({ DATA_DIR: dataDir(), TRUST_PROXY: wrong })).toEqual([expect.stringMatching(/^TRUST_PROXY/)]);
  });
});

describe('KHQR payments', () => {
  it('are off without KHQR_ACCOUNT_ID and BAKONG_API_TOKEN, and the start-up log says so', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.khqr).toBeUndefined();
    expect(config.defaults).toContain('KHQR payments not configured (no KHQR_ACCOUNT_ID and BAKONG_API_TOKEN)');
  });

  it('are on with the account and the token, the rest defaulted and named in the start-up log', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: 'eyJhbGciOi.x.y',
    });
    expect(config.khqr).toEqual({
      accountId: 'angkordigital@aclb',
      apiToken: 'eyJhbGciOi.x.y',
      merchantName: 'Angkor Digital',
      merchantCity: 'Siem Reap',
      apiUrl: 'https://api-bakong.nbc.gov.kh',
      expiryMs: 15 * 60_000,
      checkMs: 5000,
      maxPendingPerAddress: 5,
      maxPending: 1000,
    });
    expect(config.defaults).toEqual(
      expect.arrayContaining([
        "KHQR_MERCHANT_NAME=Angkor Digital (the site's name)",
        'KHQR_MERCHANT_CITY=Siem Reap',
        "BAKONG_API_URL=https://api-bakong.nbc.gov.kh (Bakong's production API)",
        'KHQR_EXPIRY_MINUTES=15',
        'KHQR_CHECK_SECONDS=5',
        'KHQR_KHR_PER_USD not set: KHQR codes in US dollars only',
        'KHQR_MAX_PENDING_PER_ADDRESS=5',
        'KHQR_MAX_PENDING=1000',
      ]),
    );
  });

  it('reads the riel rate, a merchant account (both parts) and the caps on pending codes', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      KHQR_ACCOUNT_ID: 'angkordigital@aclb',
      BAKONG_API_TOKEN: 'eyJhbGciOi.x.y',
      KHQR_KHR_PER_USD: '4100',
      KHQR_MERCHANT_ID: '1234567890',
      KHQR_ACQUIRING_BANK: 'ACLEDA Bank Plc.',
      KHQR_MAX_PENDING_PER_ADDRESS: '3',
      KHQR_MAX_PENDING: '200',
    });
    expect(config.khqr).toMatchObject({
      khrPerUsd: 4100,
      merchant: { merchantId: '1234567890', acquiringBank: 'ACLEDA Bank Plc.' },
      maxPendingPerAddress: 3,
      maxPending: 200,
    });
    const khqr = { DATA_DIR: dataDir(), KHQR_ACCOUNT_ID: 'angkordigital@aclb', BAKONG_API_TOKEN: 'eyJhbGciOi.x.y' };
    expect(problemsOf({ ...khqr, KHQR_MERCHANT_ID: '1234567890' })).toEqual([
      expect.stringMatching(/^KHQR_MERCHANT_ID and KHQR_ACQUIRING_BANK go together/),
    ]);
    expect(
      problemsOf({
        ...khqr,
        KHQR_KHR_PER_USD: '4100.5',
        KHQR_MERCHANT_ID: 'x'.repeat(33),
        KHQR_ACQUIRING_BANK: 'ធនាគារ',
        KHQR_MAX_PENDING_PER_ADDRESS: '0',
        KHQR_MAX_PENDING: 'many',
      }),
    ).toEqual([
      expect.stringMatching(/^KHQR_KHR_PER_USD must be a whole number from 1000 to 10000/),
      expect.stringMatching(/^KHQR_MERCHANT_ID must be 1 to 32/),
      expect.stringMatching(/^KHQR_ACQUIRING_BANK must be 1 to 32/),
      expect.stringMatching(/^KHQR_MAX_PENDING_PER_ADDRESS must be a whole number from 1 to 100/),
      expect.stringMatching(/^KHQR_MAX_PENDING must be a whole number from 1 to 100000/),
    ]);
  });

  it('refuses half a configuration and values no banking app could show', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), KHQR_ACCOUNT_ID: 'angkordigital@aclb' })).toEqual([
      expect.stringMatching(/^KHQR_ACCOUNT_ID and BAKONG_API_TOKEN go together/),
    ]);
    expect(
      problemsOf({
        DATA_DIR: dataDir(),
        KHQR_ACCOUNT_ID: 'not an account',
        BAKONG_API_TOKEN: 'token with spaces',
        KHQR_MERCHANT_NAME: 'អង្គរ ឌីជីថល',
        KHQR_MERCHANT_CITY: 'A city name far too long',
        BAKONG_API_URL: 'ftp://bakong',
        KHQR_EXPIRY_MINUTES: '0',
        KHQR_CHECK_SECONDS: 'often',
      }),
    ).toEqual([
      expect.stringMatching(/^KHQR_ACCOUNT_ID must be a Bakong account id/),
      expect.stringMatching(/^BAKONG_API_TOKEN must be/),
      expect.stringMatching(/^KHQR_MERCHANT_NAME must be 1 to 25/),
      expect.stringMatching(/^KHQR_MERCHANT_CITY must be 1 to 15/),
      expect.stringMatching(/^BAKONG_API_URL must be an http/),
      expect.stringMatching(/^KHQR_EXPIRY_MINUTES must be from 0.1 to 1440/),
      expect.stringMatching(/^KHQR_CHECK_SECONDS must be from 1 to 300/),
    ]);
  });
});

describe('staff alerts on Telegram', () => {
  const token = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0';

  it('is off without TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID, and the start-up log says so', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.telegram).toBeUndefined();
    expect(config.defaults).toContain(
      'staff alerts on Telegram off (no TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID): staff are told by e-mail',
    );
  });

  it("reads both, with Telegram's Bot API as the default root", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: '-1001234567890' });
    expect(config.telegram).toEqual({ botToken: token, chatId: '-1001234567890', apiUrl: 'https://api.telegram.org' });
    expect(config.defaults.join('\n')).not.toMatch(/Telegram/);
    const channel = loadConfig({
      DATA_DIR: dataDir(),
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_CHAT_ID: '@angkor_staff',
      TELEGRAM_API_URL: 'http://127.0.0.1:8081/',
    });
    expect(channel.telegram).toMatchObject({ chatId: '@angkor_staff', apiUrl: 'http://127.0.0.1:8081' });
  });

  it('refuses one without the other, a malformed token or chat id, and plain http in production', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), TELEGRAM_BOT_TOKEN: token })).toEqual([
      expect.stringMatching(/^TELEGRAM_CHAT_ID must be/),
    ]);
    expect(problemsOf({ DATA_DIR: dataDir(), TELEGRAM_CHAT_ID: '-100123' })).toEqual([
      expect.stringMatching(/^TELEGRAM_BOT_TOKEN must be/),
    ]);
    expect(
      problemsOf({ DATA_DIR: dataDir(), TELEGRAM_BOT_TOKEN: 'not-a-token', TELEGRAM_CHAT_ID: 'staff room' }),
    ).toHaveLength(2);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        TELEGRAM_BOT_TOKEN: token,
        TELEGRAM_CHAT_ID: '-100123',
        TELEGRAM_API_URL: 'http://telegram.example',
      }),
    ).toContain('TELEGRAM_API_URL must be an https:// URL in production (the bot token is part of every request)');
  });
});

describe('WebSocket limits', () => {
  it("keeps WebSockets to half the process's open-file limit by default, so HTTP always finds a descriptor", () => {
    const files = openFileLimit();
    const { ws } = loadConfig({ DATA_DIR: dataDir() });
    expect(ws).toEqual({
      maxPerClient: 40,
      maxTotal: Math.min(10_000, Math.floor(files / 2)),
      pingMs: 15_000,
      idleMs: 5 * 60_000,
    });
    const problems = problemsOf({ DATA_DIR: dataDir(), WS_MAX_CONNECTIONS: String(files) });
    expect(problems).toEqual([expect.stringMatching(/^WS_MAX_CONNECTIONS must leave a quarter .* open-file limit/)]);
  });

  it('refuses nonsense limits and timeouts', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      WS_MAX_CONNECTIONS_PER_CLIENT: '0',
      WS_PING_SECONDS: 'often',
      WS_IDLE_MINUTES: '0',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^WS_MAX_CONNECTIONS_PER_CLIENT must be/),
      expect.stringMatching(/^WS_PING_SECONDS must be/),
      expect.stringMatching(/^WS_IDLE_MINUTES must be/),
    ]);
  });

  it('reads the soft open-file limit from /proc/self/limits, with a fallback', () => {
    const limits = (soft: string) => () =>
      `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                524288               files\n`;
    expect(openFileLimit(limits('20000'))).toBe(20_000);
    expect(openFileLimit(limits('unlimited'))).toBe(1_048_576);
    expect(
      openFileLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBe(1024);
  });
});
