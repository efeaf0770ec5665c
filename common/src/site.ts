import type { Localized } from './languages.js';

/**
 * The agency's contact details, social links and directory URLs: the one place to change them.
 * PUBLIC_URL (the site's own address) is runtime configuration of the api, not listed here.
 */
export const SITE = {
  name: 'Angkor Digital',
  legalName: 'Angkor Digital Co., Ltd.',
  phone: '+855 12 345 678',
  phoneHref: 'tel:+85512345678',
  email: 'hello@angkordigital.com.kh',
  /** Chat with the team (the FAQ's "by phone, Telegram or WhatsApp"). */
  telegram: 'https://t.me/angkordigital',
  whatsapp: 'https://wa.me/85512345678',
  /** The site's own domain as printed on link-preview images (the live address is PUBLIC_URL). */
  domain: 'angkordigital.com.kh',
  address: {
    street: {
      en: 'No. 25, Sivatha Boulevard, Svay Dangkum',
      km: 'ផ្ទះលេខ 25 មហាវិថីសិវត្ថា សង្កាត់ស្វាយដង្គំ',
    } satisfies Localized,
    city: { en: 'Siem Reap', km: 'ក្រុងសៀមរាប' } satisfies Localized,
    country: { en: 'Cambodia', km: 'កម្ពុជា' } satisfies Localized,
    postalCode: '17252',
    countryCode: 'KH',
    /** WGS 84 position of the office on Sivatha Boulevard (structured data's GeoCoordinates). */
    geo: { latitude: 13.3553, longitude: 103.8553 },
    /** The office on a map (Google Maps' documented search URL at the coordinates above). */
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=13.3553%2C103.8553',
  },
  socialLinks: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/angkordigital' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/angkordigital' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/angkordigital' },
    { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@angkordigital' },
    { network: 'x', label: 'X', url: 'https://x.com/angkordigital' },
  ],
  directories: {
    siemReap: 'https://siemreap.directory',
    phnomPenh: 'https://phnompenh.directory',
  },
} as const;

export type SocialNetwork = (typeof SITE.socialLinks)[number]['network'];
