import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../logger.js';
import { loggedUrl } from './request-log.js';
import { clientIp, graphql, postJson, startTestApp, type TestApp } from '../test/test-app.js';
import { bookingFeature } from '../features/booking/index.js';
import { contactFeature } from '../features/contact/index.js';

interface LogLine {
  level: number;
  msg: string;
  req?: { id?: string; url?: string };
  res?: { statusCode?: number };
  err?: { type?: string; message?: string; stack?: string };
  refusal?: string;
}
const INFO = 30;
const WARN = 40;
const ERROR = 50;

const lines: LogLine[] = [];
let site: TestApp;
const originals: (() => void)[] = [];

/** Replaces a service method for one test (restored after it). */
function breakService<T extends object>(service: T, method: keyof T, error: Error): void {
  const original = service[method];
  service[method] = (async () => {
    throw error;
  }) as T[keyof T];
  originals.push(() => (service[method] = original));
}

/** The log lines of one request, once its request line is written (after the response has gone). */
async function linesOf(requestId: string): Promise<LogLine[]> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = lines.filter((line) => line.req?.id === requestId);
    if (found.some((line) => line.res)) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request line for ${requestId}`);
}

let nextId = 0;
const requestId = () => `log-test-${++nextId}`;

// Logs say what an operator must look at: expected refusals (a visitor's mistake, an exhausted budget,
// payments not set up) at info or warn without a stack trace; unexpected errors and an unreachable
// database at error, with the error's own stack.
describe('request logs', () => {
  beforeAll(async () => {
    const log = createLogger({ logLevel: 'info', nodeEnv: 'test' }, { write: (line) => lines.push(JSON.parse(line)) });
    site = await startTestApp({}, { log });
  });
  afterAll(() => site?.close());
  afterEach(() => originals.splice(0).forEach((restore) => restore()));

  it('never writes the token of an e-mail link (manage, cancel, newsletter) into a request line', async () => {
    const token = 'eyJiIjoic2VjcmV0LWJvb2tpbmcifQ.c2lnbmF0dXJlLW9mLWEtbGluaw';
    for (const path of [
      `/api/booking/manage?token=${token}`,
      `/api/booking/availability?date=2030-01-07&timezone=Asia/Phnom_Penh&token=${token}`,
      `/api/booking/cancel?language=km&token=${token}`,
      `/api/newsletter/confirm?token=${token}`,
      `/booking/manage?token=${token}`,
    ]) {
      const id = requestId();
      await fetch(`${site.url}${path}`, { headers: { 'x-request-id': id } });
      const [line] = (await linesOf(id)).filter((entry) => entry.res);
      expect(line.req?.url).toContain('token=[redacted]');
      expect(JSON.stringify(await linesOf(id))).not.toContain(token);
    }
    expect(loggedUrl('/api/booking/days?month=2030-01&timezone=UTC')).toBe(
      '/api/booking/days?month=2030-01&timezone=UTC',
    );
    expect(loggedUrl('/x?tokens=1&Token=abc&a=token')).toBe('/x?tokens=1&token=[redacted]&a=token');
  });

  it('logs expected refusals at info or warn, without a stack', async () => {
    const payments = requestId();
    const notConfigured = await postJson(
      `${site.url}/api/create-payment-intent`,
      { package: 'starter' },
      {
        'x-request-id': payments,
        ...clientIp(),
      },
    );
    expect(notConfigured.status).toBe(503);

    const invalid = requestId();
    expect((await postJson(`${site.url}/api/contact`, {}, { 'x-request-id': invalid, ...clientIp() })).status).toBe(
      400,
    );

    const unknown = requestId();
    expect((await fetch(`${site.url}/api/no-such-endpoint`, { headers: { 'x-request-id': unknown } })).status).toBe(
      404,
    );

    const ip = clientIp();
    const inquiry = { name: 'Log Test', email: 'log@tours.test', service: 'seo', message: 'Hello there.' };
    for (let n = 0; n < 5; n += 1) expect((await postJson(`${site.url}/api/contact`, inquiry, ip)).status).toBe(201);
    const limited = requestId();
    expect((await postJson(`${site.url}/api/contact`, inquiry, { ...ip, 'x-request-id': limited })).status).toBe(429);

    const expected: [string, number, number][] = [
      [payments, 503, WARN],
      [invalid, 400, INFO],
      [unknown, 404, INFO],
      [limited, 429, WARN],
    ];
    for (const [id, status, level] of expected) {
      const logged = await linesOf(id);
      expect(logged.map((line) => [line.res?.statusCode, line.level])).toEqual([[status, level]]);
      expect(logged[0].err).toBeUndefined();
      expect(JSON.stringify(logged)).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it('logs an unexpected error and an unreachable database at error, with their own stack, once', async () => {
    const broken = requestId();
    breakService(site.app.use(bookingFeature).booking, 'availability', new TypeError('availability exploded'));
    const failed = await fetch(`${site.url}/api/booking/availability?date=2030-01-07&timezone=Asia/Phnom_Penh`, {
      headers: { 'x-request-id': broken },
    });
    expect(failed.status).toBe(500);
    const [line, ...more] = await linesOf(broken);
    expect(more).toEqual([]);
    expect(line.level).toBe(ERROR);
    expect(line.err?.type).toBe('TypeError');
    expect(line.err?.stack).toMatch(/availability exploded\n\s+at /);

    const away = requestId();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    breakService(site.app.use(contactFeature).contact, 'submit', refused);
    const unavailable = await postJson(`${site.url}/api/contact`, {}, { 'x-request-id': away, ...clientIp() });
    expect(unavailable.status).toBe(503);
    const [databaseLine, ...others] = await linesOf(away);
    expect(others).toEqual([]);
    expect(databaseLine.level).toBe(ERROR);
    expect(databaseLine.err?.stack).toMatch(/ECONNREFUSED[^]*\n\s+at /);
  });

  it('applies the same rule to GraphQL errors', async () => {
    const refusal = await graphql(
      site.url,
      'mutation($input: ContactInput!) { submitContact(input: $input) { message } }',
      { input: { name: '', email: 'nope', service: 'seo', message: '' } },
      clientIp(),
    );
    expect(refusal.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refused = lines.filter((line) => line.msg === 'GraphQL operation refused');
    expect(refused.map((line) => [line.level, line.refusal])).toEqual([[INFO, 'BAD_USER_INPUT']]);
    expect(refused[0].err).toBeUndefined();

    breakService(site.app.use(bookingFeature).booking, 'availability', new RangeError('resolver exploded'));
    await graphql(site.url, '{ availability(date: "2030-01-07", timezone: "Asia/Phnom_Penh") { timeSlots } }');
    const unexpected = lines.filter((line) => line.err?.message === 'resolver exploded');
    expect(unexpected.map((line) => line.level)).toEqual([ERROR]);
    expect(unexpected[0].err?.stack).toMatch(/\n\s+at /);

    const lost = new Error('Query read timeout');
    breakService(site.app.use(bookingFeature).booking, 'availability', lost);
    const away = await graphql(
      site.url,
      '{ availability(date: "2030-01-07", timezone: "Asia/Phnom_Penh") { timeSlots } }',
    );
    expect(away.body.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    const database = lines.filter((line) => line.err?.message === 'Query read timeout');
    expect(database.map((line) => line.level)).toEqual([ERROR]);
    expect(database[0].err?.stack).toMatch(/\n\s+at /);
  });
});
