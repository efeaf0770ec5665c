/**
 * What visitors mean, whatever words they use: each concept ("@price", "@hours", …) with the ways
 * people say it in English (words or phrases, matched on word boundaries after spelling correction)
 * and in Khmer (matched inside the text, since Khmer runs words together; after the spelling
 * variants are unified, see text.ts). The knowledge entries name the concepts they answer
 * (knowledge.ts), so "how much", "rates?", "ថ្លៃប៉ុន្មាន" and "អស់លុយប៉ុន្មាន" all reach the prices.
 *
 * Tuned on the development questions (eval/dev.*.json) only, never on the held-out ones.
 * Longer phrases are matched first and consume their text, so "free of charge" is @free, not @price,
 * and "booking.com" is @ota, not @book.
 */
export interface Concept {
  en: readonly string[];
  km: readonly string[];
}

export const CONCEPTS: Record<string, Concept> = {
  '@free': {
    en: ['free', 'free of charge', 'no charge', 'for free', 'without paying'],
    km: ['ឥតគិតថ្លៃ', 'មិនគិតថ្លៃ', 'មិនគិតលុយ', 'ដោយឥតគិត', 'free', 'ហ្វ្រី'],
  },
  '@price': {
    en: [
      'price list',
      'price',
      'prices',
      'pricing',
      'cost',
      'costs',
      'how much',
      'charge',
      'rate',
      'rates',
      'fee',
      'fees',
      'quote',
      'expensive',
      'cheap',
      'cheapest',
      'budget',
      'afford',
      'tariff',
    ],
    km: ['បញ្ជីតម្លៃ', 'តម្លៃ', 'ថ្លៃ', 'ថវិកា', 'ប៉ុន្មានលុយ', 'អស់ប៉ុន្មាន', 'អស់លុយ', 'គិតលុយ', 'លុយប៉ុន្មាន', 'ថោក', 'price', 'តារាងតម្លៃ', 'ចំណាយប៉ុន្មាន', 'ចំណាយលុយ', 'អស់ប្រាក់ប៉ុន្មាន'],
  },
  '@package': {
    en: ['package', 'packages', 'plan', 'plans', 'tier', 'tiers', 'compare', 'difference between', 'difference', 'differences', 'vs', 'versus'],
    km: ['កញ្ចប់', 'package', 'ប្រៀបធៀប', 'ជ្រើសកញ្ចប់', 'កញ្ចប់ណា', 'ជ្រើសរើសកញ្ចប់', 'ខុសគ្នា', 'ខុសពីគ្នា', 'ប្រៀបធៀបកញ្ចប់'],
  },
  '@shop': {
    en: ["online shop", "online store", "e-commerce", "ecommerce", "webshop", "sell online", "custom", "custom quote", "custom project", "big project", "several locations", "many branches"],
    km: ["ហាងអនឡាញ", "លក់អនឡាញ", "លក់តាមអនឡាញ", "តាមតម្រូវការ", "គម្រោងធំ", "ច្រើនសាខា"],
  },
  '@starter': {
    en: [
      'starter',
      'basic',
      'cheapest',
      'cheaper',
      'lowest',
      'smallest',
      'smaller',
      'entry level',
      'small budget',
      'fewer pages',
    ],
    km: ['starter', 'ថវិកាតិច', 'ស្តាតធ័រ', 'ថោកជាងគេ', 'ថោកបំផុត', 'តូចជាងគេ', 'ថោកៗ', 'តូចបំផុត'],
  },
  '@professional': {
    en: ['professional', 'pro', 'most popular', 'popular', 'middle', '10 pages'],
    km: ['professional', 'pro', 'ពេញនិយម', '10 ទំព័រ'],
  },
  '@enterprise': {
    en: ['enterprise', 'biggest', 'most expensive', 'big package', 'largest', 'premium', 'unlimited'],
    km: ['enterprise', 'ថ្លៃជាងគេ', 'ថ្លៃបំផុត', 'ធំជាងគេ', 'កញ្ចប់ធំ', 'ធំបំផុត', 'មិនកំណត់'],
  },
  '@onetime': {
    en: ['one time', 'one-time', 'once', 'one off', 'monthly', 'every month', 'subscription', 'recurring'],
    km: ['តែម្ដង', 'ម្ដងគត់', 'ប្រចាំខែ', 'រៀងរាល់ខែ', 'រាល់ខែ', 'បង់ម្ដង'],
  },
  '@pay': {
    en: ['pay', 'paying', 'payment', 'payments', 'accept', 'method', 'methods', 'money', 'cash', 'separately', 'extra cost', 'extra fee', 'additional cost', 'installments', 'installment', 'instalments', 'pay later'],
    km: ['បង់ថ្លៃ', 'បង់', 'ទូទាត់', 'payment', 'ទទួល', 'លុយ', 'សាច់ប្រាក់', 'ដាច់ដោយឡែក', 'ដោយឡែក', 'បង់រំលស់', 'រំលស់'],
  },
  '@khqr': {
    en: ['khqr', 'aba', 'acleda', 'wing', 'bakong', 'qr', 'bank app', 'banking app', 'mobile banking', 'bank transfer'],
    km: ['khqr', 'aba', 'acleda', 'qr', 'បាគង', 'bakong', 'ស្កេន', 'wing', 'អេប៊ីអេ', 'ធនាគារ', 'អេស៊ីលីដា', 'អាស៊ីលីដា', 'វីង', 'បាកង'],
  },
  '@card': {
    en: ['card', 'cards', 'credit', 'debit', 'mastercard', 'stripe', 'visa card'],
    km: ['កាត', 'ប័ណ្ណ', 'card', 'mastercard', 'visa card'],
  },
  '@currency': {
    en: ['dollar', 'dollars', 'usd', 'riel', 'riels', 'currency'],
    km: ['ដុល្លារ', 'រៀល', 'usd'],
  },
  '@guests': {
    en: [
      'guests',
      'guest',
      'my customers',
      'customers pay',
      'online payment',
      'online payments',
      'my booking page',
      'on my site',
      'on my website',
      'my hotel site',
    ],
    km: ['ភ្ញៀវ', 'អនឡាញ', 'លើវេបសាយខ្ញុំ', 'លើគេហទំព័រខ្ញុំ', 'ទំព័រកក់របស់ខ្ញុំ'],
  },
  '@book': {
    en: [
      'book',
      'booking',
      'appointment',
      'appointments',
      'consultation',
      'consult',
      'meeting',
      'meet',
      'schedule',
      'reserve',
      'reservation',
      'call back',
      'schedule a call',
    ],
    km: ['កក់', 'ណាត់', 'ជួប', 'ពិគ្រោះ', 'ប្រឹក្សា', 'booking', 'book', 'ពិភាក្សា'],
  },
  '@after': {
    en: ['after i book', 'what happens', 'then what', 'next step', 'next steps', 'in the consultation'],
    km: ['បន្ទាប់', 'រួចហើយ'],
  },
  '@hours': {
    en: [
      'hours',
      'hour',
      'open',
      'opening',
      'close',
      'closing',
      'closed',
      'what time',
      'what days',
      'finish work',
      'finish at',
      'close at',
      'which days',
      'working days',
      'days do you work',
      'open now',
      'open today',
      'saturday',
      'sunday',
      'weekend',
      'weekends',
      'weekday',
      'weekdays',
      'holiday',
      'holidays',
      'when are you', 'lunch', 'lunch time', 'lunchtime', 'break', 'open at'],
    km: ['ម៉ោងប៉ុន្មាន', 'ឥឡូវបើក', 'បើកឥឡូវ', 'បើកទ្វារ', 'ម៉ោង', 'បើក', 'បិទ', 'សៅរ៍', 'អាទិត្យ', 'ចុងសប្ដាហ៍', 'ថ្ងៃណាខ្លះ', 'ថ្ងៃឈប់'],
  },
  '@location': {
    en: [
      'where',
      'address',
      'location',
      'located',
      'directions',
      'find you',
      'find your office',
      'get to your',
      'come to',
      'visit',
      'your shop',
      'branch',
    ],
    km: ['នៅណា', 'ឯណា', 'ទីតាំង', 'អាសយដ្ឋាន', 'ផ្លូវទៅ', 'ត្រង់ណា', 'មកជួបផ្ទាល់', 'សាខា', 'ជួបផ្ទាល់'],
  },
  '@office': {
    en: ['office', 'offices', 'in person', 'face to face', 'visit you', 'come to your office', 'come by'],
    km: ['ការិយាល័យ', 'ជួបផ្ទាល់', 'មកជួប', 'ទៅជួប', 'ទៅលេង', 'មកលេង'],
  },
  '@photos': {
    en: ['photos', 'photo', 'pictures', 'picture', 'images', 'photography', 'photographer'],
    km: ['រូបថត', 'រូបភាព', 'ថតរូប'],
  },
  '@phone': {
    en: ['phone', 'call', 'tel', 'telephone', 'whatsapp', 'number', 'hotline', 'ring'],
    km: ['លេខ', 'ទូរសព្ទ', 'តេទៅ', 'តេមក', 'whatsapp'],
  },
  '@email': {
    en: ['email', 'e-mail', 'mail', 'gmail'],
    km: ['អ៊ីមែល', 'email', 'mail'],
  },
  '@contact': {
    en: ['contact', 'reach', 'get in touch', 'touch', 'telegram', 'whatsapp', 'messenger', 'line', 'viber'],
    km: ['ទាក់ទង', 'ទំនាក់ទំនង', 'contact', 'telegram', 'whatsapp', 'តេឡេក្រាម', 'តេលេក្រាម', 'វ៉ាត់សាប'],
  },
  '@duration': {
    en: [
      'how long',
      'how many days',
      'how many weeks',
      'days',
      'weeks',
      'fast',
      'quickly',
      'quick',
      'soon',
      'ready',
      'finish',
      'turnaround',
      'delivery',
      'deliver',
      'timeline',
      'go live',
      'be live',
      'one week',
      'a week',
    ],
    km: [
      'ប៉ុន្មានថ្ងៃ',
      'ប៉ុន្មានសប្ដាហ៍',
      'ចំណាយពេល',
      'ពេលប៉ុន្មាន',
      'យូរ',
      'រួច',
      'លឿន',
      'រយៈពេល',
      'ពេលណា',
      'ប៉ុណ្ណា',
      'មួយអាទិត្យ',
      'ប៉ុន្មានអាទិត្យ',
      'សប្ដាហ៍',
      'ត្រូវការពេល', 'រយៈពេលប៉ុន្មាន', 'ចំណាយពេលប៉ុន្មាន'],
  },
  '@results': {
    en: ['results', 'result', 'rank', 'ranking', 'first page', 'show up on google', 'see results'],
    km: ['លទ្ធផល', 'លំដាប់', 'ឡើងលើ google', 'ឡើង google'],
  },
  '@services': {
    en: [
      'what services',
      'your services',
      'list of services',
      'services do you',
      'what do you do',
      'what can you do',
      'what you do',
      'what do you offer',
      'help my business',
      'do for my business', 'services', 'service', 'what do you sell', 'what do you provide', 'offerings'],
    km: ['សេវាកម្មអ្វីខ្លះ', 'សេវាកម្មរបស់អ្នក', 'ធ្វើអីខ្លះ', 'ធ្វើអ្វីខ្លះ', 'ជួយអាជីវកម្ម', 'អីខ្លះ', 'សេវាកម្ម', 'សេវា', 'ផ្ដល់សេវាអ្វី'],
  },
  '@seo': {
    en: ['seo', 'google', 'search engine', 'search engines', 'rank', 'first on google', 'optimization', 'optimisation'],
    km: ['seo', 'google', 'ហ្គូហ្គល'],
  },
  '@maps': {
    en: ['google maps', 'maps', 'map', 'business profile', 'google business'],
    km: ['map', 'ផែនទី', 'business profile'],
  },
  '@geo': {
    en: ['geo', 'chatgpt', 'gemini', 'perplexity', 'ai search', 'ai assistants', 'generative'],
    km: ['geo', 'chatgpt', 'gemini'],
  },
  '@ads': {
    en: [
      'ads',
      'ad',
      'advertising',
      'advertise',
      'advertisement',
      'marketing',
      'campaign',
      'campaigns',
      'promote',
      'promotion',
      'boost',
    ],
    km: ['ពាណិជ្ជកម្ម', 'ផ្សព្វផ្សាយ', 'ទីផ្សារ', 'យុទ្ធនាការ', 'ads', 'marketing', 'បូស្តលក់', 'បូស', 'ផ្សាយ', 'ផ្សាយពាណិជ្ជកម្ម', 'ads facebook', 'បូស្ត'],
  },
  '@social': {
    en: ['facebook', 'instagram', 'tiktok', 'social', 'social media', 'posts', 'posting', 'post', 'fb', 'page', 'content calendar', 'calendar of posts', 'captions', 'reels'],
    km: ['facebook', 'instagram', 'tiktok', 'បណ្ដាញសង្គម', 'post', 'page', 'ផុស', 'បង្ហោះ', 'ផេក', 'ហ្វេសប៊ុក', 'តិកតុក', 'ប្រកាស'],
  },
  '@brand': {
    en: [
      'logo',
      'brand',
      'branding',
      'identity',
      'signboard',
      'sign',
      'menu',
      'menus',
      'business cards',
      'flyers',
      'reviews',
      'reputation', 'review'],
    km: ['ឡូហ្គោ', 'logo', 'ម៉ាក', 'យីហោ', 'ម៉ឺនុយ', 'ស្លាក', 'ផ្លាក', 'នាមប័ណ្ណ', 'ខិត្តប័ណ្ណ', 'brand', 'មតិវាយតម្លៃ', 'វាយតម្លៃ', 'review', 'រីវីវ'],
  },
  '@maintenance': {
    en: [
      'maintenance',
      'keep my website updated',
      'updated',
      'updates',
      'maintain',
      'upkeep',
      'look after',
      'down',
      'broken',
      'breaks',
      'fix',
      'repair',
      'backup',
      'backups',
      'security',
      'monitor',
      'monitoring',
      'hacked', 'problem', 'problems', 'not working', 'stopped working', 'secure', 'ssl', 'https', 'virus', 'malware', 'safe'],
    km: ['ថែទាំ', 'ជួសជុល', 'ខូច', 'ដាច់', 'backup', 'សុវត្ថិភាព', 'តាមដាន', 'maintenance', 'ថែរក្សា', 'មានបញ្ហា', 'បញ្ហា'],
  },
  '@support': {
    en: ['support', 'support period', 'aftercare'],
    km: ['រយៈពេលគាំទ្រ', 'គាំទ្រ', 'support'],
  },
  '@ends': {
    en: ['ends', 'end', 'over', 'expires', 'after support', 'then what', 'what then', 'afterwards'],
    km: ['អស់រយៈពេល', 'ផុត', 'បញ្ចប់', 'ចប់'],
  },
  '@listing': {
    en: ['listing', 'list', 'listed', 'directory', 'directories', 'free listing'],
    km: ['ចុះបញ្ជី', 'ចុះឈ្មោះ', 'បញ្ជី', 'directory', 'listing'],
  },
  '@hosting': {
    en: ['hosting', 'host', 'domain', 'domains', 'server', 'per year', 'yearly', 'annual', 'every year'],
    km: ['hosting', 'ហូស្ទីង', 'domain', 'ដែន', 'ដូមេន'],
  },
  '@own': {
    en: ['own', 'owns', 'owner', 'ownership', 'my name', 'belong', 'mine'],
    km: ['ម្ចាស់', 'ជារបស់ខ្ញុំ', 'ឈ្មោះខ្ញុំ', 'កម្មសិទ្ធិ'],
  },
  '@language': {
    en: ['language', 'languages', 'khmer', 'english', 'bilingual'],
    km: ['ភាសា', 'ខ្មែរ', 'អង់គ្លេស', 'ពីរភាសា'],
  },
  '@otherlang': {
    en: [
      'chinese',
      'french',
      'japanese',
      'korean',
      'thai',
      'vietnamese',
      'russian',
      'german',
      'another language',
      'third language',
    ],
    // In Khmer a country's name alone is the country: the language is "ភាសា…".
    km: [
      'ភាសាចិន',
      'ភាសាបារាំង',
      'ភាសាជប៉ុន',
      'ភាសាកូរ៉េ',
      'ភាសាថៃ',
      'ភាសាវៀតណាម',
      'ភាសារុស្ស៊ី',
      'ភាសាអាល្លឺម៉ង់',
      'ភាសាផ្សេង',
      'បីភាសា',
    ],
  },
  '@speak': {
    en: ['speak', 'team speak', 'talk in'],
    km: ['និយាយភាសា', 'និយាយខ្មែរ', 'និយាយអង់គ្លេស', 'ចេះភាសា', 'ចេះខ្មែរ', 'ចេះអង់គ្លេស'],
  },
  '@mobile': {
    en: ['mobile', 'phones', 'responsive', 'smartphone', 'on my phone', 'on phone', 'mobile friendly', 'iphone', 'load', 'loads', 'loading', 'load fast', 'speed', 'page speed'],
    km: ['លើទូរសព្ទ', 'លើ phone', 'mobile', 'ស្មាតហ្វូន', 'ផ្ទុកលឿន', 'បើកលឿន', 'យឺត'],
  },
  '@ota': {
    en: ['booking.com', 'agoda', 'airbnb', 'tripadvisor', 'expedia', 'channel manager', 'booking engine', 'booking button', 'booking system', 'booking calendar', 'booking form', 'online booking', 'online bookings', 'direct booking', 'direct bookings', 'booking on my site', 'bookings on my website'],
    km: ['booking.com', 'agoda', 'airbnb', 'tripadvisor', 'ប្រព័ន្ធកក់', 'ប៊ូតុងកក់', 'កក់តាមអនឡាញ', 'កក់ដោយផ្ទាល់'],
  },
  '@edit': {
    en: ['myself', 'edit', 'by myself', 'change it', 'update it', 'cms'],
    km: ['ខ្លួនឯង', 'កែដោយ'],
  },
  '@prepare': {
    en: ['prepare', 'need from me', 'from me', 'should i send', 'provide', 'bring', 'materials'],
    km: ['រៀបចំ', 'ផ្ញើអ្វី', 'ពីខ្ញុំ', 'ត្រូវផ្ញើ'],
  },
  '@redesign': {
    en: ['redesign', 'rebuild', 'improve', 'old website', 'existing', 'already have', 'remake', 'new look', 'slow'],
    km: ['កែថ្មី', 'ធ្វើថ្មី', 'ចាស់', 'មានវេបសាយហើយ', 'មានគេហទំព័រហើយ', 'កែលម្អ', 'យឺត'],
  },
  '@outside': {
    en: ['outside', 'province', 'provinces', 'remote', 'other cities', 'other provinces'],
    km: ['ក្រៅ', 'ខេត្ត'],
  },
  '@province': {
    en: [
      'battambang',
      'kampot',
      'sihanoukville',
      'kep',
      'kratie',
      'takeo',
      'kampong cham',
      'koh kong',
      'pursat',
      'poipet', 'mondulkiri', 'ratanakiri', 'kampong thom', 'preah vihear', 'svay rieng', 'prey veng', 'pailin', 'stung treng', 'oddar meanchey', 'kampong speu', 'kampong chhnang', 'banteay meanchey'],
    km: ['បាត់ដំបង', 'កំពត', 'សីហនុ', 'កែប', 'ក្រចេះ', 'តាកែវ', 'កំពង់ចាម', 'កោះកុង', 'ពោធិ៍សាត់', 'ប៉ោយប៉ែត', 'មណ្ឌលគិរី', 'រតនគិរី', 'កំពង់ធំ', 'ព្រះវិហារ', 'ស្វាយរៀង', 'ព្រៃវែង', 'ប៉ៃលិន', 'ស្ទឹងត្រែង', 'ឧត្តរមានជ័យ', 'កំពង់ស្ពឺ', 'កំពង់ឆ្នាំង', 'បន្ទាយមានជ័យ'],
  },
  '@clients': {
    en: [
      'kind of business',
      'kind of businesses',
      'businesses',
      'clients',
      'work with',
      'industries',
      'spas',
      'customers do you',
    ],
    km: ['ប្រភេទណា', 'ធ្វើការជាមួយ', 'អតិថិជនប្រភេទ'],
  },
  '@about': {
    en: ['who are you', 'about you', 'angkor digital', 'about your company', 'who is angkor', 'real company', 'your company', 'your agency', 'what is angkor digital', 'tell me about you'],
    km: ['ជានរណា', 'angkor digital', 'អំពីក្រុមហ៊ុន', 'ក្រុមហ៊ុនអ្នក', 'ក្រុមហ៊ុនរបស់អ្នក', 'ក្រុមហ៊ុនបង', 'ជាអ្នកណា', 'អ្នកជាអ្នកណា'],
  },
  '@ai': {
    en: ['ai', 'artificial intelligence', 'made by ai', 'use ai'],
    km: ['ai', 'បញ្ញាសិប្បនិម្មិត'],
  },
  '@chatbot': {
    en: [
      'chatbot',
      'chat bot',
      'ai chat',
      'chat assistant',
      'automation',
      'automate',
      'automatic',
      'confirmation',
      'confirmations',
      'to my telegram',
      'bot',
    ],
    km: ['chatbot', 'ស្វ័យប្រវត្តិ', 'telegram ខ្ញុំ', 'bot'],
  },
  '@website': {
    en: ['website', 'websites', 'site', 'web', 'webpage', 'homepage', 'web site'],
    km: ['គេហទំព័រ', 'គេហទំព័', 'វេបសាយ', 'វែបសាយ', 'វ៉េបសាយ', 'website', 'web'],
  },
  '@pages': {
    en: ['pages', 'how many pages', 'page limit', 'pages limit', 'limit on pages', 'number of pages'],
    km: ['ទំព័រ', 'ប៉ុន្មានទំព័រ', 'ចំនួនទំព័រ', 'កំណត់ទំព័រ'],
  },
  '@months': {
    en: ['months', 'month', 'how many months'],
    km: ['ខែ', 'ប៉ុន្មានខែ'],
  },
};

/** How much a concept weighs in a question, when not the usual: a province says where, not what. */
export const CONCEPT_WEIGHTS: Record<string, number> = { '@province': 0.4, '@office': 0.6, '@services': 0.6 };

/**
 * Words that contain a concept's Khmer phrase but mean something else ("បើកបរ", to drive, is not
 * "បើក", to open): taken out first, as words of their own.
 */
export const KHMER_OTHER_WORDS = ['បើកបរ'];

/**
 * Place names and words about the country: they say where, not what. They count little, so
 * "pizza in Phnom Penh" is not an answer about the Phnom Penh directory.
 */
export const CONTEXT_WORDS = new Set([
  'siem',
  'reap',
  'phnom',
  'penh',
  'cambodia',
  'cambodian',
  'khmer',
  'best',
  'good',
  'near',
  'today',
  'tomorrow',
  'ថ្ងៃនេះ',
  'ថ្ងៃស្អែក',
  'ស្អែក',
  'សៀមរាប',
  'ភ្នំពេញ',
  'កម្ពុជា',
  'ល្អ',
]);
