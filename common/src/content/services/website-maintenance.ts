import { BOOKING_LINK, HOME_LINK } from '../links.js';
import type { ServiceContent } from '../types.js';
import { SERVICE_NAMES } from './names.js';

export const WEBSITE_MAINTENANCE: ServiceContent = {
  slug: 'website-maintenance',
  name: SERVICE_NAMES['website-maintenance'],
  shortDescription: {
    en: '24/7 automatic monitoring, daily checks by our team, weekly updates and fixes usually within hours, so your website stays fast and secure.',
    km: 'ការតាមដានស្វ័យប្រវត្តិ 24/7 ការត្រួតពិនិត្យប្រចាំថ្ងៃដោយក្រុមការងាររបស់យើង ការធ្វើបច្ចុប្បន្នភាពប្រចាំសប្ដាហ៍ និងការជួសជុលដែលជាធម្មតារួចរាល់ក្នុងរយៈពេលតែប៉ុន្មានម៉ោង ដើម្បីឱ្យគេហទំព័ររបស់អ្នកដំណើរការលឿន និងមានសុវត្ថិភាព។',
  },
  keyFeatures: [
    { en: '24/7 automatic monitoring', km: 'ការតាមដានស្វ័យប្រវត្តិ 24/7' },
    {
      en: 'Daily checks and weekly updates',
      km: 'ការត្រួតពិនិត្យប្រចាំថ្ងៃ និងការធ្វើបច្ចុប្បន្នភាពប្រចាំសប្ដាហ៍',
    },
    { en: 'Fixes usually within hours', km: 'ការជួសជុលដែលជាធម្មតារួចរាល់ក្នុងរយៈពេលតែប៉ុន្មានម៉ោង' },
    { en: 'Backups and security updates', km: 'ការបម្រុងទុកទិន្នន័យ និងការធ្វើបច្ចុប្បន្នភាពផ្នែកសុវត្ថិភាព' },
  ],
  hero: {
    title: { en: 'Your website, looked after every day', km: 'គេហទំព័ររបស់អ្នក ទទួលបានការថែទាំជារៀងរាល់ថ្ងៃ' },
    text: {
      en: 'A website is not finished on launch day. Prices change, seasons change and software needs updates. We monitor your site 24/7, check it every day, update it every week and usually fix problems within hours, so you can focus on your guests.',
      km: 'គេហទំព័រមិនមែនបញ្ចប់ត្រឹមថ្ងៃដាក់ឱ្យដំណើរការនោះទេ។ តម្លៃប្រែប្រួល រដូវកាលផ្លាស់ប្ដូរ ហើយកម្មវិធីក៏ត្រូវការធ្វើបច្ចុប្បន្នភាពដែរ។ យើងតាមដានគេហទំព័ររបស់អ្នក 24/7 ពិនិត្យវារៀងរាល់ថ្ងៃ ធ្វើបច្ចុប្បន្នភាពរៀងរាល់សប្ដាហ៍ ហើយជាធម្មតាជួសជុលបញ្ហាក្នុងរយៈពេលតែប៉ុន្មានម៉ោង ដើម្បីឱ្យអ្នកអាចផ្ដោតលើការបម្រើភ្ញៀវរបស់អ្នក។',
    },
  },
  cardsTitle: { en: 'What maintenance covers', km: 'អ្វីខ្លះដែលការថែទាំគ្របដណ្ដប់' },
  cards: [
    {
      id: 'monitoring',
      icon: 'activity',
      title: { en: '24/7 monitoring', km: 'ការតាមដាន 24/7' },
      text: {
        en: 'Automatic checks run around the clock. If your site goes down, we are alerted at once, not when a guest complains.',
        km: 'ការតាមដានស្វ័យប្រវត្តិដំណើរការពេញមួយថ្ងៃមួយយប់។ ប្រសិនបើគេហទំព័ររបស់អ្នកគាំង យើងទទួលបានការជូនដំណឹងភ្លាមៗ មិនមែនរង់ចាំដល់ភ្ញៀវត្អូញត្អែរនោះទេ។',
      },
    },
    {
      id: 'daily-checks',
      icon: 'check',
      title: { en: 'Daily checks', km: 'ការត្រួតពិនិត្យប្រចាំថ្ងៃ' },
      text: {
        en: 'Every day our team checks that your pages load, your forms send and your booking links work.',
        km: 'រៀងរាល់ថ្ងៃ ក្រុមការងាររបស់យើងពិនិត្យមើលថា ទំព័ររបស់អ្នកបើកបាន ទម្រង់ផ្ញើបាន និងតំណកក់ដំណើរការត្រឹមត្រូវ។',
      },
    },
    {
      id: 'weekly-updates',
      icon: 'refresh',
      title: { en: 'Weekly updates', km: 'ការធ្វើបច្ចុប្បន្នភាពប្រចាំសប្ដាហ៍' },
      text: {
        en: 'Software and security updates every week, plus your small content changes: new prices, photos, menus or opening hours.',
        km: 'ការធ្វើបច្ចុប្បន្នភាពកម្មវិធី និងសុវត្ថិភាពរៀងរាល់សប្ដាហ៍ ព្រមទាំងការកែប្រែខ្លឹមសារតូចៗរបស់អ្នក៖ តម្លៃថ្មី រូបថត បញ្ជីមុខម្ហូប ឬម៉ោងបើក។',
      },
    },
    {
      id: 'fast-fixes',
      icon: 'wrench',
      title: { en: 'Fast fixes', km: 'ការជួសជុលរហ័ស' },
      text: {
        en: 'When something breaks, we usually fix it within hours. You send us a message; we take care of the rest.',
        km: 'នៅពេលមានអ្វីមួយខូច ជាធម្មតាយើងជួសជុលវាក្នុងរយៈពេលតែប៉ុន្មានម៉ោង។ អ្នកគ្រាន់តែផ្ញើសារមកយើង ហើយយើងនឹងទទួលបន្ទុកការងារដែលនៅសល់។',
      },
    },
    {
      id: 'backups-and-security',
      icon: 'shield',
      title: { en: 'Backups and security', km: 'ការបម្រុងទុកទិន្នន័យ និងសុវត្ថិភាព' },
      text: {
        en: "Regular backups, HTTPS and protection against common attacks, so your guests' details stay safe.",
        km: 'ការបម្រុងទុកទិន្នន័យជាប្រចាំ HTTPS និងការការពារពីការវាយប្រហារទូទៅ ដើម្បីឱ្យព័ត៌មានរបស់ភ្ញៀវអ្នកមានសុវត្ថិភាព។',
      },
    },
    {
      id: 'health-reports',
      icon: 'chart',
      title: { en: 'Speed and health reports', km: 'របាយការណ៍ល្បឿន និងស្ថានភាពគេហទំព័រ' },
      text: {
        en: 'A short monthly summary of uptime, speed and what we changed, so you always know the state of your site.',
        km: 'សេចក្ដីសង្ខេបខ្លីៗប្រចាំខែ អំពីរយៈពេលដំណើរការ ល្បឿន និងអ្វីដែលយើងបានកែប្រែ ដើម្បីឱ្យអ្នកដឹងពីស្ថានភាពគេហទំព័ររបស់អ្នកជានិច្ច។',
      },
    },
  ],
  cta: {
    title: { en: 'Stop worrying about your website', km: 'ឈប់ព្រួយបារម្ភអំពីគេហទំព័ររបស់អ្នក' },
    text: {
      en: "Whether we built your site or someone else did, book a free consultation: we'll check it and suggest a maintenance plan.",
      km: 'មិនថាគេហទំព័ររបស់អ្នកបង្កើតដោយយើង ឬដោយអ្នកផ្សេងនោះទេ សូមកក់ពេលពិគ្រោះយោបល់ដោយឥតគិតថ្លៃ៖ យើងនឹងពិនិត្យគេហទំព័រនោះ និងណែនាំផែនការថែទាំដែលសមស្រប។',
    },
    primary: BOOKING_LINK,
    secondary: HOME_LINK,
  },
};
