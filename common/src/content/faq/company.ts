import { SITE } from '../../site.js';
import type { Localized } from '../../languages.js';
import type { FaqSection } from '../types.js';

const street = SITE.address.street;
const city = SITE.address.city;

/** "Where is your office…?" with the office's address as it is now (Settings: faqAnswer). */
export const officeAnswer = (address: Localized): Localized => ({
  en: `Our office is at ${address.en}. You are welcome to visit Monday to Friday, 9:00 AM to 5:00 PM; please book a time first so that the right person is there for you. With clients in other provinces we meet online or by phone.`,
  km: `ការិយាល័យរបស់យើងស្ថិតនៅ ${address.km}។ យើងរីករាយស្វាគមន៍អ្នកមកជួបនៅការិយាល័យ ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច។ សូមកក់ពេលជាមុន ដើម្បីឱ្យបុគ្គលិកដែលពាក់ព័ន្ធអាចរង់ចាំជួបអ្នក។ សម្រាប់អតិថិជននៅខេត្តផ្សេងទៀត យើងជួបគ្នាតាមអនឡាញ ឬតាមទូរសព្ទ។`,
});

/** "How can I contact you?" with the phone number and e-mail address as they are now (Settings: faqAnswer). */
export const contactAnswer = (phone: string, email: string): Localized => ({
  en: `Book a consultation, use the contact form at the bottom of any page, call us on ${phone} or write to ${email}. Our AI chat assistant answers simple questions at any hour; our team replies Monday to Friday, 9:00 AM to 5:00 PM.`,
  km: `អ្នកអាចកក់ពេលពិគ្រោះយោបល់ ប្រើទម្រង់ទំនាក់ទំនងនៅខាងក្រោមទំព័រណាមួយ ទូរសព្ទមកលេខ ${phone} ឬផ្ញើអ៊ីមែលមក ${email}។ ជំនួយការជជែក AI របស់យើងឆ្លើយសំណួរសាមញ្ញៗគ្រប់ពេលវេលា ចំណែកក្រុមការងាររបស់យើងឆ្លើយតបពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច។`,
});
export const FAQ_COMPANY: FaqSection = {
  id: 'about-the-company',
  title: { en: 'About the company', km: 'អំពីក្រុមហ៊ុន' },
  items: [
    {
      id: 'who-is-angkor-digital',
      question: { en: 'Who is Angkor Digital?', km: 'តើ Angkor Digital ជានរណា?' },
      answer: {
        en: 'We are a small digital agency based in Siem Reap. We build websites and look after SEO, digital marketing, brand management, website maintenance and social media for small and medium businesses, most of them in tourism, in Siem Reap and across Cambodia.',
        km: 'យើងជាភ្នាក់ងារឌីជីថលខ្នាតតូចមួយ ដែលមានមូលដ្ឋាននៅសៀមរាប។ យើងបង្កើតគេហទំព័រ និងផ្ដល់សេវាកម្ម SEO ការធ្វើទីផ្សារឌីជីថល ការគ្រប់គ្រងម៉ាកយីហោ ការថែទាំគេហទំព័រ និងការគ្រប់គ្រងបណ្ដាញសង្គម ជូនអាជីវកម្មខ្នាតតូច និងមធ្យម ដែលភាគច្រើនជាអាជីវកម្មទេសចរណ៍ នៅសៀមរាប និងទូទាំងប្រទេសកម្ពុជា។',
      },
    },
    {
      id: 'where-is-your-office',
      question: {
        en: 'Where is your office, and can we meet in person?',
        km: 'តើការិយាល័យរបស់អ្នកនៅឯណា ហើយតើយើងអាចជួបគ្នាផ្ទាល់បានទេ?',
      },
      // The address on one line as Settings hold it (what the page shows until admins change it).
      answer: officeAnswer({
        en: [street.en, city.en, SITE.address.country.en].join(', '),
        km: [street.km, city.km, SITE.address.country.km].join(', '),
      }),
    },
    {
      id: 'which-businesses',
      question: {
        en: 'What kind of businesses do you work with?',
        km: 'តើអ្នកធ្វើការជាមួយអាជីវកម្មប្រភេទណាខ្លះ?',
      },
      answer: {
        en: 'Mostly tourism businesses: guesthouses, boutique hotels, tour operators, tuk-tuk drivers, restaurants, cafés, spas and craft shops. We also work with other small businesses that want more customers online.',
        km: 'ភាគច្រើនជាអាជីវកម្មទេសចរណ៍៖ ផ្ទះសំណាក់ សណ្ឋាគារខ្នាតតូច ក្រុមហ៊ុនទេសចរណ៍ អ្នករត់រ៉ឺម៉ក ភោជនីយដ្ឋាន ហាងកាហ្វេ ស្ប៉ា និងហាងសិប្បកម្ម។ យើងក៏ធ្វើការជាមួយអាជីវកម្មខ្នាតតូចផ្សេងទៀត ដែលចង់បានអតិថិជនច្រើនជាងមុនតាមអនឡាញផងដែរ។',
      },
    },
    {
      id: 'outside-siem-reap',
      question: {
        en: 'Do you work with businesses outside Siem Reap?',
        km: 'តើអ្នកធ្វើការជាមួយអាជីវកម្មនៅក្រៅខេត្តសៀមរាបដែរឬទេ?',
      },
      answer: {
        en: 'Yes. We work with clients in Phnom Penh, Battambang, Kampot, Sihanoukville and elsewhere in Cambodia. Most of the work happens online, and we keep in touch by phone, Telegram or WhatsApp.',
        km: 'ពិតណាស់។ យើងធ្វើការជាមួយអតិថិជននៅភ្នំពេញ បាត់ដំបង កំពត ព្រះសីហនុ និងកន្លែងផ្សេងទៀតទូទាំងប្រទេសកម្ពុជា។ ការងារភាគច្រើនធ្វើតាមអនឡាញ ហើយយើងរក្សាទំនាក់ទំនងតាមទូរសព្ទ Telegram ឬ WhatsApp។',
      },
    },
    {
      id: 'which-languages',
      question: { en: 'Which languages do you work in?', km: 'តើអ្នកធ្វើការជាភាសាអ្វីខ្លះ?' },
      answer: {
        en: 'Our team speaks Khmer and English. We can talk with you in either language, and your website, posts and reports can be in Khmer, English or both.',
        km: 'ក្រុមការងាររបស់យើងនិយាយភាសាខ្មែរ និងអង់គ្លេស។ យើងអាចពិភាក្សាជាមួយអ្នកជាភាសាណាមួយក៏បាន ហើយគេហទំព័រ ការបង្ហោះ និងរបាយការណ៍របស់អ្នក អាចជាភាសាខ្មែរ អង់គ្លេស ឬទាំងពីរភាសា។',
      },
    },
    {
      id: 'how-do-you-use-ai',
      question: { en: 'How do you use AI in your work?', km: 'តើអ្នកប្រើ AI ក្នុងការងាររបស់អ្នកយ៉ាងដូចម្ដេច?' },
      answer: {
        en: 'AI helps with routine work: first layouts, first drafts of texts, image preparation and reports. People on our team then review, rewrite and approve everything before it is published, in both languages. That is how we deliver websites in 3 to 7 days without cutting corners.',
        km: 'AI ជួយការងារដដែលៗ ដូចជាប្លង់ដំបូង សេចក្ដីព្រាងអត្ថបទដំបូង ការរៀបចំរូបភាព និងរបាយការណ៍។ បន្ទាប់មក ក្រុមការងាររបស់យើងពិនិត្យ សរសេរឡើងវិញ និងអនុម័តគ្រប់យ៉ាងជាភាសាទាំងពីរ មុននឹងផ្សព្វផ្សាយ។ នេះហើយជាមូលហេតុដែលយើងអាចប្រគល់គេហទំព័រក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ ដោយមិនប៉ះពាល់ដល់គុណភាព។',
      },
    },
    {
      id: 'is-the-consultation-free',
      question: { en: 'Is the first consultation free?', km: 'តើការពិគ្រោះយោបល់លើកដំបូងគិតថ្លៃដែរឬទេ?' },
      answer: {
        en: 'Yes. Book a time on our booking page, Monday to Friday between 9:00 AM and 5:00 PM, for 30 minutes up to 2 hours. We listen, look at what you have today and suggest next steps. There is no obligation to buy anything.',
        km: 'មិនគិតថ្លៃទេ។ សូមកក់ពេលនៅលើទំព័រកក់របស់យើង ពីថ្ងៃច័ន្ទ ដល់ថ្ងៃសុក្រ ចន្លោះម៉ោង 9:00 ព្រឹក ដល់ 5:00 ល្ងាច ក្នុងរយៈពេលពី 30 នាទី ដល់ 2 ម៉ោង។ យើងស្ដាប់អ្នក ពិនិត្យមើលអ្វីដែលអ្នកមានបច្ចុប្បន្ន និងណែនាំជំហានបន្ទាប់។ អ្នកមិនមានកាតព្វកិច្ចត្រូវទិញអ្វីនោះទេ។',
      },
    },
    {
      id: 'after-booking',
      question: {
        en: 'What happens after I book a consultation?',
        km: 'តើមានអ្វីកើតឡើង បន្ទាប់ពីខ្ញុំកក់ពេលពិគ្រោះយោបល់?',
      },
      answer: {
        en: 'We confirm the time with you. At the appointment we talk about your business, your guests and your goals. Afterwards we send you a short written proposal with a fixed price, so you can decide in your own time.',
        km: 'យើងនឹងបញ្ជាក់ពេលវេលាជាមួយអ្នក។ នៅពេលជួបគ្នា យើងពិភាក្សាអំពីអាជីវកម្ម ភ្ញៀវ និងគោលដៅរបស់អ្នក។ បន្ទាប់មក យើងផ្ញើសំណើជាលាយលក្ខណ៍អក្សរខ្លីមួយ ដែលមានតម្លៃថេរ ដើម្បីឱ្យអ្នកអាចពិចារណា និងសម្រេចចិត្តដោយមិនប្រញាប់ប្រញាល់។',
      },
    },
    {
      id: 'how-do-i-pay',
      question: { en: 'How do I pay?', km: 'តើខ្ញុំត្រូវទូទាត់ដោយរបៀបណា?' },
      answer: {
        en: 'Our website packages are paid once, in US dollars, at checkout after you choose one on our pricing page: by KHQR with any Cambodian banking app (ABA, ACLEDA, Wing, Bakong…), or by bank card, ABA PAY, Alipay or WeChat Pay. For other services and custom projects, we agree the price and the way you pay in writing before any work starts.',
        km: 'កញ្ចប់គេហទំព័ររបស់យើង បង់តែម្ដងគត់ជាប្រាក់ដុល្លារអាមេរិក នៅពេលទូទាត់ បន្ទាប់ពីអ្នកជ្រើសរើសកញ្ចប់នៅលើទំព័រតម្លៃ៖ តាម KHQR ជាមួយកម្មវិធីធនាគារណាមួយនៅកម្ពុជា (ABA, ACLEDA, Wing, Bakong…) ឬតាមប័ណ្ណធនាគារ ABA PAY, Alipay ឬ WeChat Pay។ សម្រាប់សេវាកម្មផ្សេងទៀត និងគម្រោងតាមតម្រូវការ យើងព្រមព្រៀងគ្នាលើតម្លៃ និងវិធីទូទាត់ជាលាយលក្ខណ៍អក្សរ មុនពេលចាប់ផ្ដើមការងារ។',
      },
    },
    {
      id: 'how-to-contact-us',
      question: { en: 'How can I contact you?', km: 'តើខ្ញុំអាចទាក់ទងអ្នកតាមរបៀបណា?' },
      answer: contactAnswer(SITE.phone, SITE.email),
    },
  ],
};
