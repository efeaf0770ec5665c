import { PACKAGE_IDS } from '@site/common';

/** The visitor's texts of the payments feature, in both languages. */

export const PAYMENTS_NOT_CONFIGURED = {
  en: 'Online card payment is not set up on this website yet. Please contact us and we will arrange your payment another way.',
  km: 'ការទូទាត់ដោយកាតតាមអនឡាញ មិនទាន់បានរៀបចំនៅលើគេហទំព័រនេះនៅឡើយទេ។ សូមទាក់ទងមកយើង ហើយយើងនឹងរៀបចំការទូទាត់របស់អ្នកតាមវិធីផ្សេង។',
};
export const KHQR_NOT_AVAILABLE = {
  en: 'Payment by KHQR is not available on this website right now. Please choose another way to pay on this page if one is offered, or contact us and we will arrange your payment with you.',
  km: 'ការទូទាត់តាម KHQR មិនអាចប្រើបាននៅលើគេហទំព័រនេះនៅពេលនេះទេ។ សូមជ្រើសរើសវិធីទូទាត់ផ្សេងទៀតនៅលើទំព័រនេះ ប្រសិនបើមាន ឬទាក់ទងមកយើង ហើយយើងនឹងរៀបចំការទូទាត់ជាមួយអ្នក។',
};
export const PAYWAY_NOT_AVAILABLE = {
  en: 'Payment by card, ABA PAY, Alipay or WeChat Pay through ABA PayWay is not available on this website right now. Please choose another way to pay on this page if one is offered, or contact us and we will arrange your payment with you.',
  km: 'ការទូទាត់ដោយកាត ABA PAY Alipay ឬ WeChat Pay តាមរយៈ ABA PayWay មិនអាចប្រើបាននៅលើគេហទំព័រនេះនៅពេលនេះទេ។ សូមជ្រើសរើសវិធីទូទាត់ផ្សេងទៀតនៅលើទំព័រនេះ ប្រសិនបើមាន ឬទាក់ទងមកយើង ហើយយើងនឹងរៀបចំការទូទាត់ជាមួយអ្នក។',
};
export const UNKNOWN_PACKAGE = {
  en: 'Please choose one of our packages on the pricing page: Starter, Professional or Enterprise.',
  km: 'សូមជ្រើសរើសកញ្ចប់មួយរបស់យើងនៅលើទំព័រតម្លៃ៖ Starter, Professional ឬ Enterprise។',
};
export const PACKAGE_FIELD = {
  en: `Must be one of: ${PACKAGE_IDS.join(', ')}`,
  km: `ត្រូវតែជាកញ្ចប់មួយក្នុងចំណោម៖ ${PACKAGE_IDS.join(', ')}`,
};
export const PROVIDER_FAILED = {
  en: 'The payment provider did not answer in time. Nothing has been charged. Please try again in a few minutes.',
  km: 'អ្នកផ្ដល់សេវាទូទាត់មិនបានឆ្លើយតបទាន់ពេលទេ។ មិនទាន់មានការកាត់ប្រាក់ណាមួយនៅឡើយទេ។ សូមព្យាយាមម្ដងទៀតក្នុងរយៈពេលប៉ុន្មាននាទីទៀត។',
};
export const BAD_ORDER_REFERENCE = {
  en: 'The payment reference in the address is not valid. Please check the link.',
  km: 'លេខយោងការទូទាត់នៅក្នុងអាសយដ្ឋានមិនត្រឹមត្រូវទេ។ សូមពិនិត្យតំណភ្ជាប់ឡើងវិញ។',
};
export const ORDER_NOT_FOUND = {
  en: 'We could not find an order for this payment. If money was taken from your account, please contact us.',
  km: 'យើងរកមិនឃើញការបញ្ជាទិញសម្រាប់ការទូទាត់នេះទេ។ ប្រសិនបើប្រាក់ត្រូវបានកាត់ពីគណនីរបស់អ្នក សូមទាក់ទងមកយើង។',
};
