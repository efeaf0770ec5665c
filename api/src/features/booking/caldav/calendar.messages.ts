import type { Localized } from '@site/common';

/** What the team calendar settings answer, in both languages. */

export const CALENDAR_NOT_FOUND: Localized = {
  en: 'There is no such calendar.',
  km: 'មិនមានប្រតិទិននេះទេ។',
};

export const CALENDAR_REMOVED: Localized = {
  en: 'The calendar was disconnected. Its busy times no longer block bookings.',
  km: 'ប្រតិទិនត្រូវបានផ្ដាច់ហើយ។ ម៉ោងរវល់របស់វាលែងរារាំងការកក់ទៀតហើយ។',
};

export const CALENDAR_LIMIT: Localized = {
  en: 'At most 20 calendars can be connected. Please disconnect one first.',
  km: 'អាចភ្ជាប់ប្រតិទិនបានយ៉ាងច្រើនបំផុត 20។ សូមផ្ដាច់ប្រតិទិនមួយជាមុនសិន។',
};
