import type { HomeContent } from './types.js';

/** The home page (/): hero, free-listing promo, service overview, testimonials heading, QR code section. */
export const HOME: HomeContent = {
  hero: {
    title: {
      en: 'Websites and online marketing for tourism businesses in Cambodia',
      km: 'គេហទំព័រ និងការធ្វើទីផ្សារតាមអនឡាញ សម្រាប់អាជីវកម្មទេសចរណ៍នៅកម្ពុជា',
    },
    subtitle: {
      en: 'From our office in Siem Reap we help guesthouses, hotels, tour operators, restaurants, spas and shops get found and booked: bilingual websites ready in 3 to 7 days, SEO for Google and AI search, and social media that brings guests.',
      km: 'ពីការិយាល័យរបស់យើងនៅសៀមរាប យើងជួយផ្ទះសំណាក់ សណ្ឋាគារ ក្រុមហ៊ុនទេសចរណ៍ ភោជនីយដ្ឋាន ស្ប៉ា និងហាងនានា ឱ្យភ្ញៀវរកឃើញ និងកក់បាន៖ គេហទំព័រពីរភាសាដែលរួចរាល់ក្នុងរយៈពេល 3 ទៅ 7 ថ្ងៃ, SEO សម្រាប់ Google និងការស្វែងរកដោយ AI និងបណ្ដាញសង្គមដែលនាំភ្ញៀវមករកអ្នក។',
    },
    getStarted: { label: { en: 'Get Started', km: 'ចាប់ផ្ដើម' }, href: '/booking' },
    learnMore: { label: { en: 'Learn More', km: 'ស្វែងយល់បន្ថែម' }, href: '/services' },
    freeListing: {
      label: { en: 'Free Business Listing', km: 'ចុះបញ្ជីអាជីវកម្មដោយឥតគិតថ្លៃ' },
      href: '/free-listing',
    },
  },
  freeListingPromo: {
    title: {
      en: 'List your business for free',
      km: 'ចុះបញ្ជីអាជីវកម្មរបស់អ្នកដោយឥតគិតថ្លៃ',
    },
    text: {
      en: 'Add your business to the online business directories of Siem Reap and Phnom Penh. It costs nothing and helps visitors find your address, phone number and opening hours.',
      km: 'បន្ថែមអាជីវកម្មរបស់អ្នកទៅក្នុងបញ្ជីឈ្មោះអាជីវកម្មតាមអនឡាញ នៃខេត្តសៀមរាប និងរាជធានីភ្នំពេញ។ វាមិនគិតថ្លៃទេ ហើយជួយឱ្យភ្ញៀវរកឃើញអាសយដ្ឋាន លេខទូរសព្ទ និងម៉ោងបើករបស់អ្នក។',
    },
    button: { label: { en: 'Get listed for free', km: 'ចុះបញ្ជីដោយឥតគិតថ្លៃ' }, href: '/free-listing' },
  },
  servicesOverview: {
    title: { en: 'What we do', km: 'អ្វីដែលយើងធ្វើ' },
    intro: {
      en: 'Six services, one small team that knows tourism in Cambodia. Start with one and add more when you are ready.',
      km: 'សេវាកម្មទាំង 6 ពីក្រុមការងារតូចមួយ ដែលយល់ច្បាស់ពីវិស័យទេសចរណ៍នៅកម្ពុជា។ ចាប់ផ្ដើមពីសេវាកម្មមួយ ហើយបន្ថែមទៀតនៅពេលអ្នកត្រៀមខ្លួនរួច។',
    },
    learnMore: { en: 'Learn more', km: 'ស្វែងយល់បន្ថែម' },
  },
  testimonials: {
    title: { en: 'What our clients say', km: 'មតិរបស់អតិថិជនយើង' },
    intro: {
      en: 'Business owners in Siem Reap, in their own words.',
      km: 'ម្ចាស់អាជីវកម្មនៅសៀមរាប ចែករំលែកបទពិសោធន៍ផ្ទាល់របស់ពួកគេ។',
    },
  },
  qrCode: {
    title: { en: 'Scan to visit our website', km: 'ស្កេនដើម្បីចូលមើលគេហទំព័ររបស់យើង' },
    text: {
      en: "Point your phone's camera at the QR code to open our website, or share it with a friend who needs a website too.",
      km: 'បើកកាមេរ៉ាទូរសព្ទរបស់អ្នក ហើយតម្រង់ទៅលើកូដ QR នេះ ដើម្បីបើកគេហទំព័ររបស់យើង ឬចែករំលែកវាទៅមិត្តភក្តិដែលត្រូវការគេហទំព័រផងដែរ។',
    },
    alt: {
      en: 'QR code that opens the Angkor Digital website',
      km: 'កូដ QR សម្រាប់បើកគេហទំព័រ Angkor Digital',
    },
  },
};
