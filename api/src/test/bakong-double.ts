// A stand-in for Bakong's Open API on 127.0.0.1 (BAKONG_API_URL points here), answering
// POST /v1/check_transaction_by_md5 `{ md5 }` and POST /v1/check_transaction_by_md5_list `["md5", …]`
// (Open API 1.0.5: a JSON array of 1 to 50 md5, each answered `{ md5, status, message, data }`) with
// the shapes Bakong uses, refusing a request without the Bearer token, a list that is not an array of
// md5 strings, or one longer than 50, as Bakong does. A test "pays" a code the way a
// banking app would, by reading the KHQR string (pay()), or through the double's own control endpoint
// POST /_double/pay { qr, amount?, toAccountId?, currency? } (the e2e tests; never part of the product).
// Only erasable TypeScript here: the e2e server loads this file with Node's type stripping.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface BakongTransaction {
  hash: string;
  fromAccountId: string;
  toAccountId: string;
  currency: string;
  amount: number;
  description: string;
  createdDateMs: number;
  acknowledgedDateMs: number;
  externalRef: string;
}

/** How the double answers: normally, refusing the token, as a failing server, slowly, or not at all. */
export type BakongDoubleMode =
  | { kind: 'ok' }
  | { kind: 'refuse'; status: 401 | 403 }
  | { kind: 'error'; status: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'down' };

export interface BakongDouble {
  /** http://127.0.0.1:<port> for BAKONG_API_URL */
  url: string;
  /** The token it accepts (BAKONG_API_TOKEN). */
  token: string;
  mode: BakongDoubleMode;
  /** Every check asked, by md5 (one entry per md5 of a list). */
  checks: string[];
  /** Every list asked (check_transaction_by_md5_list), as sent. */
  lists: string[][];
  /** Requests refused for their shape (not an array, too long, not md5s), with why. */
  refusedLists: string[];
  transactions: Map<string, BakongTransaction>;
  /** Records a payment of the code as a banking app would make it; overrides make it a wrong one. */
  pay(qr: string, overrides?: Partial<BakongTransaction>): BakongTransaction;
  close(): Promise<void>;
}

/** The tag-length-value fields of an EMV QR string (the double reads codes like a banking app). */
function fields(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; at + 4 <= text.length;) {
    const length = Number(text.slice(at + 2, at + 4));
    found.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return found;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startBakongDouble(token = 'bakong-test-token'): Promise<BakongDouble> {
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const double: BakongDouble = {
    url: '',
    token,
    mode: { kind: 'ok' },
    checks: [],
    lists: [],
    refusedLists: [],
    transactions: new Map(),
    pay(qr, overrides = {}) {
      const tags = fields(qr);
      const account = fields(tags.get('29') ?? tags.get('30') ?? '').get('00') ?? '';
      const transaction: BakongTransaction = {
        hash: randomBytes(32).toString('hex'),
        fromAccountId: 'sokha_chan@aclb',
        toAccountId: account,
        currency: tags.get('53') === '116' ? 'KHR' : 'USD',
        amount: Number(tags.get('54')),
        description: '',
        createdDateMs: Date.now(),
        acknowledgedDateMs: Date.now(),
        externalRef: fields(tags.get('62') ?? '').get('01') ?? '',
        ...overrides,
      };
      double.transactions.set(createHash('md5').update(qr).digest('hex'), transaction);
      return transaction;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const text = await readBody(req);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: answered below as Bakong would
    }
    const body = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    const isList = url.pathname === '/v1/check_transaction_by_md5_list';
    if (req.method === 'POST' && url.pathname === '/_double/pay') {
      const { qr, ...overrides } = body as { qr?: unknown } & Partial<BakongTransaction>;
      if (typeof qr !== 'string') return send(res, 400, { message: 'qr is required' });
      return send(res, 200, double.pay(qr, overrides));
    }
    if (req.method !== 'POST' || (url.pathname !== '/v1/check_transaction_by_md5' && !isList))
      return send(res, 404, { responseCode: 1, responseMessage: 'Not found', errorCode: null, data: null });

    const mode = double.mode;
    if (mode.kind === 'down') {
      req.socket.destroy();
      return;
    }
    if (mode.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, mode.delayMs);
        timers.add(timer);
      });
      if (res.destroyed) return;
    }
    if (mode.kind === 'refuse' || req.headers.authorization !== `Bearer ${double.token}`)
      return send(res, mode.kind === 'refuse' ? mode.status : 401, {
        responseCode: 1,
        responseMessage: 'Unauthorized',
        errorCode: 6,
        data: null,
      });
    if (mode.kind === 'error') return send(res, mode.status, { message: 'Internal Server Error' });
    if (isList) {
      const refuse = (why: string) => {
        double.refusedLists.push(why);
        return send(res, 400, { responseCode: 1, responseMessage: why, errorCode: 5, data: null });
      };
      if (!Array.isArray(parsed)) return refuse('the body must be a JSON array of md5');
      if (parsed.length === 0 || parsed.length > 50) return refuse(`1 to 50 md5 per request, not ${parsed.length}`);
      if (!parsed.every((item) => typeof item === 'string' && /^[0-9a-f]{32}$/.test(item)))
        return refuse('every item must be an md5 (32 hexadecimal digits)');
      const md5s = parsed as string[];
      double.lists.push(md5s);
      double.checks.push(...md5s);
      return send(res, 200, {
        responseCode: 0,
        responseMessage: 'Getting transaction successfully.',
        errorCode: null,
        data: md5s.map((md5) => {
          const paid = double.transactions.get(md5);
          return paid
            ? { md5, status: 'SUCCESS', message: 'Getting transaction successfully.', data: paid }
            : {
                md5,
                status: 'NOT_FOUND',
                message: 'Transaction could not be found. Please check and try again.',
                data: null,
              };
        }),
      });
    }
    const md5 = typeof body.md5 === 'string' ? body.md5 : '';
    double.checks.push(md5);
    const transaction = double.transactions.get(md5);
    if (!transaction)
      return send(res, 200, {
        responseCode: 1,
        responseMessage: 'Transaction could not be found. Please check and try again.',
        errorCode: 1,
        data: null,
      });
    return send(res, 200, {
      responseCode: 0,
      responseMessage: 'Getting transaction successfully.',
      errorCode: null,
      data: transaction,
    });
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
