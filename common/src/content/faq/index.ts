import type { FaqContent } from '../types.js';
import { FAQ_COMPANY } from './company.js';
import { FAQ_GEO } from './geo.js';
import { FAQ_WEBSITES } from './websites.js';

export { FAQ_COMPANY, FAQ_GEO, FAQ_WEBSITES };
export { faqAnswer, type FaqFacts } from './answers.js';

/** The /faq page (its title is the web's header.faq key). */
export const FAQ: FaqContent = {
  intro: {
    en: 'Straight answers to the questions business owners in Siem Reap and across Cambodia ask us most often. If yours is not here, book a free consultation or ask our chat assistant.',
    km: 'ចម្លើយច្បាស់ៗចំពោះសំណួរដែលម្ចាស់អាជីវកម្មនៅសៀមរាប និងទូទាំងប្រទេសកម្ពុជា សួរយើងញឹកញាប់ជាងគេ។ ប្រសិនបើរកមិនឃើញសំណួររបស់អ្នកនៅទីនេះទេ សូមកក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ឬសួរជំនួយការជជែក AI របស់យើង។',
  },
  sections: [FAQ_COMPANY, FAQ_WEBSITES, FAQ_GEO],
  stillHaveQuestions: {
    title: { en: 'Still have questions?', km: 'នៅមានសំណួរទៀតឬ?' },
    text: {
      en: "We're happy to help. Book a free consultation and we'll answer in English or Khmer.",
      km: 'យើងរីករាយនឹងជួយអ្នក។ សូមកក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ ហើយយើងនឹងឆ្លើយជាភាសាខ្មែរ ឬអង់គ្លេស។',
    },
    contact: { label: { en: 'Contact Us', km: 'ទំនាក់ទំនងយើង' }, href: '/booking' },
    learnMore: { label: { en: 'Learn More', km: 'ស្វែងយល់បន្ថែម' }, href: '/' },
  },
};
