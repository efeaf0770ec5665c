import { HOME_LINK, SERVICES_LINK } from './links.js';
import type { PaymentSuccessContent } from './types.js';

/** The /payment-success page (SPEC §2). */
export const PAYMENT_SUCCESS: PaymentSuccessContent = {
  title: { en: 'Payment Successful!', km: 'ការទូទាត់បានជោគជ័យ!' },
  message: {
    en: 'Thank you for choosing Angkor Digital. We have received your payment and are looking forward to working with you.',
    km: 'សូមអរគុណដែលបានជ្រើសរើស Angkor Digital។ យើងបានទទួលការទូទាត់របស់អ្នករួចរាល់ហើយ ហើយទន្ទឹងរង់ចាំសហការជាមួយអ្នក។',
  },
  nextStepsTitle: { en: 'What happens next', km: 'ជំហានបន្ទាប់' },
  nextSteps: [
    {
      en: 'You will receive a confirmation e-mail shortly.',
      km: 'អ្នកនឹងទទួលបានអ៊ីមែលបញ្ជាក់ក្នុងពេលឆាប់ៗនេះ។',
    },
    {
      en: 'Our team will contact you within 24 hours.',
      km: 'ក្រុមការងាររបស់យើងនឹងទាក់ទងទៅអ្នកក្នុងរយៈពេល 24 ម៉ោង។',
    },
    {
      en: 'Together we will schedule a consultation to start your project.',
      km: 'យើងនឹងកំណត់ពេលពិគ្រោះយោបល់ជាមួយអ្នក ដើម្បីចាប់ផ្ដើមគម្រោងរបស់អ្នក។',
    },
  ],
  backHome: HOME_LINK,
  viewServices: SERVICES_LINK,
};
