import type { FaqSection } from '../types.js';

export const FAQ_GEO: FaqSection = {
  id: 'ai-seo-optimization-geo',
  title: { en: 'AI SEO Optimization (GEO)', km: 'SEO សម្រាប់ការស្វែងរកដោយ AI (GEO)' },
  items: [
    {
      id: 'what-is-geo',
      question: {
        en: 'What is GEO, and how is it different from SEO?',
        km: 'តើ GEO ជាអ្វី ហើយវាខុសពី SEO យ៉ាងដូចម្ដេច?',
      },
      answer: {
        en: 'SEO (search engine optimisation) helps your website rank in search engines such as Google. GEO (generative engine optimisation) helps AI assistants such as ChatGPT, Gemini or Perplexity find correct information about your business and mention it in their answers. Both depend on clear, accurate and consistent information, so we work on them together.',
        km: 'SEO (Search Engine Optimization) ជួយឱ្យគេហទំព័ររបស់អ្នកលេចធ្លោលើម៉ាស៊ីនស្វែងរក ដូចជា Google។ GEO (Generative Engine Optimization) ជួយឱ្យជំនួយការ AI ដូចជា ChatGPT, Gemini ឬ Perplexity រកឃើញព័ត៌មានត្រឹមត្រូវអំពីអាជីវកម្មរបស់អ្នក និងលើកឡើងពីអាជីវកម្មរបស់អ្នកនៅក្នុងចម្លើយរបស់វា។ ទាំងពីរនេះពឹងផ្អែកលើព័ត៌មានដែលច្បាស់លាស់ ត្រឹមត្រូវ និងស៊ីសង្វាក់គ្នា ដូច្នេះយើងធ្វើវាទាំងពីររួមគ្នា។',
      },
    },
    {
      id: 'google-maps',
      question: {
        en: 'Will my business appear on Google Maps?',
        km: 'តើអាជីវកម្មរបស់ខ្ញុំនឹងបង្ហាញនៅលើ Google Maps ដែរឬទេ?',
      },
      answer: {
        en: 'We set up or improve your Google Business Profile with the right category, location, opening hours, photos and services, and help you verify it. Verification and ranking are decided by Google, so no one can promise you the top position, but a complete, active profile with good reviews is the best way to appear when travellers search nearby.',
        km: 'យើងរៀបចំ ឬកែលម្អ Google Business Profile របស់អ្នក ដោយដាក់ប្រភេទអាជីវកម្ម ទីតាំង ម៉ោងបើក រូបថត និងសេវាកម្មឱ្យបានត្រឹមត្រូវ ហើយជួយអ្នកផ្ទៀងផ្ទាត់វា។ ការផ្ទៀងផ្ទាត់ និងលំដាប់នៃការបង្ហាញ ត្រូវបានសម្រេចដោយ Google ដូច្នេះគ្មាននរណាអាចសន្យាថាអ្នកនឹងស្ថិតនៅលំដាប់ទីមួយបានទេ។ ប៉ុន្តែព័ត៌មានអាជីវកម្មដែលពេញលេញ ធ្វើបច្ចុប្បន្នភាពជាប្រចាំ និងមានមតិវាយតម្លៃល្អ គឺជាវិធីល្អបំផុតដើម្បីបង្ហាញឡើង នៅពេលភ្ញៀវទេសចរស្វែងរកនៅក្បែរនោះ។',
      },
    },
    {
      id: 'how-long-for-results',
      question: {
        en: 'How long before I see results?',
        km: 'តើត្រូវរង់ចាំរយៈពេលប៉ុន្មាន ទើបឃើញលទ្ធផល?',
      },
      answer: {
        en: 'Changes to your Google Business Profile often show within a few weeks. Ranking for competitive searches such as "hotel in Siem Reap" takes longer, usually several months of steady work, and AI assistants update what they know at different speeds. We report progress every month and never promise a guaranteed position.',
        km: 'ការកែប្រែលើ Google Business Profile របស់អ្នក ច្រើនតែឃើញលទ្ធផលក្នុងរយៈពេលពីរបីសប្ដាហ៍។ ការឡើងលំដាប់សម្រាប់ពាក្យស្វែងរកដែលមានការប្រកួតប្រជែងខ្លាំង ដូចជា «hotel in Siem Reap» ត្រូវការពេលយូរជាងនេះ ជាធម្មតាច្រើនខែនៃការងារជាប់លាប់ ហើយជំនួយការ AI ធ្វើបច្ចុប្បន្នភាពព័ត៌មានរបស់វាក្នុងល្បឿនខុសៗគ្នា។ យើងរាយការណ៍ពីវឌ្ឍនភាពជារៀងរាល់ខែ ហើយមិនដែលសន្យាធានាលំដាប់ណាមួយឡើយ។',
      },
    },
  ],
};
