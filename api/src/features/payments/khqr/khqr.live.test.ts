import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { paymentsApi, type KhqrPaymentResponse } from '@site/common';
import { startBakongDouble, type BakongDouble } from '../../../test/bakong-double.js';
import { wsClient } from '../../../test/graphql-ws.js';
import { clientIp, postJson, startTestApp, type TestApp } from '../../../test/test-app.js';
import { waitUntil } from '../../../test/wait.js';

const ORDER_STATUS = `subscription ($reference: OrderReferenceInput!) {
  orderStatus(reference: $reference) { status package amount method }
}`;

type StatusEvent = { orderStatus: { status: string; package: string; amount: number; method: string } };

let bakong: BakongDouble;
let t: TestApp;

beforeAll(async () => {
  bakong = await startBakongDouble();
  t = await startTestApp({
    KHQR_ACCOUNT_ID: 'angkordigital@aclb',
    BAKONG_API_TOKEN: bakong.token,
    BAKONG_API_URL: bakong.url,
    KHQR_CHECK_SECONDS: '1',
  });
});
afterAll(async () => {
  await t?.close();
  await bakong?.close();
});

async function newCode(): Promise<KhqrPaymentResponse> {
  const created = await postJson(
    `${t.url}${paymentsApi.createKhqrPayment.path}`,
    { package: 'starter', language: 'en' },
    clientIp(),
  );
  expect(created.status).toBe(201);
  return created.body as unknown as KhqrPaymentResponse;
}

/** Subscribes to an order's status; resolves with every event once the server completes the subscription. */
function follow(reference: Record<string, unknown>) {
  const client = wsClient(t.url);
  const events: StatusEvent['orderStatus'][] = [];
  let first: () => void;
  const firstEvent = new Promise<void>((resolve) => (first = resolve));
  const ended = new Promise<{ message: string; extensions?: { code?: string } }[] | undefined>((resolve, reject) => {
    client.subscribe<StatusEvent>(
      { query: ORDER_STATUS, variables: { reference } },
      {
        next: ({ data, errors }) => {
          if (errors) resolve(errors as never);
          if (data) events.push(data.orderStatus);
          first();
        },
        error: (error) => (Array.isArray(error) ? resolve(error as never) : reject(error as Error)),
        complete: () => resolve(undefined),
      },
    );
  }).finally(() => void client.dispose());
  /** Waits for an event with `status`, then closes the subscription (as a page that leaves). */
  const until = async (status: string) => {
    await waitUntil(`the order's status ${status}`, () => events.some((event) => event.status === status));
    await client.dispose();
  };
  return { events, firstEvent, ended, until };
}

describe('the orderStatus subscription (the checkout page, live)', () => {
  it('says pending at once, then paid when the server confirms the code with Bakong', async () => {
    const code = await newCode();
    const live = follow({ order: code.orderId });
    await live.firstEvent;
    expect(live.events).toEqual([{ status: 'pending', package: 'starter', amount: 29_900, method: 'khqr' }]);
    bakong.pay(code.qr);
    await live.until('paid');
    expect(live.events.map((event) => event.status)).toEqual(['pending', 'paid']);
  });

  it('answers a paid order at once, and keeps following it (a refund may come later)', async () => {
    const code = await newCode();
    bakong.pay(code.qr);
    const first = follow({ order: code.orderId });
    await first.until('paid');
    const again = follow({ order: code.orderId });
    await again.firstEvent;
    expect(again.events).toEqual([{ status: 'paid', package: 'starter', amount: 29_900, method: 'khqr' }]);
    await again.until('paid');
  });

  it('refuses an unknown reference (NOT_FOUND) and a malformed one (BAD_USER_INPUT), like the REST twin’s 404 and 400', async () => {
    const unknown = await follow({ order: '00000000-0000-4000-8000-000000000000' }).ended;
    expect(unknown?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await follow({ order: 'not-an-id' }).ended;
    expect(malformed?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
