import { constants, createHmac, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  CHECK_TRANSACTION_HASH_FIELDS,
  merchantAuth,
  paywayAmount,
  paywayHash,
  paywayTime,
  PURCHASE_HASH_FIELDS,
  REFUND_HASH_FIELDS,
} from './payway.hash.js';

const KEY = 'API KEY PROVIDED BY ABA BANK';
const hmac = (text: string) => createHmac('sha512', KEY).update(text).digest('base64');

// Every field gets a value of its own, so a field out of place changes the hash.
const purchase: Record<string, string> = {
  req_time: '20250728022056',
  merchant_id: 'ec000002',
  tran_id: '17536691884',
  amount: '0.10',
  items: 'W10=',
  shipping: '1.00',
  firstname: 'Sina',
  lastname: 'Chhum',
  email: 'sina@example.com',
  phone: '093939399',
  type: 'purchase',
  payment_option: 'cards',
  return_url: 'aHR0cHM6Ly9leGFtcGxlLmNvbS9wdXNoYmFjaw==',
  cancel_url: 'https://example.com/cancel',
  continue_success_url: 'https://example.com/done',
  return_deeplink: 'ZGw=',
  currency: 'USD',
  custom_fields: 'Y2Y=',
  return_params: 'rp',
  payout: 'cG8=',
  lifetime: '30',
  additional_params: 'YXA=',
  google_pay_token: 'gpt',
  skip_success_page: '1',
  view_type: 'hosted_view',
  payment_gate: '0',
};

describe('PayWay hashes, pinned to the documentation’s field order', () => {
  it('signs a purchase in 01-purchase.md’s $b4hash order, without view_type and payment_gate', () => {
    const f = purchase;
    // 01-purchase.md: $req_time . $merchant_id . $tran_id . $amount . $items . $shipping . $firstname .
    // $lastname . $email . $phone . $type . $payment_option . $return_url . $cancel_url .
    // $continue_success_url . $return_deeplink . $currency . $custom_fields . $return_params . $payout .
    // $lifetime . $additional_params . $google_pay_token . $skip_success_page
    const b4hash =
      f.req_time +
      f.merchant_id +
      f.tran_id +
      f.amount +
      f.items +
      f.shipping +
      f.firstname +
      f.lastname +
      f.email +
      f.phone +
      f.type +
      f.payment_option +
      f.return_url +
      f.cancel_url +
      f.continue_success_url +
      f.return_deeplink +
      f.currency +
      f.custom_fields +
      f.return_params +
      f.payout +
      f.lifetime +
      f.additional_params +
      f.google_pay_token +
      f.skip_success_page;
    expect(paywayHash(PURCHASE_HASH_FIELDS, purchase, KEY)).toBe(hmac(b4hash));
    expect(paywayHash(PURCHASE_HASH_FIELDS, { ...purchase, view_type: 'popup', payment_gate: '1' }, KEY)).toBe(
      hmac(b4hash),
    );
    // A field left out counts as empty, as PHP concatenates an unset variable.
    const { shipping: _shipping, ...withoutShipping } = purchase;
    expect(paywayHash(PURCHASE_HASH_FIELDS, withoutShipping, KEY)).toBe(
      hmac(b4hash.replace('0.10W10=1.00', '0.10W10=')),
    );
  });

  it('signs Check Transaction as $req_time . $merchant_id . $tran_id (02-check-transaction.md)', () => {
    const fields = { req_time: '20250213065545', merchant_id: 'ec000002', tran_id: '17394277693' };
    expect(paywayHash(CHECK_TRANSACTION_HASH_FIELDS, fields, KEY)).toBe(hmac('20250213065545ec00000217394277693'));
  });

  it('signs a refund as $request_time . $merchant_id . $merchant_auth (06-refund.md)', () => {
    const fields = { request_time: '20200728093403', merchant_id: 'ec000002', merchant_auth: '884113079983a' };
    expect(paywayHash(REFUND_HASH_FIELDS, fields, KEY)).toBe(hmac('20200728093403ec000002884113079983a'));
  });

  it('writes req_time in UTC as YYYYMMDDHHmmss and amounts with two decimals', () => {
    expect(paywayTime(new Date('2025-07-28T02:20:56.789Z'))).toBe('20250728022056');
    expect(paywayAmount(29900)).toBe('299.00');
    expect(paywayAmount(10)).toBe('0.10');
  });

  it('encrypts merchant_auth in 117-byte chunks with the RSA public key, as openssl_public_encrypt does', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const data = { mc_id: 'ec000002', tran_id: 'a'.repeat(20), refund_amount: 123.45, padding: 'x'.repeat(100) };
    const cipher = Buffer.from(
      merchantAuth(publicKey.export({ type: 'spki', format: 'pem' }).toString(), data),
      'base64',
    );
    expect(cipher.length).toBe(128 * Math.ceil(Buffer.byteLength(JSON.stringify(data)) / 117));
    const blocks: Buffer[] = [];
    for (let at = 0; at < cipher.length; at += 128) {
      const block = privateDecrypt(
        { key: privateKey, padding: constants.RSA_NO_PADDING },
        cipher.subarray(at, at + 128),
      );
      expect([block[0], block[1]]).toEqual([0, 2]); // PKCS#1 v1.5, type 2
      blocks.push(block.subarray(block.indexOf(0, 2) + 1));
    }
    expect(JSON.parse(Buffer.concat(blocks).toString())).toEqual(data);
  });
});
