import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, formatDate, formatMeeting, isWeekend, todayIn, zonedTimeToUtc, type Language } from '@site/common';
import { FIXED_DATE_HOLIDAYS } from '../../api/src/features/booking/closure.holidays.ts';
import { mailWhere, recipientOf } from './mail';
import { quickIf, text, waitForApp } from './support';

// Issue 18 in the browser: the manage link of the confirmation e-mail moves a booking, and a day
// staff close is disabled in the visitor's calendar. Each test books and closes on dates of its own
// (far from booking.spec's) and sends its API calls from an address of its own (the e2e server trusts
// X-Forwarded-For from loopback), so the per-address booking budget of booking.spec is not touched.

const PP = 'Asia/Phnom_Penh';

test.describe.configure({ timeout: 90_000 });

/** Not a Cambodian fixed-date public holiday (the server closes those at its first start). */
const workday = (date: string) => !isWeekend(date) && !FIXED_DATE_HOLIDAYS.some((h) => date.endsWith(h.monthDay));

/** The n-th weekday (in the zone) from `from` days ahead, holidays left out. */
function weekday(zone: string, from: number, n: number): string {
  let date = addDays(todayIn(zone, new Date()), from);
  for (let found = -1; ; date = addDays(date, 1)) if (workday(date) && ++found === n) return date;
}

let nextAddress = 10;
const address = () => `198.18.${Math.floor(Math.random() * 200)}.${(nextAddress += 1) % 250}`;

/**
 * WCAG 2.2 AA on the page as it stands (the footer is checked with every page elsewhere). The pages
 * that call it ask for reduced motion, which the theme honours by cutting transitions: a button just
 * enabled fades to its colours in 250 ms, and axe once read the "Move" button's contrast halfway.
 */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .exclude('footer')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

/** Months forward from today's (in the zone) to the date's, then the day's cell. */
async function showMonth(page: Page, language: Language, zone: string, date: string) {
  const today = todayIn(zone, new Date());
  const months =
    Number(date.slice(0, 4)) * 12 +
    Number(date.slice(5, 7)) -
    (Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)));
  const day = page.getByRole('gridcell', { name: String(Number(date.slice(8, 10))), exact: true });
  for (let i = 0; i < months; i += 1) {
    await page.getByRole('button', { name: text(language, 'booking.nextMonth') }).click();
    await expect(day).toHaveCount(1);
  }
  return day;
}

