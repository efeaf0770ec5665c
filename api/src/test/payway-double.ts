// A stand-in for ABA PayWay on 127.0.0.1 (PAYWAY_API_URL points here), following PayWay's developer
// documentation (Markdown mirror: github.com/Joselay/aba-payway-docs). It checks every hash it is sent
// the way PayWay documents it (its own copy of each field order, written from the documentation, not
// taken from the product's code), keeps transactions, and serves:
// - POST /api/payment-gateway/v1/payments/purchase (form data, as the browser posts it): the hosted
//   checkout page, with Approve, Decline and Cancel buttons that push the result back to return_url
//   and send the visitor on to continue_success_url (or cancel_url);
//   with payment_option abapay_khqr_deeplink (a server's call), JSON instead: qr_string and
//   abapay_deeplink (abamobilebank://…), as 01-purchase.md's Response shows, unless `deeplinks` is off
//   (code 23, the option not enabled for the merchant profile);
// - POST /api/payment-gateway/v1/payments/check-transaction-2 (JSON);
// - POST /api/merchant-portal/merchant-access/online-transaction/refund (JSON, merchant_auth RSA-encrypted
//   with the public key whose private half the double holds).
// Only erasable TypeScript here: the e2e server loads this file with Node's type stripping.
import { constants, createHmac, generateKeyPairSync, privateDecrypt, randomInt, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** 01-purchase.md, "Hash Generation" (the PHP `$b4hash` line). */
const PURCHASE_ORDER = [
  'req_time',
  'merchant_id',
  'tran_id',
  'amount',
  'items',
  'shipping',
  'firstname',
  'lastname',
  'email',
  'phone',
  'type',
  'payment_option',
  'return_url',
  'cancel_url',
  'continue_success_url',
  'return_deeplink',
  'currency',
  'custom_fields',
  'return_params',
  'payout',
  'lifetime',
  'additional_params',
  'google_pay_token',
  'skip_success_page',
];
/** 01-purchase.md: the values `payment_option` takes. */
const PAYMENT_OPTIONS = ['cards', 'abapay_khqr', 'abapay_khqr_deeplink', 'alipay', 'wechat', 'google_pay'];
/** 02-check-transaction.md: `$req_time . $merchant_id . $tran_id`. */
const CHECK_ORDER = ['req_time', 'merchant_id', 'tran_id'];
/** 06-refund.md: `$request_time . $merchant_id . $merchant_auth`. */
const REFUND_ORDER = ['request_time', 'merchant_id', 'merchant_auth'];

export interface PaywayTransaction {
  tranId: string;
  /** As posted: dollars with decimals ("299.00"). */
  amount: string;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'REFUNDED';
  apv: string;
  /** Dollars refunded so far, in cents. */
  refundedCents: number;
  email: string;
  returnUrl: string;
  continueUrl: string;
  cancelUrl: string;
  returnParams: string;
  createdAt: Date;
}

export interface PaywayDoubleRefund {
  tranId: string;
  amountCents: number;
  code: string;
}

export type PaywayDoubleMode = { kind: 'ok' } | { kind: 'down' } | { kind: 'error'; status: number };

export interface PaywayDouble {
  /** http://127.0.0.1:<port> for PAYWAY_API_URL */
  url: string;
  merchantId: string;
  apiKey: string;
  /** PEM for PAYWAY_RSA_PUBLIC_KEY; the double decrypts refunds with its private half. */
  rsaPublicKey: string;
  mode: PaywayDoubleMode;
  /** When true, results are not pushed back to return_url (a lost pushback). */
  losePushbacks: boolean;
  /** Whether the merchant profile has ABA PAY's deep link (payment_option abapay_khqr_deeplink). */
  deeplinks: boolean;
  /** The payment_option of each purchase, by tran_id (empty: PayWay's own choice). */
  paymentOptions: Map<string, string>;
  transactions: Map<string, PaywayTransaction>;
  /** Every request whose hash did not verify, by API. */
  wrongHashes: string[];
  /** tran_ids asked about by Check Transaction. */
  checks: string[];
  refunds: PaywayDoubleRefund[];
  /** Pushbacks sent (tran_id, status) and the HTTP status the merchant answered. */
  pushbacks: { tranId: string; status: string; answered: number }[];
  /** As a payer would at the hosted page: approve, decline or cancel; returns where the visitor is sent. */
  act(tranId: string, action: 'approve' | 'decline' | 'cancel'): Promise<string>;
  close(): Promise<void>;
}

const hashOf = (order: string[], fields: Record<string, string>, key: string) =>
  createHmac('sha512', key)
    .update(order.map((name) => fields[name] ?? '').join(''), 'utf8')
    .digest('base64');

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** PKCS#1 v1.5 (type 2) padding removed from one decrypted block, as openssl_public_encrypt pads it. */
function unpad(block: Buffer): Buffer {
  if (block[0] !== 0 || block[1] !== 2) throw new Error('not PKCS#1 v1.5');
  const end = block.indexOf(0, 2);
  if (end < 10) throw new Error('bad padding');
  return block.subarray(end + 1);
}

/** merchant_auth: base64 of 128-byte RSA blocks, each a chunk of the JSON (06-refund.md). */
function decryptMerchantAuth(text: string, key: KeyObject): unknown {
  const cipher = Buffer.from(text, 'base64');
  if (cipher.length === 0 || cipher.length % 128 !== 0) throw new Error('not whole RSA blocks');
  const parts: Buffer[] = [];
  for (let at = 0; at < cipher.length; at += 128)
    parts.push(unpad(privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, cipher.subarray(at, at + 128))));
  return JSON.parse(Buffer.concat(parts).toString('utf8'));
}

