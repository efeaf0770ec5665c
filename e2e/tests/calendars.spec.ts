import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addDays, isWeekend, todayIn, zonedTimeToUtc, type Language } from '@site/common';
import { FIXED_DATE_HOLIDAYS } from '../../api/src/features/booking/closure.holidays.ts';
import { CALENDAR_SYNC_MS, calendarBaseURL, radicaleCalendarUrl } from '../calendar-env';
import { quickIf, text, waitForApp } from './support';

// Issue 35: the team's calendars count. On the calendar server (a real CalDAV server, Radicale, read
// every 3 seconds), an admin connects the calendar on the settings page; an event then added to that
// calendar takes its time off the booking page within the sync interval. Each test works on a date of
// its own, so the tests of both languages and both screens never see each other's events.

const PP = 'Asia/Phnom_Penh';
test.use({ baseURL: calendarBaseURL, timezoneId: PP });
test.describe.configure({ timeout: 90_000 });

const at = (language: Language, path: string) => (language === 'km' ? `/km${path}` : path);

/** The n-th weekday from 20 days ahead, no public holiday (far from the other specs' bookings). */
function workday(n: number): string {
  let date = addDays(todayIn(PP, new Date()), 20);
  const holiday = (d: string) => FIXED_DATE_HOLIDAYS.some((h) => d.endsWith(h.monthDay));
  for (let found = -1; ; date = addDays(date, 1)) if (!isWeekend(date) && !holiday(date) && ++found === n) return date;
}

const stamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** Puts an event into the Radicale calendar, as a team member's own calendar app would. */
async function addEvent(uid: string, start: Date, end: Date) {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//E2E//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const response = await fetch(`${radicaleCalendarUrl()}${uid}.ics`, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${Buffer.from('team:app-password').toString('base64')}`,
      'content-type': 'text/calendar; charset=utf-8',
    },
    body: ics,
  });
  expect([201, 204]).toContain(response.status);
}

/** The booking page with an hour's meeting on `date`: the group of its free times. */
async function timesOn(page: Page, language: Language, date: string) {
  await page.goto(at(language, '/booking'));
  await waitForApp(page);
  await page.getByRole('combobox', { name: language === 'en' ? 'Duration' : 'រយៈពេល' }).selectOption('60');
  const today = todayIn(PP, new Date());
  const months =
    Number(date.slice(0, 4)) * 12 +
    Number(date.slice(5, 7)) -
    (Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)));
  const day = page.getByRole('gridcell', { name: String(Number(date.slice(8, 10))), exact: true });
  for (let i = 0; i < months; i += 1) {
    await page.getByRole('button', { name: text(language, 'booking.nextMonth') }).click();
    await expect(day).toHaveCount(1);
  }
  await day.click();
  const times = page.getByRole('group', {
    name: new RegExp(`^${text(language, 'booking.timesLabel').split('{{')[0]}`),
  });
  await expect(times.getByRole('button').first()).toBeVisible();
  return times;
}

(['en', 'km'] as const).forEach((language, index) => {
  test(
    `an event added to the team calendar takes its slot off the booking page (${language}) @desktop`,
    { tag: quickIf(language === 'en') },
    async ({ page }, testInfo) => {
      const date = workday(index + (testInfo.project.name === 'mobile' ? 2 : 0));
      const name = `Team ${language} ${testInfo.project.name}`;

      // An admin connects the calendar on the settings page (signing in through the built-in provider).
      await page.goto(at(language, '/dashboard/settings/calendars'));
      await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
      await page.getByRole('button', { name: /admin@example\.com/ }).click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/dashboard/settings/calendars')}$`));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.calendars.title'));
      const form = page.getByRole('form', { name: text(language, 'calendars.addTitle') });
      await form.getByRole('textbox', { name: language === 'en' ? 'Name' : 'ឈ្មោះ', exact: true }).fill(name);
      await form
        .getByRole('textbox', { name: language === 'en' ? 'CalDAV address' : 'អាសយដ្ឋាន CalDAV' })
        .fill(radicaleCalendarUrl());
      await form.getByRole('textbox', { name: language === 'en' ? 'User name' : 'ឈ្មោះអ្នកប្រើ' }).fill('team');
      await form.getByLabel(language === 'en' ? 'App password' : 'ពាក្យសម្ងាត់កម្មវិធី').fill('app-password');
      await form.getByRole('button', { name: text(language, 'calendars.add') }).click();
      const item = page.getByTestId('calendar-item').filter({ hasText: name });
      await expect(item).toContainText(text(language, 'calendars.lastSync'));
      await expect(item.getByTestId('calendar-error')).toHaveCount(0);
      // The password is never shown again, not even in the emptied form.
      await expect(page.locator('body')).not.toContainText('app-password');
      await expect(form.getByLabel(language === 'en' ? 'App password' : 'ពាក្យសម្ងាត់កម្មវិធី')).toHaveValue('');
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations).toEqual([]);

      // The booking page offers 10:00 on that date.
      const times = await timesOn(page, language, date);
      await expect(times.locator('[data-time="10:00"]')).toHaveCount(1);

      // A team member's appointment 10:00–11:00 lands in the calendar: within the sync interval the
      // page no longer offers 09:30, 10:00 or 10:30 (an hour's meeting would overlap it); 11:00 stays.
      await addEvent(
        `dentist-${language}-${testInfo.project.name}-${Date.now()}`,
        zonedTimeToUtc(date, '10:00', PP),
        zonedTimeToUtc(date, '11:00', PP),
      );
      const added = Date.now();
      await expect(async () => {
        const fresh = await timesOn(page, language, date);
        await expect(fresh.locator('[data-time="10:00"]')).toHaveCount(0, { timeout: 1000 });
      }).toPass({ timeout: CALENDAR_SYNC_MS * 10 });
      // Seen within the interval, and the page loads it took on this busy machine (a phone-width page under
      // CI's load took longer than five intervals once: 2026-11-27).
      expect(Date.now() - added).toBeLessThan(CALENDAR_SYNC_MS * 10);
      const after = page.getByRole('group', {
        name: new RegExp(`^${text(language, 'booking.timesLabel').split('{{')[0]}`),
      });
      for (const gone of ['09:30', '10:30']) await expect(after.locator(`[data-time="${gone}"]`)).toHaveCount(0);
      for (const kept of ['09:00', '11:00']) await expect(after.locator(`[data-time="${kept}"]`)).toHaveCount(1);
    },
  );
});
