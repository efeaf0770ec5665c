import { type Language, type Localized } from '@site/common';
import { contactDetails } from '../../../shared/contact-details.js';

/** What the chat's booking dialogue says, in both languages (issue 34). */
export const CHAT_BOOKING_TEXT = {
  offers: (when: string): Localized => ({
    en: `I can book a free consultation for you. These times are free ${when}:`,
    km: `ខ្ញុំអាចកក់ការពិគ្រោះយោបល់ឥតគិតថ្លៃឱ្យអ្នកបាន។ ម៉ោងទំនេរ${when}៖`,
  }),
  offersNext: {
    en: 'I can book a free consultation for you. These are the next free times:',
    km: 'ខ្ញុំអាចកក់ការពិគ្រោះយោបល់ឥតគិតថ្លៃឱ្យអ្នកបាន។ ទាំងនេះគឺជាម៉ោងទំនេរបន្ទាប់៖',
  },
  offersElsewhere: (asked: string): Localized => ({
    en: `There is no free time ${asked}. The nearest free times are:`,
    km: `មិនមានម៉ោងទំនេរ${asked}ទេ។ ម៉ោងទំនេរដែលជិតបំផុតគឺ៖`,
  }),
  pickHint: {
    en: 'Tap a time, or type its number (for example "the second one") or the time.',
    km: 'សូមចុចលើម៉ោងណាមួយ ឬវាយលេខរៀងរបស់វា (ឧទាហរណ៍ «ទីពីរ») ឬវាយម៉ោងនោះ។',
  },
  noneFree: {
    get en() {
      return `I'm sorry, I found no free time in the next two weeks. Please look at the [booking page](/booking) for later dates, or call us on ${contactDetails().phone}.`;
    },
    get km() {
      return `សូមអភ័យទោស ខ្ញុំរកមិនឃើញម៉ោងទំនេរក្នុងរយៈពេលពីរសប្ដាហ៍ខាងមុខទេ។ សូមមើល[ទំព័រកក់](/booking)សម្រាប់ថ្ងៃក្រោយៗទៀត ឬទូរសព្ទមកយើងតាមលេខ ${contactDetails().phone}។`;
    },
  },
  notFree: (when: string): Localized => ({
    en: `${when} is not free (it is booked, or outside office hours). These times are free:`,
    km: `${when} មិនទំនេរទេ (មាននរណាម្នាក់កក់រួចហើយ ឬនៅក្រៅម៉ោងធ្វើការ)។ ម៉ោងទំនេរគឺ៖`,
  }),
  notPicked: {
    en: "I didn't catch which time you'd like. Please pick one of these:",
    km: 'ខ្ញុំមិនទាន់ដឹងថាអ្នកចង់បានម៉ោងណាទេ។ សូមជ្រើសរើសម៉ោងមួយក្នុងចំណោមម៉ោងទាំងនេះ៖',
  },
  picked: (when: string): Localized => ({ en: `${when}: noted.`, km: `${when}៖ បានកត់ត្រាហើយ។` }),
  askService: {
    en: 'Which service would you like to talk about?',
    km: 'តើអ្នកចង់ពិភាក្សាអំពីសេវាកម្មមួយណា?',
  },
  askName: { en: 'What is your name?', km: 'តើអ្នកឈ្មោះអ្វី?' },
  badName: {
    en: 'Please type your name (at most 100 characters).',
    km: 'សូមវាយឈ្មោះរបស់អ្នក (យ៉ាងច្រើន 100 តួអក្សរ)។',
  },
  askEmail: {
    en: 'What e-mail address should we send the confirmation to?',
    km: 'តើយើងគួរផ្ញើការបញ្ជាក់ទៅអាសយដ្ឋានអ៊ីមែលមួយណា?',
  },
  badEmail: {
    en: 'That does not look like a full e-mail address (like name@example.com). Please type it again.',
    km: 'នោះមិនមែនជាអាសយដ្ឋានអ៊ីមែលពេញលេញទេ (ដូចជា name@example.com)។ សូមវាយម្ដងទៀត។',
  },
  askMeeting: {
    en: 'How would you like to meet: a video call, a phone call, or at our office in Siem Reap?',
    km: 'តើអ្នកចង់ជួបតាមរបៀបណា៖ ហៅជាវីដេអូ ហៅទូរសព្ទ ឬជួបផ្ទាល់នៅការិយាល័យរបស់យើងនៅសៀមរាប?',
  },
  askPhone: {
    en: 'What phone number should we call?',
    km: 'តើយើងគួរហៅទៅលេខទូរសព្ទមួយណា?',
  },
  badPhone: {
    en: 'Please type a phone number with digits only (spaces and + are fine), for example +855 12 345 678.',
    km: 'សូមវាយលេខទូរសព្ទជាលេខសុទ្ធ (អាចមានដកឃ្លា និង +) ឧទាហរណ៍ +855 12 345 678។',
  },
  cancelled: {
    en: 'All right, I stopped the booking; nothing was booked. Ask me anything else, or start again whenever you like.',
    km: 'បាទ/ចាស ខ្ញុំបានបញ្ឈប់ការកក់ហើយ មិនមានអ្វីត្រូវបានកក់ទេ។ អ្នកអាចសួរខ្ញុំអំពីរឿងផ្សេងទៀត ឬចាប់ផ្ដើមកក់ម្ដងទៀតនៅពេលណាក៏បាន។',
  },
  taken: {
    en: 'I am sorry, someone has just booked that time. These times are still free:',
    km: 'សូមអភ័យទោស មាននរណាម្នាក់ទើបតែកក់ម៉ោងនោះរួចហើយ។ ម៉ោងទាំងនេះនៅទំនេរនៅឡើយ៖',
  },
  booked: {
    en: 'Your consultation is booked. We have sent the confirmation to',
    km: 'ការពិគ្រោះយោបល់របស់អ្នកត្រូវបានកក់ហើយ។ យើងបានផ្ញើការបញ្ជាក់ទៅកាន់',
  },
  manage: {
    en: 'You can move or cancel it with your manage link:',
    km: 'អ្នកអាចប្ដូរ ឬលុបចោលការកក់នេះ តាមរយៈតំណគ្រប់គ្រងរបស់អ្នក៖',
  },
  limit: {
    en: 'This chat has already made two bookings, the most one chat can make. To book another time, please use the [booking page](/booking).',
    km: 'ការជជែកនេះបានកក់ពីរដងរួចហើយ ដែលជាចំនួនច្រើនបំផុតសម្រាប់ការជជែកមួយ។ ដើម្បីកក់ម៉ោងផ្សេងទៀត សូមប្រើ[ទំព័រកក់](/booking)។',
  },
  labels: {
    service: { en: 'Service', km: 'សេវាកម្ម' },
    when: { en: 'When', km: 'ពេលវេលា' },
    meeting: { en: 'How we meet', km: 'របៀបជួប' },
    cambodia: { en: 'Cambodia', km: 'កម្ពុជា' },
  },
  meetingModes: {
    video: { en: 'Video call', km: 'ហៅជាវីដេអូ' },
    phone: { en: 'Phone call', km: 'ហៅទូរសព្ទ' },
    office: { en: 'At the office', km: 'ជួបនៅការិយាល័យ' },
  },
  parts: {
    morning: { en: 'in the morning', km: 'ពេលព្រឹក' },
    afternoon: { en: 'in the afternoon', km: 'ពេលរសៀល' },
    evening: { en: 'in the evening', km: 'ពេលល្ងាច' },
  },
  on: (date: string): Localized => ({ en: `on ${date}`, km: `នៅ${date}` }),
  timezone: {
    en: 'Your time zone could not be read. Please reload the page and try again.',
    km: 'មិនអាចអានល្វែងម៉ោងរបស់អ្នកបានទេ។ សូមផ្ទុកទំព័រឡើងវិញ ហើយព្យាយាមម្ដងទៀត។',
  },
} as const;

export const say = (text: Localized, language: Language): string => text[language];