const centsOf = (amount: string | number) => Math.round(Number(amount) * 100);

export async function startPaywayDouble(options: { merchantId?: string; apiKey?: string } = {}): Promise<PaywayDouble> {
  const sockets = new Set<Socket>();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const double: PaywayDouble = {
    url: '',
    merchantId: options.merchantId ?? 'ec000002',
    apiKey: options.apiKey ?? 'payway-test-api-key-0123456789',
    rsaPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    mode: { kind: 'ok' },
    losePushbacks: false,
    deeplinks: true,
    paymentOptions: new Map(),
    transactions: new Map(),
    wrongHashes: [],
    checks: [],
    refunds: [],
    pushbacks: [],
    async act(tranId, action) {
      const transaction = double.transactions.get(tranId);
      if (!transaction) throw new Error(`no transaction ${tranId}`);
      if (action === 'cancel') return transaction.cancelUrl;
      if (transaction.status === 'PENDING') {
        transaction.status = action === 'approve' ? 'APPROVED' : 'DECLINED';
        if (action === 'approve') transaction.apv = String(randomInt(100000, 999999));
      }
      if (!double.losePushbacks && transaction.returnUrl) {
        const status = action === 'approve' ? '0' : '3';
        let answered = 0;
        try {
          const response = await fetch(transaction.returnUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              tran_id: tranId,
              apv: transaction.apv,
              status,
              return_params: transaction.returnParams,
            }),
            signal: AbortSignal.timeout(30_000),
          });
          answered = response.status;
          await response.arrayBuffer();
        } catch {
          answered = 0;
        }
        double.pushbacks.push({ tranId, status, answered });
      }
      return transaction.continueUrl;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const purchase = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    let form: FormData;
    try {
      form = await new Request('http://double/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body,
      }).formData();
    } catch {
      return send(res, 400, { status: { code: 48, message: 'Something went wrong with requested parameters.' } });
    }
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    if (fields.merchant_id !== double.merchantId)
      return send(res, 200, { status: { code: 26, message: 'Invalid merchant profile' } });
    if (fields.hash !== hashOf(PURCHASE_ORDER, fields, double.apiKey)) {
      double.wrongHashes.push('purchase');
      return send(res, 200, { status: { code: 1, message: 'Wrong hash' } });
    }
    const tranId = fields.tran_id ?? '';
    if (!/^[\w-]{1,20}$/.test(tranId))
      return send(res, 200, { status: { code: 2, message: 'Invalid transaction ID' } });
    if (!/^\d+(\.\d{1,2})?$/.test(fields.amount ?? '') || centsOf(fields.amount) <= 0)
      return send(res, 200, { status: { code: 3, message: 'Invalid transaction amount' } });
    if (!/^\d{14}$/.test(fields.req_time ?? ''))
      return send(res, 200, { status: { code: 48, message: 'Invalid req_time' } });
    const existing = double.transactions.get(tranId);
    if (existing && existing.status !== 'PENDING')
      return send(res, 200, { status: { code: 4, message: 'Duplicated transaction ID' } });
    const transaction: PaywayTransaction = existing ?? {
      tranId,
      amount: fields.amount,
      currency: (fields.currency || 'USD').toUpperCase(),
      status: 'PENDING',
      apv: '',
      refundedCents: 0,
      email: fields.email ?? '',
      returnUrl: fields.return_url ? Buffer.from(fields.return_url, 'base64').toString('utf8') : '',
      continueUrl: fields.continue_success_url ?? '',
      cancelUrl: fields.cancel_url ?? '',
      returnParams: fields.return_params ?? '',
      createdAt: new Date(),
    };
    if (fields.payment_option && !PAYMENT_OPTIONS.includes(fields.payment_option))
      return send(res, 200, { status: { code: 48, message: 'Something went wrong with requested parameters' } });
    const deeplink = fields.payment_option === 'abapay_khqr_deeplink';
    if (deeplink && !double.deeplinks)
      return send(res, 200, {
        status: { code: 23, message: 'Selected payment option is not enabled for this merchant profile' },
      });
    double.transactions.set(tranId, transaction);
    double.paymentOptions.set(tranId, fields.payment_option ?? '');
    if (deeplink) {
      // What ABA Mobile would open: a KHQR string for this payment (not a real one; the double pays it by act()).
      const qrString = `00020101021230190015payway${tranId}5303840540${transaction.amount.length}${transaction.amount}5802KH6304ABCD`;
      return send(res, 200, {
        status: { code: '00', message: 'Success!', tran_id: tranId },
        qr_string: qrString,
        abapay_deeplink: `abamobilebank://ababank.com?type=payway&qrcode=${encodeURIComponent(qrString)}`,
        checkout_qr_url: `${double.url}/_double/qr/${tranId}`,
      });
    }
    const button = (action: string, label: string) =>
      `<form method="post" action="/_double/checkout/${escapeHtml(tranId)}/${action}"><button type="submit">${label}</button></form>`;
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayWay - Checkout</title></head><body><main><h1>PayWay checkout (test double)</h1><p>Pay <strong data-amount>${escapeHtml(transaction.amount)} ${escapeHtml(transaction.currency)}</strong> for transaction <code>${escapeHtml(tranId)}</code></p>${button('approve', 'Approve payment')}${button('decline', 'Decline payment')}${button('cancel', 'Cancel payment')}</main></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  };

  const checkTransaction = (res: ServerResponse, body: Record<string, string>) => {
    if (body.merchant_id !== double.merchantId)
      return send(res, 200, { status: { code: 8, message: 'Invalid merchant profile', tran_id: body.tran_id } });
    if (body.hash !== hashOf(CHECK_ORDER, body, double.apiKey)) {
      double.wrongHashes.push('check-transaction');
      return send(res, 200, { status: { code: 5, message: 'Invalid hash', tran_id: body.tran_id } });
    }
    double.checks.push(body.tran_id ?? '');
    const transaction = double.transactions.get(body.tran_id ?? '');
    if (!transaction)
      return send(res, 200, { status: { code: 6, message: 'tran_id not found', tran_id: body.tran_id } });
    const paid = transaction.status === 'APPROVED' || transaction.status === 'REFUNDED';
    const codes = { APPROVED: 0, PENDING: 2, DECLINED: 3, REFUNDED: 4, CANCELLED: 7 };
    return send(res, 200, {
      data: {
        payment_status_code: codes[transaction.status],
        total_amount: Number(transaction.amount),
        original_amount: Number(transaction.amount),
        refund_amount: transaction.refundedCents / 100,
        discount_amount: 0,
        payment_amount: paid ? Number(transaction.amount) : 0,
        payment_currency: paid ? transaction.currency : '',
        apv: transaction.apv,
        payment_status: transaction.status,
        transaction_date: transaction.createdAt.toISOString().replace('T', ' ').slice(0, 19),
      },
      status: { code: '00', message: 'Success!', tran_id: body.tran_id },
    });
  };

  const refund = (res: ServerResponse, body: Record<string, string>) => {
    const fail = (code: string, message: string, tranId = '', amountCents = 0) => {
      double.refunds.push({ tranId, amountCents, code });
      return send(res, 200, { status: { code, message } });
    };
    if (!/^\d{14}$/.test(body.request_time ?? ''))
      return fail('PTL06', 'The request_time value is missing or incorrectly formatted');
    if (body.hash !== hashOf(REFUND_ORDER, body, double.apiKey)) {
      double.wrongHashes.push('refund');
      return fail('PTL02', 'Wrong Hash');
    }
    if (body.merchant_id !== double.merchantId) return fail('PTL62', 'Invalid merchant information');
    let auth: { mc_id?: unknown; tran_id?: unknown; refund_amount?: unknown };
    try {
      auth = decryptMerchantAuth(body.merchant_auth ?? '', privateKey) as typeof auth;
    } catch {
      return fail('PTL05', 'Parameter invalid format');
    }
    const tranId = typeof auth.tran_id === 'string' ? auth.tran_id : '';
    if (auth.mc_id !== double.merchantId) return fail('PTL62', 'Invalid merchant information', tranId);
    const amountCents = typeof auth.refund_amount === 'number' ? centsOf(auth.refund_amount) : NaN;
    if (!Number.isInteger(amountCents) || amountCents <= 0) return fail('PTL186', 'Invalid amount format', tranId);
    const transaction = double.transactions.get(tranId);
    if (!transaction || (transaction.status !== 'APPROVED' && transaction.status !== 'REFUNDED'))
      return fail('PTL57', 'Unable to refund', tranId, amountCents);
    if (transaction.refundedCents + amountCents > centsOf(transaction.amount))
      return fail('PTL37', 'Refund amount cannot exceed the original purchase amount', tranId, amountCents);
    transaction.refundedCents += amountCents;
    transaction.status = 'REFUNDED';
    double.refunds.push({ tranId, amountCents, code: '00' });
    return send(res, 200, {
      grand_total: Number(transaction.amount),
      total_refunded: transaction.refundedCents / 100,
      currency: transaction.currency,
      transaction_status: 'REFUNDED',
      status: { code: '00', message: 'Success!' },
    });
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const control = /^\/_double\/checkout\/([\w-]{1,20})\/(approve|decline|cancel)$/.exec(url.pathname);
    if (req.method === 'POST' && control) {
      const next = await double.act(control[1], control[2] as 'approve' | 'decline' | 'cancel');
      res.writeHead(303, { location: next || '/' });
      return res.end();
    }
    if (double.mode.kind === 'down') {
      req.socket.destroy();
      return;
    }
    if (double.mode.kind === 'error') return send(res, double.mode.status, { message: 'Internal Server Error' });
    if (req.method === 'POST' && url.pathname === '/api/payment-gateway/v1/payments/purchase')
      return purchase(req, res, body);
    let json: Record<string, string> = {};
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, string>;
    } catch {
      return send(res, 400, { status: { code: 11, message: 'Internal server error' } });
    }
    if (req.method === 'POST' && url.pathname === '/api/payment-gateway/v1/payments/check-transaction-2')
      return checkTransaction(res, json);
    if (req.method === 'POST' && url.pathname === '/api/merchant-portal/merchant-access/online-transaction/refund')
      return refund(res, json);
    return send(res, 404, { status: { code: 404, message: 'Not found' } });
  };

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
