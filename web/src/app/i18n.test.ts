import { readFileSync } from 'node:fs';
import { describe, expect, it, jest } from '@jest/globals';
import { createI18n } from './i18n';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../locales/${file}`, import.meta.url), 'utf8')) as object;

describe('the two parts of the messages', () => {
  it('finds a staff message once the staff part is loaded, and says so in the console while it is not', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const i18n = createI18n('km', { km: read('km.json') });
      expect(i18n.t('header.home')).not.toBe('header.home');
      // A visitor's page: the staff part is not there.
      expect(i18n.t('inbox.searchLabel')).toBe('inbox.searchLabel');
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^no message "inbox\.searchLabel"/));
      errors.mockClear();
      // The staff workspace adds its part (app/i18n.ts ensureLocale): the same key now reads.
      i18n.addResourceBundle('km', 'staff', read('staff/km.json'));
      expect(i18n.t('inbox.searchLabel')).toBe(
        (read('staff/km.json') as { inbox: { searchLabel: string } }).inbox.searchLabel,
      );
      // A key with its own default is not an error (staff lists label unknown statuses with their value).
      expect(i18n.t('inbox.status.unknown', { defaultValue: 'unknown' })).toBe('unknown');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
