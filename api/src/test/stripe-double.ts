// A stand-in for the Stripe API on 127.0.0.1, driven by the real `stripe` SDK (STRIPE_API_URL points
// here). It implements what the site calls: POST /v1/payment_intents, GET /v1/payment_intents/:id and
// POST /v1/refunds (a succeeded intent's money, never above what it charged, idempotency keys replayed).
// Only erasable TypeScript here: the e2e server loads this file with Node's type stripping.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as sent, e.g. { amount: '79900', 'metadata[order_id]': '…' }. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StoredIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface StoredRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** How the double answers create calls: normally, with a 500, or only after a delay. */
export type StripeDoubleMode = { kind: 'ok' } | { kind: 'error'; status: number } | { kind: 'slow'; delayMs: number };

export interface StripeDouble {
  /** http://127.0.0.1:<port> for STRIPE_API_URL */
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, StoredIntent>;
  /** Billing e-mails of charges, returned when a PaymentIntent is read with expand[]=latest_charge. */
  chargeEmails: Map<string, string>;
  /** Refunds made, by id. */
  refunds: Map<string, StoredRefund>;
  mode: StripeDoubleMode;
  close(): Promise<void>;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_${token(8)}`,
    ...headers,
  });
  res.end(text);
}

const stripeError = (type: string, message: string) => ({ error: { type, message } });

export async function startStripeDouble(): Promise<StripeDouble> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StoredIntent>();
  const chargeEmails = new Map<string, string>();
  const refunds = new Map<string, StoredRefund>();
  const refundByIdempotencyKey = new Map<string, string>();
  const byIdempotencyKey = new Map<string, string>();
  const sockets = new Set<import('node:net').Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const double: StripeDouble = {
    url: '',
    requests,
    intents,
    chargeEmails,
    refunds,
    mode: { kind: 'ok' },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : text));
    const idempotencyKey = req.headers['idempotency-key'];
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      authorization: req.headers.authorization,
    });
    if (!/^Bearer sk_(test|live)_\w+$/.test(req.headers.authorization ?? '')) {
      send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
      return;
    }

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const mode = double.mode;
      if (mode.kind === 'slow') await wait(mode.delayMs);
      if (res.destroyed) return;
      if (mode.kind === 'error') {
        send(res, mode.status, stripeError('api_error', 'Something went wrong on Stripe’s end.'));
        return;
      }
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      const replayed = key ? intents.get(byIdempotencyKey.get(key) ?? '') : undefined;
      if (replayed) {
        send(res, 200, replayed, { 'idempotent-replayed': 'true' });
        return;
      }
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50 || !form.currency) {
        send(res, 400, stripeError('invalid_request_error', 'Missing or invalid amount or currency.'));
        return;
      }
      const id = `pi_${token(12)}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      );
      const intent: StoredIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${token(12)}`,
        metadata,
        description: form.description ?? null,
        receipt_email: form.receipt_email ?? null,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (key) byIdempotencyKey.set(key, id);
      send(res, 200, intent);
      return;
    }

    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      const replayed = key ? refunds.get(refundByIdempotencyKey.get(key) ?? '') : undefined;
      if (replayed) {
        send(res, 200, replayed, { 'idempotent-replayed': 'true' });
        return;
      }
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) {
        send(res, 400, stripeError('invalid_request_error', `No such payment_intent: '${form.payment_intent ?? ''}'`));
        return;
      }
      if (intent.status !== 'succeeded') {
        send(
          res,
          400,
          stripeError('invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.'),
        );
        return;
      }
      const already = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? intent.amount - already : Number(form.amount);
      if (!Number.isInteger(amount) || amount <= 0) {
        send(res, 400, stripeError('invalid_request_error', 'Invalid positive integer'));
        return;
      }
      if (already + amount > intent.amount) {
        send(
          res,
          400,
          stripeError(
            'invalid_request_error',
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - already) / 100).toFixed(2)})`,
          ),
        );
        return;
      }
      const refund: StoredRefund = {
        id: `re_${token(12)}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: form.reason ?? null,
        status: 'succeeded',
        metadata: Object.fromEntries(
          Object.entries(form)
            .filter(([name]) => name.startsWith('metadata['))
            .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
        ),
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(refund.id, refund);
      if (key) refundByIdempotencyKey.set(key, refund.id);
      send(res, 200, refund);
      return;
    }

    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]);
      if (!intent) {
        send(res, 404, stripeError('invalid_request_error', `No such payment_intent: '${retrieve[1]}'`));
        return;
      }
      const expandCharge = Object.entries(form).some(
        ([name, value]) => name.startsWith('expand') && value === 'latest_charge',
      );
      const charge = intent.latest_charge;
      send(res, 200, {
        ...intent,
        latest_charge:
          expandCharge && charge
            ? { id: charge, object: 'charge', billing_details: { email: chargeEmails.get(charge) ?? null } }
            : charge,
      });
      return;
    }

    send(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`));
  };
  // A bug in the double answers 500 (the client under test sees a server error), never an unhandled rejection.
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
