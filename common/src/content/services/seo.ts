import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const SEO: ServiceContent = {
  slug: 'seo',
  name: SERVICE_NAMES.seo,
  shortDescription: {
    en: 'Get found on Google, on Google Maps and in AI assistants such as ChatGPT and Gemini when travellers search for what you offer.',
    km: 'ធ្វើឱ្យភ្ញៀវរកឃើញអាជីវកម្មរបស់អ្នកនៅលើ Google, Google Maps និងក្នុងជំនួយការ AI ដូចជា ChatGPT និង Gemini នៅពេលពួកគេស្វែងរកអ្វីដែលអ្នកផ្ដល់ជូន។',
  },
  keyFeatures: [
    { en: 'Google Business Profile and Google Maps set-up', km: 'ការរៀបចំ Google Business Profile និង Google Maps' },
    { en: 'GEO: clear answers AI assistants can quote', km: 'GEO៖ ចម្លើយច្បាស់លាស់ដែលជំនួយការ AI អាចដកស្រង់បាន' },
    { en: 'Keywords in English and Khmer', km: 'ពាក្យគន្លឹះជាភាសាអង់គ្លេស និងខ្មែរ' },
    { en: 'A monthly report in plain language', km: 'របាយការណ៍ប្រចាំខែដែលងាយយល់' },
  ],
  hero: {
    title: { en: 'Be the answer when travellers search', km: 'ក្លាយជាចម្លើយ នៅពេលភ្ញៀវទេសចរស្វែងរក' },
    text: {
      en: 'Travellers ask Google and, more and more, AI assistants such as ChatGPT, Gemini or Perplexity: "best guesthouse near Pub Street", "sunrise tour at Angkor Wat". SEO helps you rank in search engines; GEO, generative engine optimisation, helps AI assistants find, understand and recommend your business. We do both.',
      km: 'ភ្ញៀវទេសចរស្វែងរកតាម Google ហើយកាន់តែច្រើនឡើងៗ ពួកគេសួរជំនួយការ AI ដូចជា ChatGPT, Gemini ឬ Perplexity ថា «ផ្ទះសំណាក់ល្អនៅជិត Pub Street» ឬ «ដំណើរកម្សាន្តមើលថ្ងៃរះនៅអង្គរវត្ត»។ SEO ជួយឱ្យអាជីវកម្មរបស់អ្នកលេចធ្លោលើម៉ាស៊ីនស្វែងរក ចំណែក GEO (Generative Engine Optimization) ជួយឱ្យជំនួយការ AI រកឃើញ យល់ និងណែនាំអាជីវកម្មរបស់អ្នក។ យើងធ្វើទាំងពីរ។',
    },
  },
  cardsTitle: { en: 'How we get you found', km: 'របៀបដែលយើងធ្វើឱ្យអតិថិជនរកឃើញអ្នក' },
  cards: [
    {
      id: 'google-maps',
      icon: 'map-pin',
      title: { en: 'Google Maps and Business Profile', km: 'Google Maps និង Google Business Profile' },
      text: {
        en: 'We complete your business profile with opening hours, photos, prices and services and help you verify it, so you show up when someone nearby searches.',
        km: 'យើងបំពេញព័ត៌មានអាជីវកម្មរបស់អ្នក ដូចជាម៉ោងបើក រូបថត តម្លៃ និងសេវាកម្ម ហើយជួយអ្នកផ្ទៀងផ្ទាត់វា ដើម្បីឱ្យអាជីវកម្មរបស់អ្នកបង្ហាញឡើង នៅពេលមាននរណាម្នាក់នៅក្បែរនោះស្វែងរក។',
      },
    },
    {
      id: 'ai-assistants',
      icon: 'sparkles',
      title: { en: 'Ready for AI assistants (GEO)', km: 'ត្រៀមរួចសម្រាប់ជំនួយការ AI (GEO)' },
      text: {
        en: 'We write clear facts and answers on your site and add structured data, so AI assistants can describe your business correctly and send travellers your way.',
        km: 'យើងសរសេរព័ត៌មាន និងចម្លើយច្បាស់លាស់នៅលើគេហទំព័ររបស់អ្នក ហើយបន្ថែមទិន្នន័យមានរចនាសម្ព័ន្ធ (structured data) ដើម្បីឱ្យជំនួយការ AI អាចពិពណ៌នាអំពីអាជីវកម្មរបស់អ្នកបានត្រឹមត្រូវ និងណែនាំភ្ញៀវមករកអ្នក។',
      },
    },
    {
      id: 'keywords',
      icon: 'search',
      title: { en: 'Keywords travellers really use', km: 'ពាក្យគន្លឹះដែលភ្ញៀវពិតជាប្រើ' },
      text: {
        en: 'We research what people type in English and Khmer, from "Angkor tuk-tuk tour" to "spa in Siem Reap", and build your pages around it.',
        km: 'យើងស្រាវជ្រាវពាក្យដែលមនុស្សវាយបញ្ចូលជាភាសាអង់គ្លេស និងខ្មែរ ចាប់ពី «Angkor tuk-tuk tour» រហូតដល់ «ស្ប៉ានៅសៀមរាប» ហើយរៀបចំទំព័ររបស់អ្នកឱ្យស្របតាមពាក្យទាំងនោះ។',
      },
    },
    {
      id: 'technical-health',
      icon: 'speed',
      title: { en: 'Fast, healthy pages', km: 'ទំព័រលឿន និងគ្មានបញ្ហាបច្ចេកទេស' },
      text: {
        en: 'We fix slow pages, broken links and mobile problems that hold your site back in search results.',
        km: 'យើងជួសជុលទំព័រដែលយឺត តំណដែលខូច និងបញ្ហាលើទូរសព្ទ ដែលធ្វើឱ្យគេហទំព័ររបស់អ្នកធ្លាក់ចុះក្នុងលទ្ធផលស្វែងរក។',
      },
    },
    {
      id: 'reviews',
      icon: 'star',
      title: { en: 'Reviews and reputation', km: 'មតិវាយតម្លៃ និងកេរ្តិ៍ឈ្មោះ' },
      text: {
        en: 'We show you simple ways to ask happy guests for a review and to reply to every review, good or bad.',
        km: 'យើងបង្ហាញអ្នកនូវវិធីសាមញ្ញៗ ដើម្បីស្នើសុំភ្ញៀវដែលពេញចិត្តឱ្យសរសេរមតិវាយតម្លៃ និងដើម្បីឆ្លើយតបរាល់មតិវាយតម្លៃ ទាំងល្អ ទាំងមិនល្អ។',
      },
    },
    {
      id: 'monthly-report',
      icon: 'chart',
      title: { en: 'Clear monthly reports', km: 'របាយការណ៍ប្រចាំខែច្បាស់លាស់' },
      text: {
        en: 'Each month you see how people found you, which searches brought them and what we will do next, in plain language.',
        km: 'ជារៀងរាល់ខែ អ្នកនឹងឃើញថាអតិថិជនរកឃើញអ្នកតាមរបៀបណា ពាក្យស្វែងរកណាខ្លះនាំពួកគេមក និងអ្វីដែលយើងនឹងធ្វើបន្ទាប់ ជាភាសាងាយយល់។',
      },
    },
  ],
  cta: {
    title: { en: 'Find out how visible you are today', km: 'ស្វែងយល់ថាអាជីវកម្មរបស់អ្នកលេចធ្លោកម្រិតណានៅពេលនេះ' },
    text: {
      en: 'In a free consultation we check your Google presence and what AI assistants say about you, then suggest the first steps.',
      km: 'ក្នុងការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ យើងពិនិត្យវត្តមានរបស់អ្នកលើ Google និងអ្វីដែលជំនួយការ AI និយាយអំពីអ្នក រួចណែនាំជំហានដំបូងដែលគួរធ្វើ។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
