import { BLOG_SECTIONS } from './blog-sections.js';
import { BOOKING_LINK, SERVICES_LINK } from './links.js';
import type { BlogArticle } from './types.js';

/**
 * The company review of /blog (SPEC §2). Angkor Digital wrote it about itself and says so: it is not
 * an independent review, and its rating must not be published as review or aggregate-rating markup.
 */
export const BLOG_ARTICLE: BlogArticle = {
  slug: 'angkor-digital-company-review',
  title: {
    en: 'Angkor Digital review: AI websites, AI SEO and social media for Cambodian businesses',
    km: 'ការវាយតម្លៃលើ Angkor Digital៖ គេហទំព័រដោយ AI, SEO ដោយ AI និងបណ្ដាញសង្គម សម្រាប់អាជីវកម្មកម្ពុជា',
  },
  lead: {
    en: 'What we do, how we work and what a small tourism business can expect from us, in one page.',
    km: 'អ្វីដែលយើងធ្វើ របៀបដែលយើងធ្វើការ និងអ្វីដែលអាជីវកម្មទេសចរណ៍ខ្នាតតូចអាចរំពឹងទុកពីយើង នៅក្នុងទំព័រតែមួយ។',
  },
  author: { en: 'The Angkor Digital team', km: 'ក្រុមការងារ Angkor Digital' },
  // Change dateModified with any change to the article's text.
  datePublished: '2026-11-22',
  dateModified: '2026-11-22',
  disclosure: {
    en: 'This review was written by Angkor Digital about its own services. Read it as our view of our work, and judge for yourself in a free consultation.',
    km: 'ការវាយតម្លៃនេះសរសេរដោយ Angkor Digital អំពីសេវាកម្មរបស់ខ្លួនផ្ទាល់។ សូមអានវាជាទស្សនៈរបស់យើងចំពោះការងាររបស់យើង ហើយវាយតម្លៃដោយខ្លួនឯងតាមរយៈការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ។',
  },
  overview: {
    title: { en: 'Company overview', km: 'ទិដ្ឋភាពទូទៅនៃក្រុមហ៊ុន' },
    paragraphs: {
      en: [
        'Angkor Digital is a small digital agency based in Siem Reap, Cambodia. It builds bilingual websites and helps businesses get found and booked online, using AI tools for the routine work and people for the decisions that matter.',
        'Most clients are small and medium tourism businesses: guesthouses, boutique hotels, tour operators, tuk-tuk drivers, restaurants, spas and craft shops. They need to reach travellers from many countries and local customers at the same time, usually with a small budget and no IT staff.',
      ],
      km: [
        'Angkor Digital ជាភ្នាក់ងារឌីជីថលខ្នាតតូចមួយ ដែលមានមូលដ្ឋាននៅខេត្តសៀមរាប ប្រទេសកម្ពុជា។ ក្រុមហ៊ុនបង្កើតគេហទំព័រពីរភាសា និងជួយអាជីវកម្មនានាឱ្យភ្ញៀវរកឃើញ និងកក់បានតាមអនឡាញ ដោយប្រើឧបករណ៍ AI សម្រាប់ការងារដដែលៗ និងប្រើមនុស្សសម្រាប់ការសម្រេចចិត្តដែលសំខាន់។',
        'អតិថិជនភាគច្រើនជាអាជីវកម្មទេសចរណ៍ខ្នាតតូច និងមធ្យម៖ ផ្ទះសំណាក់ សណ្ឋាគារខ្នាតតូច ក្រុមហ៊ុនទេសចរណ៍ អ្នករត់រ៉ឺម៉ក ភោជនីយដ្ឋាន ស្ប៉ា និងហាងសិប្បកម្ម។ ពួកគេត្រូវការទាក់ទាញទាំងភ្ញៀវទេសចរមកពីប្រទេសជាច្រើន និងអតិថិជនក្នុងស្រុកក្នុងពេលតែមួយ ជាធម្មតាដោយមានថវិកាតិចតួច និងគ្មានបុគ្គលិកផ្នែកព័ត៌មានវិទ្យា។',
      ],
    },
    facts: [
      {
        id: 'location',
        label: { en: 'Location', km: 'ទីតាំង' },
        value: { en: 'Siem Reap, Cambodia', km: 'ខេត្តសៀមរាប ប្រទេសកម្ពុជា' },
      },
      {
        id: 'specialization',
        label: { en: 'Specialization', km: 'ជំនាញ' },
        value: {
          en: 'AI-assisted websites, SEO and GEO, social media and business automation',
          km: 'គេហទំព័រដែលបង្កើតដោយមានជំនួយពី AI, SEO និង GEO, បណ្ដាញសង្គម និងស្វ័យប្រវត្តិកម្មអាជីវកម្ម',
        },
      },
      {
        id: 'target-market',
        label: { en: 'Target market', km: 'ទីផ្សារគោលដៅ' },
        value: {
          en: 'Small and medium tourism businesses in Siem Reap and across Cambodia',
          km: 'អាជីវកម្មទេសចរណ៍ខ្នាតតូច និងមធ្យម នៅសៀមរាប និងទូទាំងប្រទេសកម្ពុជា',
        },
      },
      {
        id: 'languages',
        label: { en: 'Languages', km: 'ភាសា' },
        value: { en: 'English and Khmer', km: 'ភាសាអង់គ្លេស និងខ្មែរ' },
      },
    ],
  },
  sections: BLOG_SECTIONS,
  advantages: {
    title: { en: 'Competitive advantages', km: 'គុណសម្បត្តិប្រកួតប្រជែង' },
    items: [
      {
        id: 'speed',
        icon: 'speed',
        title: { en: 'Speed', km: 'ល្បឿន' },
        text: {
          en: 'Websites in 3 to 7 days instead of 4 to 8 weeks, so a business can be online before the next season starts.',
          km: 'គេហទំព័ររួចរាល់ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ ជំនួសឱ្យ 4 ទៅ 8 សប្ដាហ៍ ដូច្នេះអាជីវកម្មអាចមានវត្តមានតាមអនឡាញ មុនពេលរដូវកាលបន្ទាប់ចាប់ផ្ដើម។',
        },
      },
      {
        id: 'local-and-bilingual',
        icon: 'translate',
        title: { en: 'Local and bilingual', km: 'ក្រុមការងារក្នុងស្រុក និងពីរភាសា' },
        text: {
          en: 'A team in Siem Reap that clients can meet, that speaks Khmer and English and writes naturally in both.',
          km: 'ក្រុមការងារនៅសៀមរាប ដែលអតិថិជនអាចជួបផ្ទាល់បាន និយាយភាសាខ្មែរ និងអង់គ្លេស ហើយសរសេរបានយ៉ាងធម្មជាតិជាភាសាទាំងពីរ។',
        },
      },
      {
        id: 'fixed-prices',
        icon: 'tag',
        title: { en: 'Clear, fixed prices', km: 'តម្លៃថេរ និងច្បាស់លាស់' },
        text: {
          en: 'Three packages with published one-time prices, and a written quote before any custom work.',
          km: 'កញ្ចប់ចំនួន 3 ដែលមានតម្លៃបង់តែម្ដងគត់ បង្ហាញជាសាធារណៈ និងសំណើតម្លៃជាលាយលក្ខណ៍អក្សរ មុនការងារតាមតម្រូវការណាមួយ។',
        },
      },
      {
        id: 'care-after-launch',
        icon: 'activity',
        title: { en: 'Care after launch', km: 'ការថែទាំក្រោយពេលដាក់ឱ្យដំណើរការ' },
        text: {
          en: '24/7 monitoring, daily checks, weekly updates and fixes usually within hours.',
          km: 'ការតាមដាន 24/7 ការត្រួតពិនិត្យប្រចាំថ្ងៃ ការធ្វើបច្ចុប្បន្នភាពប្រចាំសប្ដាហ៍ និងការជួសជុលដែលជាធម្មតារួចរាល់ក្នុងរយៈពេលតែប៉ុន្មានម៉ោង។',
        },
      },
      {
        id: 'tourism-focus',
        icon: 'map',
        title: { en: 'Focus on tourism', km: 'ផ្ដោតលើវិស័យទេសចរណ៍' },
        text: {
          en: 'Knowledge of the seasons, of booking sites and of the questions travellers ask before they book.',
          km: 'ការយល់ដឹងអំពីរដូវកាលទេសចរណ៍ គេហទំព័រកក់ និងសំណួរដែលភ្ញៀវទេសចរសួរមុនពេលកក់។',
        },
      },
      {
        id: 'ownership',
        icon: 'key',
        title: { en: 'Clients own everything', km: 'អតិថិជនជាម្ចាស់គ្រប់យ៉ាង' },
        text: {
          en: 'The domain name, texts, photos and design belong to the client, who can move to another provider at any time.',
          km: 'ឈ្មោះដែន អត្ថបទ រូបថត និងការរចនា ជាកម្មសិទ្ធិរបស់អតិថិជន ដែលអាចប្ដូរទៅអ្នកផ្ដល់សេវាផ្សេងបានគ្រប់ពេល។',
        },
      },
    ],
  },
  results: {
    title: { en: 'Client results', km: 'លទ្ធផលរបស់អតិថិជន' },
    intro: {
      en: 'A few examples of what clients have told us after working with us. Every business, location and season is different, so read them as examples, not promises.',
      km: 'ឧទាហរណ៍មួយចំនួនដែលអតិថិជនបានប្រាប់យើង បន្ទាប់ពីធ្វើការជាមួយយើង។ អាជីវកម្ម ទីតាំង និងរដូវកាលនីមួយៗខុសៗគ្នា ដូច្នេះសូមអានវាជាឧទាហរណ៍ មិនមែនជាការសន្យានោះទេ។',
    },
    items: [
      {
        id: 'family-guesthouse',
        icon: 'home',
        title: { en: 'A family guesthouse', km: 'ផ្ទះសំណាក់គ្រួសារមួយ' },
        text: {
          en: 'After the launch of a bilingual website with a booking request form, the owners say more guests now write to them directly instead of booking only through booking sites.',
          km: 'ក្រោយពេលដាក់ឱ្យដំណើរការគេហទំព័រពីរភាសាដែលមានទម្រង់ស្នើសុំការកក់ ម្ចាស់ផ្ទះសំណាក់និយាយថា ឥឡូវនេះភ្ញៀវកាន់តែច្រើនទាក់ទងមកពួកគេដោយផ្ទាល់ ជំនួសឱ្យការកក់តែតាមគេហទំព័រកក់។',
        },
      },
      {
        id: 'tour-operator',
        icon: 'map-pin',
        title: { en: 'A small tour operator', km: 'ក្រុមហ៊ុនទេសចរណ៍ខ្នាតតូចមួយ' },
        text: {
          en: 'With a complete Google Business Profile and regular replies to reviews, the team receives more inquiries from travellers who found them on Google Maps.',
          km: 'ដោយមាន Google Business Profile ពេញលេញ និងការឆ្លើយតបមតិវាយតម្លៃជាប្រចាំ ក្រុមការងារទទួលបានការសាកសួរកាន់តែច្រើន ពីភ្ញៀវទេសចរដែលរកឃើញពួកគេនៅលើ Google Maps។',
        },
      },
      {
        id: 'khmer-restaurant',
        icon: 'utensils',
        title: { en: 'A Khmer restaurant', km: 'ភោជនីយដ្ឋានម្ហូបខ្មែរមួយ' },
        text: {
          en: 'A menu in English and Khmer with photos, and regular posts on Facebook and TikTok, brought more local families at weekends, according to the owner.',
          km: 'យោងតាមម្ចាស់ភោជនីយដ្ឋាន បញ្ជីមុខម្ហូបជាភាសាអង់គ្លេស និងខ្មែរដែលមានរូបថត និងការបង្ហោះជាប្រចាំលើ Facebook និង TikTok បាននាំគ្រួសារក្នុងស្រុកកាន់តែច្រើនមកញ៉ាំនៅចុងសប្ដាហ៍។',
        },
      },
      {
        id: 'craft-shop',
        icon: 'message',
        title: { en: 'A craft shop', km: 'ហាងសិប្បកម្មមួយ' },
        text: {
          en: 'An AI chat assistant now answers questions about opening hours, prices and shipping at night, so the owner starts the day with fewer messages to answer.',
          km: 'ឥឡូវនេះ ជំនួយការជជែក AI ឆ្លើយសំណួរអំពីម៉ោងបើក តម្លៃ និងការដឹកជញ្ជូននៅពេលយប់ ដូច្នេះម្ចាស់ហាងចាប់ផ្ដើមថ្ងៃថ្មីដោយមានសារតិចជាងមុនដែលត្រូវឆ្លើយ។',
        },
      },
    ],
    note: {
      en: 'These are examples told by clients, not audited figures. Ask us in a consultation and we will show you examples of our work.',
      km: 'ទាំងនេះជាឧទាហរណ៍ដែលអតិថិជនបានរៀបរាប់ មិនមែនជាតួលេខដែលបានធ្វើសវនកម្មនោះទេ។ សូមសួរយើងនៅពេលពិគ្រោះយោបល់ ហើយយើងនឹងបង្ហាញអ្នកនូវគំរូការងាររបស់យើង។',
    },
  },
  audience: {
    title: { en: 'Who should choose Angkor Digital', km: 'អ្នកណាគួរជ្រើសរើស Angkor Digital' },
    intro: { en: 'We are a good fit if you:', km: 'យើងសមស្របសម្រាប់អ្នក ប្រសិនបើអ្នក៖' },
    items: [
      {
        en: 'run a guesthouse, hotel, tour company, restaurant, spa or shop in Cambodia and want more direct bookings;',
        km: 'ដំណើរការផ្ទះសំណាក់ សណ្ឋាគារ ក្រុមហ៊ុនទេសចរណ៍ ភោជនីយដ្ឋាន ស្ប៉ា ឬហាងនៅកម្ពុជា ហើយចង់បានការកក់ដោយផ្ទាល់កាន់តែច្រើន',
      },
      {
        en: 'need a professional website in English and Khmer quickly, at a known price;',
        km: 'ត្រូវការគេហទំព័រដែលមានលក្ខណៈវិជ្ជាជីវៈជាភាសាអង់គ្លេស និងខ្មែរ យ៉ាងឆាប់រហ័ស ក្នុងតម្លៃដែលដឹងច្បាស់ជាមុន',
      },
      {
        en: 'want to be found on Google, on Google Maps and in AI assistants;',
        km: 'ចង់ឱ្យគេរកឃើញអ្នកនៅលើ Google, Google Maps និងក្នុងជំនួយការ AI',
      },
      {
        en: 'have no time to post on social media or to answer the same questions every day;',
        km: 'គ្មានពេលបង្ហោះលើបណ្ដាញសង្គម ឬឆ្លើយសំណួរដដែលៗរៀងរាល់ថ្ងៃ',
      },
      {
        en: 'prefer a local team you can meet in Siem Reap and talk to in Khmer or English.',
        km: 'ចូលចិត្តក្រុមការងារក្នុងស្រុក ដែលអ្នកអាចជួបផ្ទាល់នៅសៀមរាប និងពិភាក្សាជាភាសាខ្មែរ ឬអង់គ្លេស។',
      },
    ],
  },
  verdict: {
    title: { en: 'Our verdict', km: 'សេចក្ដីសន្និដ្ឋានរបស់យើង' },
    rating: 5,
    ratingMax: 5,
    ratingLabel: { en: '5 out of 5', km: '5 លើ 5' },
    text: {
      en: 'We give our own service 5 out of 5, and we know this is our own opinion. For a small tourism business in Cambodia that wants a fast bilingual website, visibility on Google and in AI search, and a local team that stays after launch, we believe Angkor Digital is a strong choice. The best way to judge is a free consultation.',
      km: 'យើងផ្ដល់ពិន្ទុ 5 លើ 5 ដល់សេវាកម្មរបស់យើងផ្ទាល់ ហើយយើងដឹងថានេះជាមតិរបស់យើងផ្ទាល់។ សម្រាប់អាជីវកម្មទេសចរណ៍ខ្នាតតូចនៅកម្ពុជា ដែលចង់បានគេហទំព័រពីរភាសាដែលរួចរាល់លឿន ភាពលេចធ្លោលើ Google និងក្នុងការស្វែងរកដោយ AI ព្រមទាំងក្រុមការងារក្នុងស្រុកដែលនៅជាមួយអ្នកក្រោយពេលដាក់ឱ្យដំណើរការ យើងជឿថា Angkor Digital គឺជាជម្រើសដ៏ល្អមួយ។ វិធីល្អបំផុតក្នុងការវាយតម្លៃ គឺការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ។',
    },
  },
  cta: {
    title: { en: 'Ready to talk about your business?', km: 'ត្រៀមខ្លួនរួចរាល់ដើម្បីពិភាក្សាអំពីអាជីវកម្មរបស់អ្នកហើយឬនៅ?' },
    text: {
      en: 'Book a free consultation, or have a look at our services first.',
      km: 'កក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ឬមើលសេវាកម្មរបស់យើងជាមុនសិន។',
    },
    primary: BOOKING_LINK,
    secondary: SERVICES_LINK,
  },
};
