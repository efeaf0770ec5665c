import { SITE } from '../site.js';
import type { FreeListingContent } from './types.js';

/** The /free-listing page (SPEC §2). Directory URLs come from SITE.directories. */
export const FREE_LISTING: FreeListingContent = {
  title: { en: 'List your business for free', km: 'ចុះបញ្ជីអាជីវកម្មរបស់អ្នកដោយឥតគិតថ្លៃ' },
  intro: {
    en: 'Add your business to the online business directories of Siem Reap and Phnom Penh. Travellers and local customers use them to find places to stay, eat, shop and explore, and your listing costs nothing.',
    km: 'បន្ថែមអាជីវកម្មរបស់អ្នកទៅក្នុងបញ្ជីឈ្មោះអាជីវកម្មតាមអនឡាញ នៃខេត្តសៀមរាប និងរាជធានីភ្នំពេញ។ ភ្ញៀវទេសចរ និងអតិថិជនក្នុងស្រុក ប្រើបញ្ជីទាំងនេះដើម្បីស្វែងរកកន្លែងស្នាក់នៅ កន្លែងញ៉ាំអាហារ កន្លែងទិញទំនិញ និងកន្លែងកម្សាន្ត ហើយការចុះបញ្ជីរបស់អ្នកមិនគិតថ្លៃអ្វីទាំងអស់។',
  },
  directories: [
    {
      id: 'siem-reap',
      url: SITE.directories.siemReap,
      title: { en: 'Siem Reap Directory', km: 'បញ្ជីឈ្មោះអាជីវកម្មខេត្តសៀមរាប' },
      text: {
        en: 'For guesthouses, hotels, tours, restaurants, spas and shops in and around Siem Reap.',
        km: 'សម្រាប់ផ្ទះសំណាក់ សណ្ឋាគារ ដំណើរកម្សាន្ត ភោជនីយដ្ឋាន ស្ប៉ា និងហាងនានា នៅក្នុង និងជុំវិញក្រុងសៀមរាប។',
      },
      features: [
        { en: 'Free listing for your business', km: 'ចុះបញ្ជីអាជីវកម្មរបស់អ្នកដោយឥតគិតថ្លៃ' },
        {
          en: 'Your address, phone number and opening hours',
          km: 'អាសយដ្ឋាន លេខទូរសព្ទ និងម៉ោងបើករបស់អ្នក',
        },
        { en: 'Photos and a short description', km: 'រូបថត និងការពិពណ៌នាខ្លី' },
        {
          en: 'Links to your website, Facebook and Google Maps',
          km: 'តំណភ្ជាប់ទៅគេហទំព័រ Facebook និង Google Maps របស់អ្នក',
        },
      ],
      button: { en: 'Open the Siem Reap Directory', km: 'បើកបញ្ជីឈ្មោះអាជីវកម្មខេត្តសៀមរាប' },
    },
    {
      id: 'phnom-penh',
      url: SITE.directories.phnomPenh,
      title: { en: 'Phnom Penh Directory', km: 'បញ្ជីឈ្មោះអាជីវកម្មរាជធានីភ្នំពេញ' },
      text: {
        en: 'For hotels, restaurants, cafés, shops and services across Phnom Penh.',
        km: 'សម្រាប់សណ្ឋាគារ ភោជនីយដ្ឋាន ហាងកាហ្វេ ហាងលក់ទំនិញ និងសេវាកម្មនានា ទូទាំងរាជធានីភ្នំពេញ។',
      },
      features: [
        { en: 'Free listing for your business', km: 'ចុះបញ្ជីអាជីវកម្មរបស់អ្នកដោយឥតគិតថ្លៃ' },
        { en: 'Easy to find by category and area', km: 'ងាយរកឃើញតាមប្រភេទអាជីវកម្ម និងតំបន់' },
        { en: 'Details in English and Khmer', km: 'ព័ត៌មានជាភាសាអង់គ្លេស និងខ្មែរ' },
        {
          en: 'Customers can call or message you in one tap',
          km: 'អតិថិជនអាចទូរសព្ទ ឬផ្ញើសារមកអ្នកដោយចុចតែម្ដង',
        },
      ],
      button: { en: 'Open the Phnom Penh Directory', km: 'បើកបញ្ជីឈ្មោះអាជីវកម្មរាជធានីភ្នំពេញ' },
    },
  ],
  opensInNewTab: { en: '(opens in a new tab)', km: '(បើកក្នុងផ្ទាំងថ្មី)' },
  whyList: {
    title: { en: 'Why list your business?', km: 'ហេតុអ្វីគួរចុះបញ្ជីអាជីវកម្មរបស់អ្នក?' },
    points: [
      {
        id: 'visibility',
        icon: 'eye',
        title: { en: 'Be seen', km: 'បង្កើនភាពលេចធ្លោ' },
        text: {
          en: 'One more place where travellers and locals can find you, and one more link that helps search engines and AI assistants know your business.',
          km: 'កន្លែងមួយទៀតដែលភ្ញៀវទេសចរ និងអ្នកក្នុងស្រុកអាចរកឃើញអ្នក និងតំណភ្ជាប់មួយទៀតដែលជួយឱ្យម៉ាស៊ីនស្វែងរក និងជំនួយការ AI ស្គាល់អាជីវកម្មរបស់អ្នក។',
        },
      },
      {
        id: 'trust',
        icon: 'shield',
        title: { en: 'Build trust', km: 'កសាងភាពជឿទុកចិត្ត' },
        text: {
          en: 'Correct, up-to-date details in a local directory show customers that your business is real and easy to reach.',
          km: 'ព័ត៌មានត្រឹមត្រូវ និងទាន់សម័យ នៅក្នុងបញ្ជីឈ្មោះអាជីវកម្មក្នុងស្រុក បង្ហាញអតិថិជនថា អាជីវកម្មរបស់អ្នកពិតជាមានមែន និងងាយទាក់ទង។',
        },
      },
      {
        id: 'free',
        icon: 'gift',
        title: { en: 'Completely free', km: 'ឥតគិតថ្លៃទាំងស្រុង' },
        text: {
          en: 'No fee and no obligation to buy anything from us. We simply want more Cambodian businesses to be found online.',
          km: 'មិនគិតថ្លៃ និងគ្មានកាតព្វកិច្ចត្រូវទិញអ្វីពីយើងឡើយ។ យើងគ្រាន់តែចង់ឱ្យអាជីវកម្មកម្ពុជាកាន់តែច្រើន ត្រូវបានគេរកឃើញតាមអនឡាញ។',
        },
      },
    ],
  },
};
