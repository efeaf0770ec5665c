/**
 * Locale keys whose Khmer text is deliberately identical to the English one. The locale test fails
 * for any other key whose km string equals its en string, so a forgotten translation cannot ship.
 * Add a key here only with a reason.
 */
export const UNTRANSLATED_KEYS: Readonly<Record<string, string>> = {
  'brand.name': 'brand name, always in Latin script',
  'meta.titleTemplate': 'only a separator and the brand name',
  'officeStatus.line': 'only placeholders and punctuation',
  'checkout.method.khqr': 'KHQR is the name of the national QR code, written so on every banking app in Khmer too',
  'payments.method.payway': "ABA PayWay is ABA Bank's product name, written in Latin script in Khmer too",
};
