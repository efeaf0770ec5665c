import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { addDays, formatMeeting, isWeekend, todayIn, zonedTimeToUtc, type Language } from '@site/common';
import { FIXED_DATE_HOLIDAYS } from '../../api/src/features/booking/closure.holidays.ts';
import { mailWhere } from './mail';
import { quickIf, text, waitForApp, watchDataRequests } from './support';

// Each booking takes a slot of its own: a test books on its own date (case index + 4 on mobile), so
// parallel tests never compete. 8 bookings per run stay inside the per-IP limit (10 per 10 minutes).

const LABELS: Record<Language, { name: string; email: string; phone: string; service: string; duration: string }> = {
  en: { name: 'Name', email: 'Email', phone: 'Phone', service: 'Service', duration: 'Duration' },
  km: { name: 'ឈ្មោះ', email: 'អ៊ីមែល', phone: 'លេខទូរស័ព្ទ', service: 'សេវាកម្ម', duration: 'រយៈពេល' },
};
const BOOKED: Record<Language, string> = {
  en: 'Appointment booked successfully!',
  km: 'ការកក់ការពិគ្រោះយោបល់បានជោគជ័យ!',
};

const CASES = [
  { zone: 'Asia/Phnom_Penh', language: 'en', duration: 60 },
  { zone: 'Asia/Phnom_Penh', language: 'km', duration: 90 },
  { zone: 'America/New_York', language: 'en', duration: 30 },
  { zone: 'America/New_York', language: 'km', duration: 120 },
] as const;

/** The n-th weekday from three days ahead in the visitor's zone (well inside the 60-day horizon), no public holiday. */
function bookingDate(zone: string, n: number): string {
  let date = addDays(todayIn(zone, new Date()), 3);
  const holiday = (d: string) => FIXED_DATE_HOLIDAYS.some((h) => d.endsWith(h.monthDay));
  for (let found = -1; ; date = addDays(date, 1)) if (!isWeekend(date) && !holiday(date) && ++found === n) return date;
}

const toastRegion = (page: Page, language: Language) =>
  page.getByRole('region', { name: text(language, 'toast.region').replace('{{hotkey}}', 'F8') });

async function closeToast(page: Page, language: Language) {
  await toastRegion(page, language)
    .getByRole('button', { name: text(language, 'toast.close') })
    .click();
  await expect(toastRegion(page, language).getByTestId('toast')).toHaveCount(0);
}

/** Opens the date in the calendar: months forward from today's, then the day's cell. */
async function pickDate(page: Page, language: Language, zone: string, date: string) {
  await waitForApp(page);
  const today = todayIn(zone, new Date());
  const months =
    Number(date.slice(0, 4)) * 12 +
    Number(date.slice(5, 7)) -
    (Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)));
  const day = page.getByRole('gridcell', { name: String(Number(date.slice(8, 10))), exact: true });
  for (let i = 0; i < months; i += 1) {
    await page.getByRole('button', { name: text(language, 'booking.nextMonth') }).click();
    // The new month's days are buttons once its free days are in.
    await expect(day).toHaveCount(1);
  }
  await day.click();
}

const invite = (mail: ParsedMail) =>
  mail.attachments.find((file) => file.contentType === 'text/calendar')?.content.toString() ?? '';

// A booking walks through the whole page, the API and the mail queue: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

