import { describe, expect, it } from '@jest/globals';
import { parseTelegramHtml } from '../../test/telegram-double.js';
import { fitEscaped, renderAlert } from './alerts.render.js';
import { TELEGRAM_TEXT_LIMIT, type StaffAlert } from './alerts.types.js';

const settings = { publicUrl: 'https://angkordigital.test', businessTimeZone: 'Asia/Phnom_Penh' };
const alert = (overrides: Partial<StaffAlert> = {}): StaffAlert => ({
  kind: 'inquiry',
  title: 'New inquiry',
  who: { name: 'Sokha <Chan>', email: 'sokha@guesthouse.test', phone: '+855 12 345 678' },
  at: new Date('2027-03-03T02:05:00Z'),
  details: [['Service', 'Web Design']],
  quote: 'Hello',
  link: '/dashboard/inquiries?id=abc&x=1',
  ...overrides,
});

/** The message as a person reads it (the zero-width spaces that keep visitors' text inert are invisible). */
const parsed = (html: string) => {
  const result = parseTelegramHtml(html);
  if ('error' in result) throw new Error(result.error);
  return { ...result, text: result.text.replaceAll('\u200B', '') };
};

describe('renderAlert', () => {
  it('says what, who, when in the office zone, the details, the quote and the dashboard link, all escaped', () => {
    const { text, links } = parsed(renderAlert(alert(), settings));
    expect(text.split('\n')).toEqual([
      '📩 New inquiry',
      'Sokha <Chan>',
      'sokha@guesthouse.test · +855 12 345 678',
      'Wednesday, 3 March 2027, 9:05 AM, Cambodia time (GMT+7)',
      'Service: Web Design',
      '',
      'Hello',
      '',
      'Open in the dashboard',
    ]);
    expect(links).toEqual(['https://angkordigital.test/dashboard/inquiries?id=abc&x=1']);
  });

  it('states the time in BUSINESS_TIMEZONE', () => {
    const { text } = parsed(renderAlert(alert(), { ...settings, businessTimeZone: 'Asia/Tokyo' }));
    expect(text).toContain('Wednesday, 3 March 2027, 11:05 AM, Tokyo time (GMT+9)');
  });

  it('cuts a long message so the whole stays within 4096 characters, Khmer and emoji intact', () => {
    const long = `${'សូមជួយធ្វើគេហទំព័រ 🏨 <&> '.repeat(400)}END`;
    const html = renderAlert(alert({ quote: long }), settings);
    expect(html.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    const { text, links } = parsed(html);
    expect(text).toContain('សូមជួយធ្វើគេហទំព័រ 🏨 <&>');
    expect(text).not.toContain('END');
    expect(text).toMatch(/…\n\nOpen in the dashboard$/);
    // No half of a surrogate pair left behind.
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(links).toHaveLength(1);
  });

  it('leaves out what is not known', () => {
    const { text } = parsed(
      renderAlert(alert({ who: { email: 'buyer@hotel.test' }, quote: undefined, details: [] }), settings),
    );
    expect(text.split('\n')).toEqual([
      '📩 New inquiry',
      'buyer@hotel.test',
      'Wednesday, 3 March 2027, 9:05 AM, Cambodia time (GMT+7)',
      '',
      'Open in the dashboard',
    ]);
  });
});

describe('fitEscaped', () => {
  it('escapes, and cuts between characters, never inside an entity or a surrogate pair', () => {
    expect(fitEscaped('a<b', 10)).toBe('a&lt;b');
    expect(fitEscaped('<<<<', 10)).toBe('&lt;&lt;…');
    expect(fitEscaped('😀😀😀', 4)).toBe('😀…');
  });
});
