import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const WEB_DESIGN: ServiceContent = {
  slug: 'web-design',
  name: SERVICE_NAMES['web-design'],
  shortDescription: {
    en: 'Fast, mobile-first websites in English and Khmer, built with AI assistance and ready in 3 to 7 days.',
    km: 'គេហទំព័រពីរភាសា (ខ្មែរ និងអង់គ្លេស) ដែលដំណើរការលឿន និងងាយប្រើលើទូរសព្ទ បង្កើតដោយមានជំនួយពី AI និងរួចរាល់ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ។',
  },
  keyFeatures: [
    {
      en: 'Ready in 3 to 7 days instead of 4 to 8 weeks',
      km: 'រួចរាល់ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ ជំនួសឱ្យ 4 ទៅ 8 សប្ដាហ៍',
    },
    { en: 'English and Khmer on every page', km: 'ភាសាអង់គ្លេស និងខ្មែរ នៅគ្រប់ទំព័រ' },
    { en: 'Designed for phones first', km: 'រចនាសម្រាប់ទូរសព្ទជាចម្បង' },
    {
      en: 'Booking and contact forms that reach you directly',
      km: 'ទម្រង់កក់ និងទម្រង់ទំនាក់ទំនង ដែលផ្ញើមកដល់អ្នកដោយផ្ទាល់',
    },
  ],
  hero: {
    title: { en: 'Websites that bring guests to your door', km: 'គេហទំព័រដែលនាំភ្ញៀវមករកអាជីវកម្មរបស់អ្នក' },
    text: {
      en: 'We build clear, fast websites for guesthouses, hotels, tour operators, restaurants and shops in Siem Reap and across Cambodia. AI tools do the routine work, so your site is ready in 3 to 7 days instead of the 4 to 8 weeks of a traditional build, in English and Khmer.',
      km: 'យើងបង្កើតគេហទំព័រដែលច្បាស់លាស់ និងដំណើរការលឿន សម្រាប់ផ្ទះសំណាក់ សណ្ឋាគារ ក្រុមហ៊ុនទេសចរណ៍ ភោជនីយដ្ឋាន និងហាងនានា នៅសៀមរាប និងទូទាំងប្រទេសកម្ពុជា។ ឧបករណ៍ AI ជួយធ្វើការងារដដែលៗ ដូច្នេះគេហទំព័ររបស់អ្នកនឹងរួចរាល់ជាភាសាខ្មែរ និងអង់គ្លេស ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ ជំនួសឱ្យ 4 ទៅ 8 សប្ដាហ៍ ដែលការបង្កើតតាមបែបប្រពៃណីតែងត្រូវការ។',
    },
  },
  cardsTitle: { en: 'What your website includes', km: 'អ្វីខ្លះដែលគេហទំព័ររបស់អ្នកនឹងមាន' },
  cards: [
    {
      id: 'ready-in-days',
      icon: 'speed',
      title: { en: 'Ready in days', km: 'រួចរាល់ក្នុងរយៈពេលតែប៉ុន្មានថ្ងៃ' },
      text: {
        en: 'AI drafts the layout and first texts; our designers refine them with you. Most sites go live in 3 to 7 days.',
        km: 'AI រៀបចំប្លង់ និងអត្ថបទដំបូង រួចអ្នករចនារបស់យើងកែលម្អវាជាមួយអ្នក។ គេហទំព័រភាគច្រើនដាក់ឱ្យដំណើរការក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ។',
      },
    },
    {
      id: 'two-languages',
      icon: 'translate',
      title: { en: 'English and Khmer', km: 'ភាសាអង់គ្លេស និងខ្មែរ' },
      text: {
        en: 'Every page exists in both languages, written by people who speak them, so tourists and local customers both feel at home.',
        km: 'គ្រប់ទំព័រមានទាំងពីរភាសា សរសេរដោយអ្នកដែលស្ទាត់ភាសានោះ ដើម្បីឱ្យទាំងភ្ញៀវទេសចរ និងអតិថិជនក្នុងស្រុក អានបានងាយស្រួល និងមានអារម្មណ៍ស្និទ្ធស្នាល។',
      },
    },
    {
      id: 'mobile-first',
      icon: 'mobile',
      title: { en: 'Made for phones', km: 'រចនាសម្រាប់ទូរសព្ទ' },
      text: {
        en: 'Most travellers plan their trip on a phone. Your site loads quickly on mobile data and is easy to use with one hand.',
        km: 'ភ្ញៀវទេសចរភាគច្រើនរៀបចំដំណើររបស់ពួកគេតាមទូរសព្ទ។ គេហទំព័ររបស់អ្នកបើកបានលឿន ទោះប្រើអ៊ីនធឺណិតតាមទូរសព្ទក៏ដោយ ហើយងាយប្រើដោយដៃម្ខាង។',
      },
    },
    {
      id: 'bookings-and-inquiries',
      icon: 'calendar',
      title: { en: 'Bookings and inquiries', km: 'ការកក់ និងការសាកសួរ' },
      text: {
        en: 'Guests can send a booking request, message you on WhatsApp or Telegram, or follow links to your Booking.com and TripAdvisor pages.',
        km: 'ភ្ញៀវអាចផ្ញើសំណើកក់ ផ្ញើសារមកអ្នកតាម WhatsApp ឬ Telegram ឬចុចតំណទៅកាន់ទំព័រ Booking.com និង TripAdvisor របស់អ្នក។',
      },
    },
    {
      id: 'ready-for-search',
      icon: 'search',
      title: { en: 'Ready for Google', km: 'ត្រៀមរួចជាស្រេចសម្រាប់ Google' },
      text: {
        en: 'Clean structure, page titles, descriptions and your Google Maps location, so search engines and AI assistants understand your business from day one.',
        km: 'រចនាសម្ព័ន្ធត្រឹមត្រូវ ចំណងជើងទំព័រ ការពិពណ៌នា និងទីតាំងរបស់អ្នកលើ Google Maps ដើម្បីឱ្យម៉ាស៊ីនស្វែងរក និងជំនួយការ AI យល់ពីអាជីវកម្មរបស់អ្នកតាំងពីថ្ងៃដំបូង។',
      },
    },
    {
      id: 'secure-and-yours',
      icon: 'shield',
      title: { en: 'Secure and yours', km: 'មានសុវត្ថិភាព និងជាកម្មសិទ្ធិរបស់អ្នក' },
      text: {
        en: 'HTTPS, regular backups and a domain registered in your name. You own your website and its content.',
        km: 'មាន HTTPS ការបម្រុងទុកទិន្នន័យជាប្រចាំ និងឈ្មោះដែន (domain) ដែលចុះបញ្ជីក្នុងនាមរបស់អ្នក។ គេហទំព័រ និងខ្លឹមសាររបស់វា ជាកម្មសិទ្ធិរបស់អ្នក។',
      },
    },
  ],
  cta: {
    title: { en: "Let's plan your website", km: 'មករៀបចំគេហទំព័ររបស់អ្នកជាមួយយើង' },
    text: {
      en: "Book a free consultation. We'll look at your business, suggest the pages you need and give you a fixed price.",
      km: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ។ យើងនឹងស្វែងយល់អំពីអាជីវកម្មរបស់អ្នក ណែនាំទំព័រដែលអ្នកត្រូវការ និងផ្ដល់តម្លៃថេរជូនអ្នក។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