CASES.forEach(({ zone, language, duration }, index) => {
  test.describe(`a visitor in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test(
      `books a consultation in ${language === 'en' ? 'English' : 'Khmer'} and gets the invite`,
      { tag: quickIf(index === 3) },
      async ({ page }, testInfo) => {
        const dataRequestsElsewhere = watchDataRequests(page);
        const labels = LABELS[language];
        const form = page.getByRole('form', { name: text(language, 'booking.detailsStep') });
        const email = `booker.${index}.${testInfo.project.name}@example.com`;
        const date = bookingDate(zone, index + (testInfo.project.name === 'mobile' ? 4 : 0));
        const submit = page.getByRole('button', { name: text(language, 'booking.submit') });
        const toast = toastRegion(page, language).getByTestId('toast');

        await page.goto(language === 'en' ? '/booking' : '/km/booking');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'pages.booking.title'));
        await expect(page.getByText(text(language, 'booking.pickDateFirst'))).toBeVisible();
        // Nothing chosen yet: the submit button waits for a date and a time.
        await expect(submit).toBeDisabled();

        // Weekends are disabled in the calendar, judged in the visitor's own zone.
        let saturday = date;
        while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
        // The length comes first: the free days and times depend on it.
        const durationSelect = page.getByRole('combobox', { name: labels.duration });
        await waitForApp(page);
        await durationSelect.selectOption(String(duration));
        if (saturday.slice(0, 7) === date.slice(0, 7)) {
          await pickDate(page, language, zone, date);
          await expect(
            page.getByRole('gridcell', { name: String(Number(saturday.slice(8, 10))), exact: true }),
          ).toBeDisabled();
        } else {
          await pickDate(page, language, zone, date);
        }

        await expect(form.getByRole('combobox', { name: labels.duration })).toHaveCount(0);
        const slots = page.getByRole('group', {
          name: new RegExp(`^${text(language, 'booking.timesLabel').split('{{')[0]}`),
        });
        const first = slots.getByRole('button').first();
        await expect(first).toBeVisible();
        const time = (await first.getAttribute('data-time'))!;
        await first.click();
        await expect(first).toHaveAttribute('aria-pressed', 'true');
        await expect(slots.getByRole('button', { pressed: true })).toHaveCount(1);
        await expect(submit).toBeEnabled();

        // Missing fields: the destructive toast of SPEC §5, nothing sent.
        await submit.click();
        await expect(toast).toContainText(text(language, 'status.error'));
        await expect(toast).toContainText(text(language, 'validation.required'));
        await closeToast(page, language);

        await form.getByLabel(labels.name).fill('Sokha Chan');
        await form.getByLabel(labels.email).fill(email);
        await form.getByRole('textbox', { name: labels.phone }).fill('+855 12 345 678');
        await form.getByLabel(labels.service).selectOption('web-design');
        // How we meet: a video call.
        await form.getByRole('radio', { name: new RegExp(`^${text(language, 'booking.meetingVideo')}`) }).check();

        // The summary: the visitor's own clock, and Cambodia's beside it when they differ.
        const start = zonedTimeToUtc(date, time, zone);
        const end = new Date(start.getTime() + duration * 60_000);
        const when = formatMeeting(start, end, zone, language);
        await expect(page.getByTestId('booking-summary-when')).toHaveText(when);
        const cambodia = formatMeeting(start, end, 'Asia/Phnom_Penh', language);
        if (zone === 'Asia/Phnom_Penh') await expect(page.getByTestId('booking-summary-cambodia')).toHaveCount(0);
        else await expect(page.getByTestId('booking-summary-cambodia')).toHaveText(cambodia);

        await submit.click();
        // The lasting confirmation takes the form's place: no toast over its buttons, no empty form under it.
        const confirmed = page.getByTestId('booking-confirmation');
        await expect(confirmed).toContainText(BOOKED[language]);
        await expect(form).toHaveCount(0);
        await expect(toast).toHaveCount(0);
        await expect(confirmed.getByTestId('booked-when')).toHaveText(when);
        const videoLink = confirmed.getByTestId('booked-video-link');
        const meetingUrl = (await videoLink.textContent())!;
        expect(meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/AngkorDigital-[a-z2-7]{26}$/);
        await expect(videoLink).toHaveAttribute('href', meetingUrl);

        // "Book another consultation": the empty form again, duration back to 60, date and time cleared.
        await confirmed.getByRole('button', { name: text(language, 'booking.dismissConfirmation') }).click();
        await expect(form.getByLabel(labels.name)).toHaveValue('');
        await expect(form.getByLabel(labels.email)).toHaveValue('');
        await expect(form.getByLabel(labels.service)).toHaveValue('');
        await expect(durationSelect).toHaveValue('60');
        await expect(page.getByTestId('booking-summary')).toHaveCount(0);
        await expect(page.getByText(text(language, 'booking.pickDateFirst'))).toBeVisible();
        await expect(submit).toBeDisabled();

        // The e-mail shows the same times as the page, and its invite the same instant in UTC.
        const confirmation = await mailWhere('booking-confirmation', (mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          return to?.value[0]?.address === email;
        });
        expect(confirmation.html).toContain(`lang="${language}"`);
        expect(confirmation.text).toContain(when);
        if (zone !== 'Asia/Phnom_Penh') expect(confirmation.text).toContain(cambodia);
        const ics = invite(confirmation);
        const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
        expect(ics).toContain('METHOD:REQUEST');
        expect(ics).toContain(`DTSTART:${utc(start)}`);
        expect(ics).toContain(`DTEND:${utc(end)}`);
        // The same meeting link as the page: in the e-mail's text and HTML and the invitation's LOCATION.
        expect(confirmation.text).toContain(meetingUrl);
        expect(confirmation.html).toContain(`href="${meetingUrl}"`);
        expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`LOCATION:${meetingUrl}`);
        const uid = /UID:(booking-[^\r\n]+)/.exec(ics)![1];

        // The time is taken now: it is gone from the list for the next visitor.
        await page.reload();
        await durationSelect.selectOption(String(duration));
        await pickDate(page, language, zone, date);
        await expect(slots.getByRole('button').first()).toBeVisible();
        await expect(slots.locator(`[data-time="${time}"]`)).toHaveCount(0);

        // Staff got the same invite (same UID), in English, with Cambodia time first.
        expect(uid).toMatch(/^booking-[0-9a-f-]{36}@/);
        const staff = await mailWhere('booking-staff', (mail) => invite(mail).includes(`UID:${uid}`));
        expect(invite(staff)).toContain(`DTSTART:${utc(start)}`);
        expect(staff.text).toContain(formatMeeting(start, end, 'Asia/Phnom_Penh', 'en'));
        // Free days, times and the booking itself: GraphQL only (issue 31).
        expect(dataRequestsElsewhere()).toEqual([]);
      },
    );
  });
});

test.describe('accessibility', () => {
  test.use({ timezoneId: 'Asia/Phnom_Penh' });

  for (const language of ['en', 'km'] as const) {
    test(`a keyboard alone chooses a date and a time (${language})`, async ({ page }) => {
      await page.goto(language === 'en' ? '/booking' : '/km/booking');
      await waitForApp(page);
      await page.getByRole('combobox', { name: LABELS[language].duration }).focus();
      // The calendar's month buttons, then one day of the month: the chosen one or the first free one
      // (today is often fully booked or too soon, and was then the only, unreachable, tab stop).
      const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute('role'));
      await expect(page.getByRole('gridcell').first()).toBeVisible();
      for (let i = 0; i < 4 && (await focusedRole()) !== 'gridcell'; i += 1) await page.keyboard.press('Tab');
      expect(await focusedRole()).toBe('gridcell');
      await expect(page.locator(':focus')).toBeEnabled();
      await page.keyboard.press('Enter');
      const slots = page.getByRole('group', {
        name: new RegExp(`^${text(language, 'booking.timesLabel').split('{{')[0]}`),
      });
      await expect(slots.getByRole('button').first()).toBeVisible();
      // Tab on to the times and take the first.
      for (let i = 0; i < 6 && (await page.locator(':focus').getAttribute('data-time')) === null; i += 1)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(slots.getByRole('button', { pressed: true })).toHaveCount(1);
    });
  }

  for (const [language, url] of [
    ['en', '/booking'],
    ['km', '/km/booking'],
  ] as const) {
    test(`${url} has no WCAG 2.2 AA violations, with the calendar and the times open`, async ({ page }) => {
      await page.goto(url);
      await pickDate(page, language, 'Asia/Phnom_Penh', bookingDate('Asia/Phnom_Penh', 12));
      await expect(
        page
          .getByRole('group')
          .or(page.getByText(text(language, 'booking.noTimes')))
          .first(),
      ).toBeVisible();
      // The footer is shared by every page and checked with it (its section headings' contrast is
      // reported there); this check covers the header and the booking page.
      const results = await new AxeBuilder({ page })
        .exclude('footer')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
        ),
      ).toEqual([]);
    });
  }
});
