import { isPaymentMethod, type PackageId, type PaymentMethod } from '@site/common';
import type { CreateKhqrPaymentMutation } from '../../gql/graphql';

/** What checkout keeps for the browser tab, so a reload shows the same method and the same KHQR code. */
const METHOD_KEY = 'checkoutMethod';
const KHQR_KEY = 'khqrPayment';

/** The code as `createKhqrPayment` answered it. */
export type KhqrCode = CreateKhqrPaymentMutation['createKhqrPayment'];

function read(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page view only.
  }
}

export const readCheckoutMethod = (): PaymentMethod | undefined => {
  const method = read(METHOD_KEY);
  return isPaymentMethod(method) ? method : undefined;
};
export const storeCheckoutMethod = (method: PaymentMethod): void => write(METHOD_KEY, method);

/** The code shown for `packageId`, while it can still be paid or its payment is being confirmed. */
export function readKhqrCode(packageId: PackageId): KhqrCode | undefined {
  const stored = read(KHQR_KEY) as { packageId?: unknown; code?: Partial<KhqrCode> } | null;
  const code = stored?.code;
  if (stored?.packageId !== packageId || !code) return undefined;
  const valid =
    typeof code.orderId === 'string' &&
    typeof code.qr === 'string' &&
    typeof code.qrImage === 'string' &&
    code.qrImage.startsWith('data:image/png;base64,') &&
    typeof code.expiresAt === 'string' &&
    typeof code.amount === 'number' &&
    typeof code.merchantName === 'string';
  return valid ? (code as KhqrCode) : undefined;
}

export const storeKhqrCode = (packageId: PackageId, code: KhqrCode): void => write(KHQR_KEY, { packageId, code });
/** The code is paid, or a fresh one is wanted. */
export const clearKhqrCode = (): void => write(KHQR_KEY, undefined);
