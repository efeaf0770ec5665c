import { formatUsd, PACKAGES } from '../packages.js';
import type { Localized } from '../../languages.js';
import type { FaqSection, Package } from '../types.js';

export type PricedPackage = Pick<Package, 'name' | 'priceCents' | 'pages' | 'supportMonths'>;

/**
 * "How much does a website cost?" with the packages' names and prices as they are now: the site's
 * shipped ones here, the ones admins saved in Settings where pages and answers are made (faqAnswer).
 */
export function websiteCostAnswer(packages: readonly PricedPackage[]): Localized {
  const en = packages.map(
    (pkg) =>
      `${pkg.name.en} ${formatUsd(pkg.priceCents)} (${pkg.pages === null ? 'unlimited pages' : `up to ${pkg.pages} pages`}, ${pkg.supportMonths} month${pkg.supportMonths === 1 ? '' : 's'} of support)`,
  );
  const km = packages.map(
    (pkg) =>
      `${pkg.name.km} ${formatUsd(pkg.priceCents)} (${pkg.pages === null ? 'ចំនួនទំព័រមិនកំណត់' : `រហូតដល់ ${pkg.pages} ទំព័រ`} និងការគាំទ្ររយៈពេល ${pkg.supportMonths} ខែ)`,
  );
  return {
    en: `We have ${packages.length === 3 ? 'three' : packages.length} fixed, one-time prices: ${en.slice(0, -1).join(', ')} and ${en.at(-1)}. For bigger projects we make a custom quote.`,
    km: `យើងមានតម្លៃថេរចំនួន ${packages.length} ដែលបង់តែម្ដងគត់៖ ${km.slice(0, -1).join(', ')} និង ${km.at(-1)}។ សម្រាប់គម្រោងធំជាងនេះ យើងនឹងផ្ដល់តម្លៃតាមតម្រូវការ។`,
  };
}

