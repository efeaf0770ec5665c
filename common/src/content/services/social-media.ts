import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const SOCIAL_MEDIA: ServiceContent = {
  slug: 'social-media',
  name: SERVICE_NAMES['social-media'],
  shortDescription: {
    en: 'Regular posts, replies and reports on Facebook, Instagram and TikTok, in English and Khmer.',
    km: 'ការបង្ហោះខ្លឹមសារជាប្រចាំ ការឆ្លើយតប និងរបាយការណ៍ លើ Facebook, Instagram និង TikTok ជាភាសាខ្មែរ និងអង់គ្លេស។',
  },
  keyFeatures: [
    { en: 'A content calendar and regular posts', km: 'ប្រតិទិនខ្លឹមសារ និងការបង្ហោះជាប្រចាំ' },
    { en: 'Photos, short videos and captions', km: 'រូបថត វីដេអូខ្លី និងអត្ថបទពិពណ៌នា' },
    { en: 'Replies to comments and messages', km: 'ការឆ្លើយតបមតិយោបល់ និងសារ' },
    { en: 'A monthly results report', km: 'របាយការណ៍លទ្ធផលប្រចាំខែ' },
  ],
  hero: {
    title: {
      en: 'Stay visible on social media without the daily effort',
      km: 'មានវត្តមានលើបណ្ដាញសង្គមជានិច្ច ដោយមិនចាំបាច់ចំណាយពេលរាល់ថ្ងៃ',
    },
    text: {
      en: 'Travellers check Facebook, Instagram and TikTok before they choose where to stay, eat or book a tour. We plan, create and post your content, help you answer comments and messages, and show you what works.',
      km: 'ភ្ញៀវទេសចរតែងពិនិត្យមើល Facebook, Instagram និង TikTok មុននឹងសម្រេចចិត្តថាត្រូវស្នាក់នៅ ញ៉ាំអាហារ ឬកក់ដំណើរកម្សាន្តនៅទីណា។ យើងរៀបចំផែនការ បង្កើត និងបង្ហោះខ្លឹមសាររបស់អ្នក ជួយឆ្លើយតបមតិយោបល់ និងសារ ព្រមទាំងបង្ហាញអ្នកពីអ្វីដែលទទួលបានលទ្ធផលល្អ។',
    },
  },
  cardsTitle: { en: 'Ten benefits for your business', km: 'អត្ថប្រយោជន៍ទាំង 10 សម្រាប់អាជីវកម្មរបស់អ្នក' },
  cards: [
    {
      id: 'regular-posting',
      icon: 'calendar',
      title: { en: 'Regular posting', km: 'ការបង្ហោះជាប្រចាំ' },
      text: {
        en: 'A monthly content calendar, so your pages never go quiet, even in your busiest weeks.',
        km: 'ប្រតិទិនខ្លឹមសារប្រចាំខែ ដើម្បីកុំឱ្យទំព័ររបស់អ្នកស្ងាត់ស្ងៀម ទោះបីក្នុងសប្ដាហ៍ដែលអ្នករវល់បំផុតក៏ដោយ។',
      },
    },
    {
      id: 'time-saved',
      icon: 'clock',
      title: { en: 'More time for your guests', km: 'មានពេលច្រើនសម្រាប់ភ្ញៀវរបស់អ្នក' },
      text: {
        en: 'We handle the planning, writing and posting; you spend your time running your business.',
        km: 'យើងទទួលបន្ទុកការរៀបចំផែនការ ការសរសេរ និងការបង្ហោះ ហើយអ្នកអាចចំណាយពេលលើការដំណើរការអាជីវកម្មរបស់អ្នក។',
      },
    },
    {
      id: 'two-languages',
      icon: 'translate',
      title: { en: 'English and Khmer', km: 'ភាសាអង់គ្លេស និងខ្មែរ' },
      text: {
        en: 'Posts for foreign visitors and for local customers, each written in their own language.',
        km: 'ការបង្ហោះសម្រាប់ភ្ញៀវបរទេស និងសម្រាប់អតិថិជនក្នុងស្រុក ដែលសរសេរជាភាសារបស់ពួកគេរៀងៗខ្លួន។',
      },
    },
    {
      id: 'photos-and-videos',
      icon: 'camera',
      title: { en: 'Photos and short videos', km: 'រូបថត និងវីដេអូខ្លី' },
      text: {
        en: 'Reels and TikTok videos that show your rooms, dishes, tours or workshop the way guests really see them.',
        km: 'វីដេអូ Reels និង TikTok ដែលបង្ហាញបន្ទប់ មុខម្ហូប ដំណើរកម្សាន្ត ឬរោងសិប្បកម្មរបស់អ្នក ដូចដែលភ្ញៀវឃើញផ្ទាល់ភ្នែក។',
      },
    },
    {
      id: 'faster-replies',
      icon: 'message',
      title: { en: 'Faster replies', km: 'ការឆ្លើយតបលឿនជាងមុន' },
      text: {
        en: 'We help you answer comments and messages quickly, because a slow reply often means a lost booking.',
        km: 'យើងជួយអ្នកឆ្លើយតបមតិយោបល់ និងសារយ៉ាងរហ័ស ព្រោះការឆ្លើយយឺតច្រើនតែធ្វើឱ្យបាត់បង់ការកក់។',
      },
    },
    {
      id: 'community',
      icon: 'users',
      title: { en: 'A growing community', km: 'សហគមន៍ដែលកំពុងរីកចម្រើន' },
      text: {
        en: 'Followers who know you, share your posts and come back on their next trip.',
        km: 'អ្នកតាមដានដែលស្គាល់អ្នក ចែករំលែកការបង្ហោះរបស់អ្នក និងត្រឡប់មកវិញនៅក្នុងដំណើរលើកក្រោយ។',
      },
    },
    {
      id: 'consistent-look',
      icon: 'palette',
      title: { en: 'A consistent look', km: 'រូបរាងស៊ីសង្វាក់គ្នា' },
      text: {
        en: 'The same colours, tone and logo on every network, so your brand is easy to recognise.',
        km: 'ពណ៌ សំនៀង និងឡូហ្គោដូចគ្នានៅលើគ្រប់បណ្ដាញ ដើម្បីឱ្យម៉ាកយីហោរបស់អ្នកងាយស្គាល់។',
      },
    },
    {
      id: 'right-audience',
      icon: 'target',
      title: { en: 'The right audience', km: 'ឈានដល់ទស្សនិកជនគោលដៅ' },
      text: {
        en: 'We choose hashtags, locations and posting times for travellers planning a trip to Siem Reap and Cambodia.',
        km: 'យើងជ្រើសរើស hashtag ទីតាំង និងពេលវេលាបង្ហោះ ដែលសមស្របសម្រាប់ភ្ញៀវទេសចរដែលកំពុងរៀបចំដំណើរមកសៀមរាប និងកម្ពុជា។',
      },
    },
    {
      id: 'social-proof',
      icon: 'star',
      title: { en: 'Proof from real guests', km: 'ភស្តុតាងពីភ្ញៀវពិតៗ' },
      text: {
        en: 'We share guest photos and kind words, with their permission: the proof new visitors trust most.',
        km: 'យើងចែករំលែករូបថត និងពាក្យសម្ដីល្អៗរបស់ភ្ញៀវ ដោយមានការអនុញ្ញាតពីពួកគេ៖ នេះជាភស្តុតាងដែលភ្ញៀវថ្មីទុកចិត្តជាងគេ។',
      },
    },
    {
      id: 'monthly-report',
      icon: 'chart',
      title: { en: 'Clear monthly reports', km: 'របាយការណ៍ប្រចាំខែច្បាស់លាស់' },
      text: {
        en: 'Each month: how many people you reached and how many messages and bookings came from social media, with ideas for the next month.',
        km: 'ជារៀងរាល់ខែ៖ ចំនួនមនុស្សដែលអ្នកបានឈានដល់ និងចំនួនសារ និងការកក់ដែលបានមកពីបណ្ដាញសង្គម ព្រមទាំងគំនិតសម្រាប់ខែបន្ទាប់។',
      },
    },
  ],
  cta: {
    title: { en: 'Let us look after your social media', km: 'ទុកឱ្យយើងមើលថែបណ្ដាញសង្គមរបស់អ្នក' },
    text: {
      en: "Book a free consultation: we'll review your current pages and suggest a posting plan that fits your business.",
      km: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ៖ យើងនឹងពិនិត្យទំព័រដែលអ្នកមានបច្ចុប្បន្ន និងណែនាំផែនការបង្ហោះដែលសមនឹងអាជីវកម្មរបស់អ្នក។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
