import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const BRAND_MANAGEMENT: ServiceContent = {
  slug: 'brand-management',
  name: SERVICE_NAMES['brand-management'],
  shortDescription: {
    en: 'A consistent name, logo, voice and reputation for your business, from your signboard to your Google reviews.',
    km: 'ឈ្មោះ ឡូហ្គោ សំនៀង និងកេរ្តិ៍ឈ្មោះនៃអាជីវកម្មរបស់អ្នក ដែលស៊ីសង្វាក់គ្នា ចាប់ពីផ្លាកសញ្ញាមុខហាង រហូតដល់មតិវាយតម្លៃលើ Google។',
  },
  keyFeatures: [
    { en: 'Logo, colours and a simple brand guide', km: 'ឡូហ្គោ ពណ៌ និងសៀវភៅណែនាំម៉ាកយីហោងាយៗ' },
    { en: 'One voice in English and Khmer', km: 'សំនៀងតែមួយ ជាភាសាអង់គ្លេស និងខ្មែរ' },
    { en: 'Review monitoring and replies', km: 'ការតាមដាន និងការឆ្លើយតបមតិវាយតម្លៃ' },
    { en: 'The same details on every platform', km: 'ព័ត៌មានដូចគ្នានៅលើគ្រប់បណ្ដាញ' },
  ],
  hero: {
    title: { en: 'A brand guests remember and trust', km: 'ម៉ាកយីហោដែលភ្ញៀវចងចាំ និងទុកចិត្ត' },
    text: {
      en: 'Small businesses compete on trust. We help you look and sound the same everywhere, on your website, Facebook page, menus, signboard and booking sites, and we help you look after your reputation online.',
      km: 'អាជីវកម្មខ្នាតតូចប្រកួតប្រជែងគ្នាដោយភាពជឿទុកចិត្ត។ យើងជួយឱ្យអាជីវកម្មរបស់អ្នកមានរូបរាង និងសំនៀងដូចគ្នានៅគ្រប់ទីកន្លែង ទាំងលើគេហទំព័រ ទំព័រ Facebook បញ្ជីមុខម្ហូប ផ្លាកសញ្ញាមុខហាង និងគេហទំព័រកក់ ហើយជួយអ្នកថែរក្សាកេរ្តិ៍ឈ្មោះរបស់អ្នកតាមអនឡាញ។',
    },
  },
  cardsTitle: { en: 'How we build your brand', km: 'របៀបដែលយើងកសាងម៉ាកយីហោរបស់អ្នក' },
  cards: [
    {
      id: 'visual-identity',
      icon: 'palette',
      title: { en: 'Logo and visual identity', km: 'ឡូហ្គោ និងអត្តសញ្ញាណរូបភាព' },
      text: {
        en: 'A logo, colours and fonts that suit your business and look right on a phone screen, a tuk-tuk or a printed menu.',
        km: 'ឡូហ្គោ ពណ៌ និងពុម្ពអក្សរ ដែលសមនឹងអាជីវកម្មរបស់អ្នក ហើយមើលទៅស្អាតទាំងលើអេក្រង់ទូរសព្ទ លើរ៉ឺម៉ក ឬលើបញ្ជីមុខម្ហូបដែលបោះពុម្ព។',
      },
    },
    {
      id: 'brand-guide',
      icon: 'book',
      title: { en: 'A simple brand guide', km: 'សៀវភៅណែនាំម៉ាកយីហោងាយៗ' },
      text: {
        en: 'A short guide your staff can follow: how to use the logo, which photos to post, how to greet guests in writing.',
        km: 'សៀវភៅណែនាំខ្លីៗ ដែលបុគ្គលិករបស់អ្នកអាចអនុវត្តតាមបាន៖ របៀបប្រើឡូហ្គោ រូបថតណាដែលគួរបង្ហោះ និងរបៀបស្វាគមន៍ភ្ញៀវតាមរយៈការសរសេរ។',
      },
    },
    {
      id: 'brand-voice',
      icon: 'translate',
      title: { en: 'Your voice in two languages', km: 'សំនៀងរបស់អ្នកជាពីរភាសា' },
      text: {
        en: 'Your story and key messages written naturally in English and Khmer, not translated word for word.',
        km: 'រឿងរ៉ាវ និងសារសំខាន់ៗនៃអាជីវកម្មរបស់អ្នក សរសេរយ៉ាងធម្មជាតិជាភាសាអង់គ្លេស និងខ្មែរ មិនមែនបកប្រែពាក្យមួយៗនោះទេ។',
      },
    },
    {
      id: 'reputation',
      icon: 'star',
      title: { en: 'Reputation care', km: 'ការថែរក្សាកេរ្តិ៍ឈ្មោះ' },
      text: {
        en: 'We watch your reviews on Google, TripAdvisor and Facebook and help you reply quickly and politely.',
        km: 'យើងតាមដានមតិវាយតម្លៃរបស់អ្នកលើ Google, TripAdvisor និង Facebook ហើយជួយអ្នកឆ្លើយតបយ៉ាងរហ័ស និងគួរសម។',
      },
    },
    {
      id: 'consistent-details',
      icon: 'check',
      title: { en: 'Consistent everywhere', km: 'ស៊ីសង្វាក់គ្នាគ្រប់ទីកន្លែង' },
      text: {
        en: 'The same name, address, phone number and opening hours on Google Maps, booking sites and directories, so guests never get lost.',
        km: 'ឈ្មោះ អាសយដ្ឋាន លេខទូរសព្ទ និងម៉ោងបើក ដូចគ្នានៅលើ Google Maps គេហទំព័រកក់ និងបញ្ជីឈ្មោះអាជីវកម្មតាមអនឡាញ ដើម្បីកុំឱ្យភ្ញៀវវង្វេង។',
      },
    },
    {
      id: 'print',
      icon: 'print',
      title: { en: 'Print and signage', km: 'ឯកសារបោះពុម្ព និងផ្លាកសញ្ញា' },
      text: {
        en: 'Business cards, menus, flyers and signboards designed to match your website and social media.',
        km: 'កាតជំនួញ បញ្ជីមុខម្ហូប ខិត្តប័ណ្ណ និងផ្លាកសញ្ញា ដែលរចនាឱ្យស៊ីគ្នានឹងគេហទំព័រ និងបណ្ដាញសង្គមរបស់អ្នក។',
      },
    },
  ],
  cta: {
    title: { en: 'Give your business a face people remember', km: 'ផ្ដល់ឱ្យអាជីវកម្មរបស់អ្នកនូវរូបរាងដែលមនុស្សចងចាំ' },
    text: {
      en: "Book a free consultation and show us your current logo, photos and menus; we'll tell you what to keep and what to improve.",
      km: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ហើយបង្ហាញយើងនូវឡូហ្គោ រូបថត និងបញ្ជីមុខម្ហូបដែលអ្នកកំពុងប្រើ។ យើងនឹងប្រាប់អ្នកថាអ្វីគួររក្សាទុក និងអ្វីគួរកែលម្អ។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
