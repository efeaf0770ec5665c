import type { Localized } from '@site/common';

/**
 * Cambodia's public holidays that fall on the same Gregorian date every year, added as closures on
 * first start (for the current and the next year; staff can remove any of them).
 *
 * The set follows the yearly sub-decrees on public holidays of the Royal Government of Cambodia and
 * the Ministry of Labour's prakas on paid holidays, as in force for 2025 and 2026:
 * - the 2020 sub-decree (signed August 2019) cut the list from 28 to 22 days, removing among others
 *   20 May (National Day of Remembrance), 1 June (International Children's Day), 23 October (Paris
 *   Peace Agreements) and 10 December (Human Rights Day), and the King's Birthday from three days to
 *   one (14 May); 8 March came back in the following years' lists;
 * - the sub-decree of 1 January 2024 added 29 December, Peace Day in Cambodia (first kept in 2024);
 * - the prakas of 9 October 2024 (MLVT) on paid holidays for 2025 lists these eleven dates.
 *
 * Not here, because their dates change every year: Khmer New Year (13 or 14 to 16 April, three or
 * four days, fixed by each year's sub-decree), Visak Bochea, the Royal Ploughing Ceremony, Pchum Ben
 * and the Water Festival (lunar calendar). Staff add those in the workspace once the year's
 * sub-decree announces them (README "Closed days").
 */
export const FIXED_DATE_HOLIDAYS: readonly { monthDay: string; reason: Localized }[] = [
  { monthDay: '01-01', reason: { en: 'International New Year Day', km: 'ទិវាចូលឆ្នាំសកល' } },
  {
    monthDay: '01-07',
    reason: { en: 'Day of Victory over the Genocidal Regime', km: 'ទិវាជ័យជម្នះលើរបបប្រល័យពូជសាសន៍' },
  },
  { monthDay: '03-08', reason: { en: "International Women's Day", km: 'ទិវានារីអន្តរជាតិ' } },
  { monthDay: '05-01', reason: { en: 'International Labour Day', km: 'ទិវាពលកម្មអន្តរជាតិ' } },
  {
    monthDay: '05-14',
    reason: {
      en: 'Birthday of His Majesty King Norodom Sihamoni',
      km: 'ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម ព្រះករុណាព្រះបាទ នរោត្តម សីហមុនី',
    },
  },
  {
    monthDay: '06-18',
    reason: {
      en: 'Birthday of Her Majesty Queen Mother Norodom Monineath Sihanouk',
      km: 'ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម សម្តេចព្រះមហាក្សត្រី នរោត្តម មុនិនាថ សីហនុ',
    },
  },
  { monthDay: '09-24', reason: { en: 'Constitution Day', km: 'ទិវាប្រកាសរដ្ឋធម្មនុញ្ញ' } },
  {
    monthDay: '10-15',
    reason: {
      en: 'Commemoration Day of King Father Norodom Sihanouk',
      km: 'ទិវាប្រារព្ធពិធីគោរពព្រះវិញ្ញាណក្ខន្ធ ព្រះករុណាព្រះបាទ នរោត្តម សីហនុ',
    },
  },
  {
    monthDay: '10-29',
    reason: {
      en: 'Coronation Day of His Majesty King Norodom Sihamoni',
      km: 'ព្រះរាជពិធីគ្រងព្រះបរមរាជសម្បត្តិ ព្រះករុណាព្រះបាទ នរោត្តម សីហមុនី',
    },
  },
  { monthDay: '11-09', reason: { en: 'National Independence Day', km: 'ពិធីបុណ្យឯករាជ្យជាតិ' } },
  { monthDay: '12-29', reason: { en: 'Peace Day in Cambodia', km: 'ទិវាសន្តិភាពនៅកម្ពុជា' } },
];

/** The fixed-date holidays of one year as dates (yyyy-MM-dd). */
export function holidaysOf(year: number): { date: string; reason: Localized }[] {
  return FIXED_DATE_HOLIDAYS.map(({ monthDay, reason }) => ({ date: `${year}-${monthDay}`, reason }));
}