for (const [language, zone] of [
  ['en', 'America/New_York'],
  ['km', PP],
] as const) {
  test.describe(`the manage link in ${language === 'en' ? 'English' : 'Khmer'} (${zone})`, () => {
    test.use({ timezoneId: zone, reducedMotion: 'reduce' });

    test(
      'opens from the .eml, picks another time and shows it',
      { tag: quickIf(language === 'en') },
      async ({ page, request }, testInfo) => {
        // Each language and project on dates of its own: parallel tests never compete for a time.
        const from = language === 'en' ? 20 : 30;
        const offset = testInfo.project.name === 'mobile' ? 2 : 0;
        const bookedDate = weekday(PP, from, offset);
        const start = zonedTimeToUtc(bookedDate, '10:00', PP);
        const email = `mover.${language}.${testInfo.project.name}@example.com`;
        const visitor = address();
        const booked = await request.post('/api/booking', {
          headers: { 'x-forwarded-for': visitor },
          data: {
            name: 'Sokha',
            email,
            service: 'seo',
            datetime: start.toISOString(),
            duration: 60,
            timezone: zone,
            language,
          },
        });
        expect(booked.status()).toBe(201);

        const confirmation = await mailWhere('booking-confirmation', (mail) => recipientOf(mail) === email);
        const link = /(http:\/\/[^\s"<>]+\/booking\/manage\?token=[^\s"<>]+)/.exec(confirmation.text ?? '')![1];
        expect(new URL(link).pathname).toBe(language === 'km' ? '/km/booking/manage' : '/booking/manage');

        // The page's own calls come from this visitor's address too.
        await page.route('**/graphql', (route) =>
          route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': visitor } }),
        );
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.booking-manage.title'));
        const end = new Date(start.getTime() + 3600_000);
        await expect(page.getByTestId('manage-when')).toHaveText(formatMeeting(start, end, zone, language));
        if (zone !== PP)
          await expect(page.getByTestId('manage-cambodia')).toHaveText(formatMeeting(start, end, PP, language));

        await waitForApp(page);
        await page.getByRole('button', { name: text(language, 'manage.pickAnother') }).click();
        const newDate = weekday(zone, from, offset + 1);
        const day = await showMonth(page, language, zone, newDate);
        await day.click();
        const slots = page.getByRole('group', {
          name: new RegExp(`^${text(language, 'booking.timesLabel').split('{{')[0]}`),
        });
        const slot = slots.getByRole('button').last();
        await expect(slot).toBeVisible();
        const time = (await slot.getAttribute('data-time'))!;
        await slot.click();
        await expectAccessible(page);
        const newStart = zonedTimeToUtc(newDate, time, zone);
        const newEnd = new Date(newStart.getTime() + 3600_000);
        await expect(page.getByTestId('manage-new-time')).toContainText(
          formatMeeting(newStart, newEnd, zone, language),
        );
        await page.getByRole('button', { name: text(language, 'manage.move') }).click();

        // The lasting confirmation shows the new time (the details are not repeated under it).
        const confirmationPanel = page.getByTestId('booking-confirmation');
        await expect(
          confirmationPanel.getByRole('heading', { name: text(language, 'manage.movedTitle') }),
        ).toBeFocused();
        await expect(confirmationPanel.getByTestId('booked-when')).toHaveText(
          formatMeeting(newStart, newEnd, zone, language),
        );
        await expect(page.getByTestId('manage-when')).toHaveCount(0);
        await expect(
          confirmationPanel.getByRole('link', { name: text(language, 'booking.googleCalendar') }),
        ).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?/);

        // The update e-mail: the same calendar event, moved (SEQUENCE 1).
        const update = await mailWhere('booking-rescheduled', (mail) => recipientOf(mail) === email);
        const ics = update.attachments.find((file) => file.contentType === 'text/calendar')!.content.toString();
        expect(ics).toContain('SEQUENCE:1');
        expect(ics).toContain(`DTSTART:${newStart.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
        expect(ics.endsWith('\r\n')).toBe(true);
      },
    );
  });
}

test.describe('closed days', () => {
  test.use({ timezoneId: PP, reducedMotion: 'reduce' });

  test(
    'staff close a day in the workspace; the calendar disables it in both languages @desktop',
    { tag: '@quick' },
    async ({ page }, testInfo) => {
      // Well after the manage tests' dates (20 to about 36 days ahead).
      const closed = weekday(PP, 42, testInfo.project.name === 'mobile' ? 3 : 0);
      const open = weekday(PP, 42, testInfo.project.name === 'mobile' ? 4 : 1);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
      await page.getByRole('button', { name: /admin@example\.com/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
      await page.getByRole('link', { name: text('en', 'dashboard.actions.closures') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.closures.title'));
      await waitForApp(page);

      const form = page.getByRole('form', { name: text('en', 'closures.addTitle') });
      await form.getByLabel('First day').fill(closed);
      await form.getByLabel('Reason in English').fill('Team retreat');
      await form.getByLabel('Reason in Khmer').fill('ដំណើរកម្សាន្តក្រុមការងារ');
      await form.getByRole('button', { name: text('en', 'closures.add') }).click();
      const listed = page
        .getByTestId('closure')
        .filter({ hasText: formatDate(closed, 'en') })
        .filter({ hasText: 'Team retreat' });
      await expect(listed.first()).toBeVisible();
      await expectAccessible(page);

      for (const language of ['en', 'km'] as const) {
        await page.goto(language === 'en' ? '/booking' : '/km/booking');
        await waitForApp(page);
        const closedCell = await showMonth(page, language, PP, closed);
        await expect(closedCell).toBeDisabled();
        if (open.slice(0, 7) === closed.slice(0, 7))
          await expect(
            page.getByRole('gridcell', { name: String(Number(open.slice(8, 10))), exact: true }),
          ).toBeEnabled();
      }
      const refused = await page.request.get(`/api/booking/availability?date=${closed}&timezone=${PP}`, {
        headers: { 'accept-language': 'km' },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).message).toContain('ដំណើរកម្សាន្តក្រុមការងារ');
    },
  );
});
