import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const DIGITAL_MARKETING: ServiceContent = {
  slug: 'digital-marketing',
  name: SERVICE_NAMES['digital-marketing'],
  shortDescription: {
    en: 'Online ads, content and campaigns that bring tourists and local customers to your business, on a budget you control.',
    km: 'ការផ្សាយពាណិជ្ជកម្មតាមអនឡាញ ខ្លឹមសារ និងយុទ្ធនាការ ដែលនាំភ្ញៀវទេសចរ និងអតិថិជនក្នុងស្រុកមករកអាជីវកម្មរបស់អ្នក ក្នុងថវិកាដែលអ្នកកំណត់ដោយខ្លួនឯង។',
  },
  keyFeatures: [
    {
      en: 'Ads on Facebook, Instagram and Google',
      km: 'ការផ្សាយពាណិជ្ជកម្មលើ Facebook, Instagram និង Google',
    },
    {
      en: 'Campaigns for high season and green season',
      km: 'យុទ្ធនាការសម្រាប់រដូវភ្ញៀវច្រើន និងរដូវវស្សា',
    },
    { en: 'A budget you set and can change', km: 'ថវិកាដែលអ្នកកំណត់ និងអាចកែប្រែបាន' },
    {
      en: 'Results counted in messages and bookings',
      km: 'លទ្ធផលវាស់តាមចំនួនសារ និងការកក់ដែលទទួលបាន',
    },
  ],
  hero: {
    title: { en: 'Marketing that brings real bookings', km: 'ការធ្វើទីផ្សារដែលនាំមកនូវការកក់ពិតប្រាកដ' },
    text: {
      en: 'We plan and run online campaigns for tourism businesses: whom to reach, in which country and language, at which time of year. You set the budget; we report in messages and bookings, not just likes.',
      km: 'យើងរៀបចំ និងដំណើរការយុទ្ធនាការតាមអនឡាញសម្រាប់អាជីវកម្មទេសចរណ៍៖ គោលដៅជានរណា មកពីប្រទេសណា និយាយភាសាអ្វី និងនៅពេលណាក្នុងឆ្នាំ។ អ្នកជាអ្នកកំណត់ថវិកា ហើយយើងរាយការណ៍ជូនអ្នកតាមចំនួនសារ និងការកក់ដែលទទួលបាន មិនមែនត្រឹមតែចំនួន Like ប៉ុណ្ណោះទេ។',
    },
  },
  cardsTitle: { en: 'What we do for you', km: 'អ្វីដែលយើងធ្វើសម្រាប់អ្នក' },
  cards: [
    {
      id: 'targeted-ads',
      icon: 'target',
      title: { en: 'Targeted ads', km: 'ការផ្សាយពាណិជ្ជកម្មតាមគោលដៅ' },
      text: {
        en: 'Reach travellers planning a trip to Cambodia, or people living near your shop, on Facebook, Instagram and Google.',
        km: 'ឈានដល់ភ្ញៀវទេសចរដែលកំពុងរៀបចំដំណើរមកកម្ពុជា ឬអ្នកដែលរស់នៅជិតហាងរបស់អ្នក តាមរយៈ Facebook, Instagram និង Google។',
      },
    },
    {
      id: 'seasonal-campaigns',
      icon: 'calendar',
      title: { en: 'Seasonal campaigns', km: 'យុទ្ធនាការតាមរដូវកាល' },
      text: {
        en: 'High season, green season, Khmer New Year, the Water Festival: we plan offers and messages around the moments that matter to you.',
        km: 'រដូវភ្ញៀវច្រើន រដូវវស្សា ពិធីបុណ្យចូលឆ្នាំខ្មែរ ឬពិធីបុណ្យអុំទូក៖ យើងរៀបចំការផ្ដល់ជូនពិសេស និងសារផ្សព្វផ្សាយ ស្របតាមពេលវេលាសំខាន់ៗសម្រាប់អាជីវកម្មរបស់អ្នក។',
      },
    },
    {
      id: 'email-and-messaging',
      icon: 'mail',
      title: { en: 'Email and messaging', km: 'អ៊ីមែល និងការផ្ញើសារ' },
      text: {
        en: 'Stay in touch with past guests through simple newsletters and WhatsApp or Telegram messages, so they come back and recommend you.',
        km: 'រក្សាទំនាក់ទំនងជាមួយភ្ញៀវចាស់ៗ តាមរយៈព្រឹត្តិបត្រព័ត៌មានសាមញ្ញៗ និងសារតាម WhatsApp ឬ Telegram ដើម្បីឱ្យពួកគេត្រឡប់មកវិញ និងណែនាំអ្នកទៅអ្នកដទៃ។',
      },
    },
    {
      id: 'content',
      icon: 'edit',
      title: { en: 'Content that sells', km: 'ខ្លឹមសារដែលជំរុញការលក់' },
      text: {
        en: 'Photos, short videos and texts that show what makes your place special, written for each platform and each language.',
        km: 'រូបថត វីដេអូខ្លី និងអត្ថបទ ដែលបង្ហាញពីភាពពិសេសនៃអាជីវកម្មរបស់អ្នក សរសេរឱ្យសមនឹងបណ្ដាញនីមួយៗ និងភាសានីមួយៗ។',
      },
    },
    {
      id: 'budget-control',
      icon: 'wallet',
      title: { en: 'A budget under your control', km: 'ថវិកាស្ថិតក្រោមការគ្រប់គ្រងរបស់អ្នក' },
      text: {
        en: 'Start small, see what works, then put more only into the ads that bring bookings.',
        km: 'ចាប់ផ្ដើមពីតិចៗ មើលថាអ្វីខ្លះមានប្រសិទ្ធភាព រួចចំណាយបន្ថែមតែលើការផ្សាយពាណិជ្ជកម្មណាដែលនាំមកនូវការកក់ប៉ុណ្ណោះ។',
      },
    },
    {
      id: 'honest-reporting',
      icon: 'chart',
      title: { en: 'Honest reporting', km: 'របាយការណ៍ស្មោះត្រង់' },
      text: {
        en: 'Every month: what you spent, how many people saw your ads, and how many messages and bookings came from them.',
        km: 'ជារៀងរាល់ខែ៖ ចំនួនទឹកប្រាក់ដែលអ្នកបានចំណាយ ចំនួនមនុស្សដែលបានឃើញការផ្សាយពាណិជ្ជកម្ម និងចំនួនសារ និងការកក់ដែលបានមកពីការផ្សាយទាំងនោះ។',
      },
    },
  ],
  cta: {
    title: { en: 'Plan your next season with us', km: 'រៀបចំរដូវកាលបន្ទាប់របស់អ្នកជាមួយយើង' },
    text: {
      en: "Tell us your goals and budget in a free consultation; we'll suggest a simple plan to start with.",
      km: 'ប្រាប់យើងពីគោលដៅ និងថវិការបស់អ្នក ក្នុងការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ហើយយើងនឹងណែនាំផែនការសាមញ្ញមួយសម្រាប់ចាប់ផ្ដើម។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
