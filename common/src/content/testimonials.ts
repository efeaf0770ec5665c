import type { Testimonial } from './types.js';

/**
 * The two testimonials of the home page (SPEC §2). Before launch, replace them with quotes that real
 * clients have approved, with their permission to publish their name, business and photo.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'chan-sokha',
    name: { en: 'Chan Sokha', km: 'ចាន់ សុខា' },
    role: { en: 'Owner', km: 'ម្ចាស់អាជីវកម្ម' },
    company: { en: 'Banyan Courtyard Guesthouse, Siem Reap', km: 'ផ្ទះសំណាក់ Banyan Courtyard ក្រុងសៀមរាប' },
    text: {
      en: 'Before, almost all our guests came through booking sites and we paid commission on every room. Angkor Digital built our website in English and Khmer in less than a week. Now more guests book with us directly, and I can change prices myself from my phone.',
      km: 'ពីមុន ភ្ញៀវរបស់យើងស្ទើរតែទាំងអស់កក់តាមគេហទំព័រកក់ ហើយយើងត្រូវបង់កម្រៃជើងសារលើគ្រប់បន្ទប់។ Angkor Digital បានបង្កើតគេហទំព័ររបស់យើងជាភាសាខ្មែរ និងអង់គ្លេស ក្នុងរយៈពេលមិនដល់មួយសប្ដាហ៍ផង។ ឥឡូវនេះ ភ្ញៀវកាន់តែច្រើនកក់មកយើងដោយផ្ទាល់ ហើយខ្ញុំអាចកែតម្លៃដោយខ្លួនឯងពីទូរសព្ទ។',
    },
    image: null,
    initials: 'CS',
  },
  {
    id: 'pich-vannak',
    name: { en: 'Pich Vannak', km: 'ពេជ្រ វណ្ណៈ' },
    role: { en: 'Founder', km: 'ស្ថាបនិក' },
    company: { en: 'Temple Trail Tours, Siem Reap', km: 'ក្រុមហ៊ុនទេសចរណ៍ Temple Trail Tours ក្រុងសៀមរាប' },
    text: {
      en: 'I run sunrise and countryside tours with a small team. The Angkor Digital team set up our Google Maps profile and taught us how to answer reviews. Guests now tell us they found us on Google or through an AI app, and the monthly report is short and easy to read.',
      km: 'ខ្ញុំរៀបចំដំណើរកម្សាន្តមើលថ្ងៃរះ និងដំណើរកម្សាន្តតាមជនបទ ជាមួយក្រុមការងារតូចមួយ។ ក្រុមការងាររបស់ Angkor Digital បានរៀបចំព័ត៌មានអាជីវកម្មរបស់យើងនៅលើ Google Maps និងបង្រៀនយើងពីរបៀបឆ្លើយតបមតិវាយតម្លៃ។ ឥឡូវនេះ ភ្ញៀវប្រាប់យើងថា ពួកគេរកឃើញយើងតាម Google ឬតាមកម្មវិធី AI ហើយរបាយការណ៍ប្រចាំខែក៏ខ្លី និងងាយអានទៀតផង។',
    },
    image: null,
    initials: 'PV',
  },
];
