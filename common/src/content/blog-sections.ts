import type { BlogSection } from './types.js';

/** The four topic sections of the company review: AI websites, AI SEO, social media, automation. */
export const BLOG_SECTIONS: BlogSection[] = [
  {
    id: 'ai-websites',
    title: { en: 'Websites built with AI', km: 'គេហទំព័រដែលបង្កើតដោយមានជំនួយពី AI' },
    paragraphs: {
      en: [
        "The main service is a bilingual website delivered in 3 to 7 days, where a traditional build often takes 4 to 8 weeks. AI produces first layouts and draft texts in minutes; designers and writers then shape them around the client's business and check every word in English and Khmer.",
        'Sites are built for phones first, load quickly on mobile data and come with a contact or booking form, a Google Maps location and basic SEO. The packages have fixed prices, paid once: $299, $799 or $1,499.',
      ],
      km: [
        'សេវាកម្មចម្បងគឺគេហទំព័រពីរភាសា ដែលប្រគល់ជូនក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ ខណៈដែលការបង្កើតតាមបែបប្រពៃណីច្រើនតែត្រូវការពេល 4 ទៅ 8 សប្ដាហ៍។ AI រៀបចំប្លង់ និងសេចក្ដីព្រាងអត្ថបទដំបូងក្នុងរយៈពេលប៉ុន្មាននាទី បន្ទាប់មកអ្នករចនា និងអ្នកសរសេរកែសម្រួលវាឱ្យត្រូវនឹងអាជីវកម្មរបស់អតិថិជន និងពិនិត្យគ្រប់ពាក្យទាំងភាសាអង់គ្លេស និងខ្មែរ។',
        'គេហទំព័រត្រូវបានរចនាសម្រាប់ទូរសព្ទជាចម្បង បើកបានលឿនសូម្បីតែប្រើអ៊ីនធឺណិតតាមទូរសព្ទ ហើយមានទម្រង់ទំនាក់ទំនង ឬទម្រង់កក់ ទីតាំងលើ Google Maps និង SEO កម្រិតមូលដ្ឋាន។ កញ្ចប់នីមួយៗមានតម្លៃថេរ បង់តែម្ដងគត់៖ $299, $799 ឬ $1,499។',
      ],
    },
  },
  {
    id: 'ai-seo',
    title: { en: 'AI SEO and GEO', km: 'SEO ដោយ AI និង GEO' },
    paragraphs: {
      en: [
        'Travellers more and more often ask AI assistants where to stay or which tour to book. Besides classic SEO for Google and Google Maps, the team works on GEO: clear facts, answers and structured data that help assistants such as ChatGPT or Gemini describe a business correctly.',
        'AI helps research keywords in both languages and spot missing information; results are reported every month in plain language. There are no promises of a guaranteed ranking, because no honest agency can make one.',
      ],
      km: [
        'ភ្ញៀវទេសចរកាន់តែច្រើនឡើងៗ សួរជំនួយការ AI ថាគួរស្នាក់នៅទីណា ឬគួរកក់ដំណើរកម្សាន្តមួយណា។ ក្រៅពី SEO សម្រាប់ Google និង Google Maps ក្រុមការងារក៏ធ្វើ GEO ផងដែរ៖ ព័ត៌មានច្បាស់លាស់ ចម្លើយ និងទិន្នន័យមានរចនាសម្ព័ន្ធ (structured data) ដែលជួយឱ្យជំនួយការ AI ដូចជា ChatGPT ឬ Gemini ពិពណ៌នាអំពីអាជីវកម្មមួយបានត្រឹមត្រូវ។',
        'AI ជួយស្រាវជ្រាវពាក្យគន្លឹះជាភាសាទាំងពីរ និងរកមើលព័ត៌មានដែលខ្វះខាត ហើយលទ្ធផលត្រូវបានរាយការណ៍ជារៀងរាល់ខែ ជាភាសាងាយយល់។ យើងមិនសន្យាធានាលំដាប់ណាមួយទេ ព្រោះគ្មានភ្នាក់ងារស្មោះត្រង់ណាអាចសន្យាបែបនេះបានឡើយ។',
      ],
    },
  },
  {
    id: 'social-media',
    title: { en: 'Social media', km: 'បណ្ដាញសង្គម' },
    paragraphs: {
      en: [
        'For Facebook, Instagram and TikTok the team prepares a monthly content calendar, photos, short videos and captions in English and Khmer, and helps clients answer comments and messages quickly.',
        'AI helps with first drafts and ideas; the posts that go out are chosen and edited by people who know the client and the local scene.',
      ],
      km: [
        'សម្រាប់ Facebook, Instagram និង TikTok ក្រុមការងាររៀបចំប្រតិទិនខ្លឹមសារប្រចាំខែ រូបថត វីដេអូខ្លី និងអត្ថបទពិពណ៌នា ជាភាសាអង់គ្លេស និងខ្មែរ ហើយជួយអតិថិជនឆ្លើយតបមតិយោបល់ និងសារយ៉ាងរហ័ស។',
        'AI ជួយរៀបចំសេចក្ដីព្រាង និងគំនិតដំបូង ប៉ុន្តែការបង្ហោះដែលផ្សព្វផ្សាយចេញ ត្រូវបានជ្រើសរើស និងកែសម្រួលដោយមនុស្សដែលស្គាល់អតិថិជន និងស្ថានភាពក្នុងតំបន់ច្បាស់។',
      ],
    },
  },
  {
    id: 'automation',
    title: { en: 'Business automation', km: 'ស្វ័យប្រវត្តិកម្មអាជីវកម្ម' },
    paragraphs: {
      en: [
        "Small businesses lose hours on the same questions and the same messages. The team sets up AI chat assistants that answer common questions at any hour in both languages, and simple automations such as booking confirmations, reminders and new inquiries sent straight to the owner's Telegram.",
        'The aim is not to replace staff, but to give owners back time for their guests.',
      ],
      km: [
        'អាជីវកម្មខ្នាតតូចបាត់បង់ពេលច្រើនម៉ោង ដោយសារសំណួរដដែលៗ និងសារដដែលៗ។ ក្រុមការងាររៀបចំជំនួយការជជែក AI ដែលឆ្លើយសំណួរទូទៅគ្រប់ពេលវេលាជាភាសាទាំងពីរ និងស្វ័យប្រវត្តិកម្មសាមញ្ញៗ ដូចជាការបញ្ជាក់ការកក់ ការរំលឹក និងការបញ្ជូនការសាកសួរថ្មីៗទៅកាន់ Telegram របស់ម្ចាស់អាជីវកម្មដោយផ្ទាល់។',
        'គោលបំណងមិនមែនដើម្បីជំនួសបុគ្គលិកទេ ប៉ុន្តែដើម្បីឱ្យម្ចាស់អាជីវកម្មមានពេលវេលាច្រើនជាងមុន សម្រាប់ភ្ញៀវរបស់ពួកគេ។',
      ],
    },
  },
];