export const FAQ_WEBSITES: FaqSection = {
  id: 'ai-website-building-and-maintenance',
  title: {
    en: 'AI Website Building & Maintenance',
    km: 'ការបង្កើត និងការថែទាំគេហទំព័រដោយមានជំនួយពី AI',
  },
  items: [
    {
      id: 'website-cost',
      question: { en: 'How much does a website cost?', km: 'តើគេហទំព័រមួយមានតម្លៃប៉ុន្មាន?' },
      answer: websiteCostAnswer(PACKAGES),
    },
    {
      id: 'how-long-to-build',
      question: {
        en: 'How long does it take to build my website?',
        km: 'តើត្រូវការពេលប៉ុន្មាន ដើម្បីបង្កើតគេហទំព័ររបស់ខ្ញុំ?',
      },
      answer: {
        en: 'Usually 3 to 7 days from the day we have your texts, photos and logo, compared with 4 to 8 weeks for a traditional build. Sites with many pages or special features can take longer; we give you a date before we start.',
        km: 'ជាធម្មតា 3 ទៅ 7 ថ្ងៃ គិតចាប់ពីថ្ងៃដែលយើងទទួលបានអត្ថបទ រូបថត និងឡូហ្គោរបស់អ្នក បើប្រៀបធៀបនឹង 4 ទៅ 8 សប្ដាហ៍ សម្រាប់ការបង្កើតតាមបែបប្រពៃណី។ គេហទំព័រដែលមានទំព័រច្រើន ឬមុខងារពិសេស អាចត្រូវការពេលយូរជាងនេះ ហើយយើងនឹងប្រាប់អ្នកពីកាលបរិច្ឆេទរួចរាល់ មុនពេលចាប់ផ្ដើម។',
      },
    },
    {
      id: 'what-to-prepare',
      question: { en: 'What do I need to prepare?', km: 'តើខ្ញុំត្រូវរៀបចំអ្វីខ្លះ?' },
      answer: {
        en: 'Your logo if you have one, photos of your place, your prices and opening hours, and a few sentences about what makes your business special. No good photos yet? We give you simple tips for taking good ones with your phone.',
        km: 'ឡូហ្គោរបស់អ្នក (បើមាន) រូបថតនៃទីកន្លែងរបស់អ្នក តម្លៃ និងម៉ោងបើក ព្រមទាំងប្រយោគខ្លីៗពីរបីអំពីភាពពិសេសនៃអាជីវកម្មរបស់អ្នក។ បើមិនទាន់មានរូបថតល្អទេ យើងនឹងផ្ដល់គន្លឹះងាយៗសម្រាប់ថតរូបឱ្យស្អាតដោយទូរសព្ទរបស់អ្នក។',
      },
    },
    {
      id: 'khmer-and-english',
      question: {
        en: 'Will my website be in Khmer and English?',
        km: 'តើគេហទំព័ររបស់ខ្ញុំនឹងមានទាំងភាសាខ្មែរ និងអង់គ្លេសដែរឬទេ?',
      },
      answer: {
        en: 'Yes, every package includes both languages, and visitors switch with one tap. Our team writes and checks both versions. If you also need another language, such as Chinese or French, ask us for a quote.',
        km: 'មាន។ គ្រប់កញ្ចប់មានទាំងពីរភាសា ហើយអ្នកចូលមើលអាចប្ដូរភាសាបានដោយចុចតែម្ដង។ ក្រុមការងាររបស់យើងសរសេរ និងពិនិត្យទាំងពីរភាសា។ ប្រសិនបើអ្នកត្រូវការភាសាផ្សេងទៀត ដូចជាភាសាចិន ឬបារាំង សូមស្នើសុំតម្លៃពីយើង។',
      },
    },
    {
      id: 'who-owns-the-website',
      question: {
        en: 'Who owns the website and the domain name?',
        km: 'តើនរណាជាម្ចាស់គេហទំព័រ និងឈ្មោះដែន?',
      },
      answer: {
        en: 'You do. The domain name is registered in your name, and the texts, photos and design we make for you are yours. If you ever decide to move to another provider, we hand over everything you need.',
        km: 'អ្នកជាម្ចាស់។ ឈ្មោះដែន (domain) ត្រូវបានចុះបញ្ជីក្នុងនាមរបស់អ្នក ហើយអត្ថបទ រូបថត និងការរចនាដែលយើងធ្វើសម្រាប់អ្នក ជាកម្មសិទ្ធិរបស់អ្នក។ ប្រសិនបើថ្ងៃណាមួយអ្នកសម្រេចចិត្តប្ដូរទៅអ្នកផ្ដល់សេវាផ្សេង យើងនឹងប្រគល់អ្វីៗទាំងអស់ដែលអ្នកត្រូវការ។',
      },
    },
    {
      id: 'hosting-and-domain',
      question: {
        en: 'Are hosting and the domain name included in the price?',
        km: 'តើតម្លៃកញ្ចប់រួមបញ្ចូលសេវាផ្ទុកគេហទំព័រ (hosting) និងឈ្មោះដែនដែរឬទេ?',
      },
      answer: {
        en: 'The package price covers designing and building your site and the support period. The domain name and hosting are yearly fees paid to the provider, in your name. We help you choose and set them up, and we tell you the exact yearly cost before you decide.',
        km: 'តម្លៃកញ្ចប់គ្របដណ្ដប់លើការរចនា និងការបង្កើតគេហទំព័ររបស់អ្នក ព្រមទាំងរយៈពេលគាំទ្រ។ ឈ្មោះដែន និងសេវាផ្ទុកគេហទំព័រ (hosting) ជាថ្លៃប្រចាំឆ្នាំដែលបង់ទៅអ្នកផ្ដល់សេវា ក្នុងនាមរបស់អ្នក។ យើងជួយអ្នកជ្រើសរើស និងរៀបចំវា ហើយប្រាប់អ្នកពីថ្លៃប្រចាំឆ្នាំពិតប្រាកដ មុនពេលអ្នកសម្រេចចិត្ត។',
      },
    },
    {
      id: 'mobile-friendly',
      question: {
        en: 'Will my website work well on phones?',
        km: 'តើគេហទំព័ររបស់ខ្ញុំនឹងដំណើរការល្អលើទូរសព្ទដែរឬទេ?',
      },
      answer: {
        en: 'Yes. We design for phones first, because most travellers search and book on their phones. Pages stay light so they load quickly, even on a slow mobile connection.',
        km: 'ដំណើរការល្អ។ យើងរចនាសម្រាប់ទូរសព្ទជាចម្បង ព្រោះភ្ញៀវទេសចរភាគច្រើនស្វែងរក និងកក់តាមទូរសព្ទ។ ទំព័រនានាត្រូវបានរៀបចំឱ្យស្រាល ដើម្បីឱ្យបើកបានលឿន ទោះបីអ៊ីនធឺណិតតាមទូរសព្ទយឺតក៏ដោយ។',
      },
    },
    {
      id: 'booking-engines-and-otas',
      question: {
        en: 'Can my website work with Booking.com, Agoda or my booking engine?',
        km: 'តើគេហទំព័ររបស់ខ្ញុំអាចភ្ជាប់ជាមួយ Booking.com, Agoda ឬប្រព័ន្ធកក់របស់ខ្ញុំបានទេ?',
      },
      answer: {
        en: 'Yes. If you use a booking engine or channel manager, we can add its booking button or calendar to your site. We can also link to your pages on Booking.com, Agoda, Airbnb or TripAdvisor and show your reviews. Every guest who books directly on your own website saves you the commission.',
        km: 'បាន។ ប្រសិនបើអ្នកប្រើប្រព័ន្ធកក់ (booking engine) ឬ channel manager យើងអាចដាក់ប៊ូតុងកក់ ឬប្រតិទិនកក់របស់វានៅលើគេហទំព័ររបស់អ្នក។ យើងក៏អាចភ្ជាប់តំណទៅទំព័ររបស់អ្នកលើ Booking.com, Agoda, Airbnb ឬ TripAdvisor និងបង្ហាញមតិវាយតម្លៃរបស់អ្នកផងដែរ។ រាល់ភ្ញៀវដែលកក់ដោយផ្ទាល់តាមគេហទំព័ររបស់អ្នក ជួយឱ្យអ្នកសន្សំកម្រៃជើងសារ។',
      },
    },
    {
      id: 'online-payments-aba-khqr',
      question: {
        en: 'Can guests pay online, for example with ABA or KHQR?',
        km: 'តើភ្ញៀវអាចទូទាត់តាមអនឡាញបានទេ ឧទាហរណ៍តាម ABA ឬ KHQR?',
      },
      answer: {
        en: 'It depends on what your bank offers your business. The simplest option is to show your KHQR code or a payment link on your booking page. For full online payments by card or KHQR you need a merchant account from your bank, such as ABA PayWay; the bank approves it and sets its fees. We do the technical set-up: it is part of the Enterprise package, and for the other packages we tell you the cost before we start.',
        km: 'វាអាស្រ័យលើសេវាដែលធនាគាររបស់អ្នកផ្ដល់ជូនអាជីវកម្មរបស់អ្នក។ ជម្រើសសាមញ្ញបំផុតគឺបង្ហាញកូដ KHQR ឬតំណទូទាត់របស់អ្នកនៅលើទំព័រកក់។ ចំពោះការទូទាត់តាមអនឡាញពេញលេញដោយប័ណ្ណធនាគារ ឬ KHQR អ្នកត្រូវមានគណនីអាជីវករ (merchant account) ពីធនាគាររបស់អ្នក ដូចជា ABA PayWay ដែលធនាគារជាអ្នកអនុម័ត និងកំណត់ថ្លៃសេវា។ យើងទទួលបន្ទុករៀបចំផ្នែកបច្ចេកទេស៖ ការងារនេះមាននៅក្នុងកញ្ចប់ Enterprise ហើយសម្រាប់កញ្ចប់ផ្សេងទៀត យើងនឹងប្រាប់អ្នកពីតម្លៃ មុនពេលចាប់ផ្ដើម។',
      },
    },
    {
      id: 'update-it-myself',
      question: {
        en: 'Can I update the website myself?',
        km: 'តើខ្ញុំអាចកែប្រែគេហទំព័រដោយខ្លួនឯងបានទេ?',
      },
      answer: {
        en: 'Yes. We can set up simple editing so that you can change prices, photos and opening hours from your phone or computer, and we show you how. If you prefer, send us your changes during the support period and we make them for you.',
        km: 'បាន។ យើងអាចរៀបចំមុខងារកែប្រែងាយៗ ដើម្បីឱ្យអ្នកអាចប្ដូរតម្លៃ រូបថត និងម៉ោងបើក ពីទូរសព្ទ ឬកុំព្យូទ័ររបស់អ្នក ហើយយើងបង្ហាញអ្នកពីរបៀបធ្វើ។ ប្រសិនបើអ្នកចង់ សូមផ្ញើការកែប្រែរបស់អ្នកមកយើងក្នុងរយៈពេលគាំទ្រ ហើយយើងនឹងធ្វើជូនអ្នក។',
      },
    },
    {
      id: 'what-support-includes',
      question: {
        en: 'What does the support period include?',
        km: 'តើរយៈពេលគាំទ្ររួមមានអ្វីខ្លះ?',
      },
      answer: {
        en: 'During support (1, 3 or 6 months, depending on your package) we monitor your site 24/7, check it every day, apply updates every week, usually fix problems within hours and make the small text and photo changes you ask for.',
        km: 'ក្នុងរយៈពេលគាំទ្រ (1, 3 ឬ 6 ខែ អាស្រ័យលើកញ្ចប់របស់អ្នក) យើងតាមដានគេហទំព័ររបស់អ្នក 24/7 ពិនិត្យវារៀងរាល់ថ្ងៃ ធ្វើបច្ចុប្បន្នភាពរៀងរាល់សប្ដាហ៍ ជាធម្មតាជួសជុលបញ្ហាក្នុងរយៈពេលតែប៉ុន្មានម៉ោង និងកែប្រែអត្ថបទ ឬរូបថតតូចៗតាមការស្នើសុំរបស់អ្នក។',
      },
    },
    {
      id: 'after-the-support-period',
      question: {
        en: 'What happens when the support period ends?',
        km: 'តើមានអ្វីកើតឡើង នៅពេលរយៈពេលគាំទ្របានបញ្ចប់?',
      },
      answer: {
        en: 'Your website keeps working: it is yours. You can continue with our website maintenance service, order changes when you need them at a price agreed beforehand, or look after the site yourself. We remind you before your support period ends, so you can choose calmly.',
        km: 'គេហទំព័ររបស់អ្នកនៅតែដំណើរការធម្មតា ព្រោះវាជាកម្មសិទ្ធិរបស់អ្នក។ អ្នកអាចបន្តប្រើសេវាកម្មថែទាំគេហទំព័ររបស់យើង ស្នើសុំការកែប្រែនៅពេលត្រូវការ តាមតម្លៃដែលបានព្រមព្រៀងគ្នាជាមុន ឬថែទាំគេហទំព័រដោយខ្លួនឯង។ យើងនឹងរំលឹកអ្នកមុនពេលរយៈពេលគាំទ្របញ្ចប់ ដើម្បីឱ្យអ្នកមានពេលគ្រប់គ្រាន់ក្នុងការសម្រេចចិត្ត។',
      },
    },
    {
      id: 'improve-existing-website',
      question: {
        en: 'I already have a website. Can you improve or redesign it?',
        km: 'ខ្ញុំមានគេហទំព័ររួចហើយ។ តើអ្នកអាចកែលម្អ ឬរចនាវាឡើងវិញបានទេ?',
      },
      answer: {
        en: 'Yes. In a free consultation we review your current site. Then we either improve it or rebuild it with one of our packages, keeping your domain name and the content that already works well.',
        km: 'បាន។ ក្នុងការពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ យើងពិនិត្យគេហទំព័របច្ចុប្បន្នរបស់អ្នក។ បន្ទាប់មក យើងកែលម្អវា ឬបង្កើតវាឡើងវិញតាមកញ្ចប់ណាមួយរបស់យើង ដោយរក្សាឈ្មោះដែន និងខ្លឹមសារដែលមានប្រសិទ្ធភាពស្រាប់។',
      },
    },
    {
      id: 'ai-chat-and-automation',
      question: {
        en: 'Can you add an AI chat assistant or automation to my website?',
        km: 'តើអ្នកអាចបន្ថែមជំនួយការជជែក AI ឬស្វ័យប្រវត្តិកម្ម ទៅលើគេហទំព័ររបស់ខ្ញុំបានទេ?',
      },
      answer: {
        en: 'Yes. An AI chat assistant can answer common questions about prices, opening hours or directions in English and Khmer at any hour. Simple automations can send booking confirmations or pass new inquiries to your Telegram. Both are part of the Enterprise package and can be added to the other packages on request.',
        km: 'បាន។ ជំនួយការជជែក AI អាចឆ្លើយសំណួរទូទៅអំពីតម្លៃ ម៉ោងបើក ឬផ្លូវធ្វើដំណើរ ជាភាសាអង់គ្លេស និងខ្មែរ គ្រប់ពេលវេលា។ ស្វ័យប្រវត្តិកម្មសាមញ្ញៗអាចផ្ញើការបញ្ជាក់ការកក់ ឬបញ្ជូនការសាកសួរថ្មីៗទៅកាន់ Telegram របស់អ្នក។ មុខងារទាំងពីរនេះមាននៅក្នុងកញ្ចប់ Enterprise ហើយអាចបន្ថែមទៅកញ្ចប់ផ្សេងទៀតតាមការស្នើសុំ។',
      },
    },
  ],
};
