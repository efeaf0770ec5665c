import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@site/common';
import { quickIf, text } from './support';

// The server allows 5 successful contact and 5 newsletter requests per IP in 10 minutes, and every
// project and file shares one server and one IP: this file sends 2 of each per project (4 in all).

// Field labels and the e-mail message come from common/ (FIELD_LABELS, VALIDATION_MESSAGES).
const LABELS: Record<Language, { name: string; email: string; service: string; message: string }> = {
  en: { name: 'Name', email: 'Email', service: 'Service', message: 'Message' },
  km: { name: 'ឈ្មោះ', email: 'អ៊ីមែល', service: 'សេវាកម្ម', message: 'សារ' },
};
const INVALID_EMAIL: Record<Language, string> = {
  en: 'Please enter a valid email address',
  km: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលដែលត្រឹមត្រូវ',
};
const SEPARATOR = ', ';

const toastRegion = (page: Page, language: Language) =>
  page.getByRole('region', { name: text(language, 'toast.region').replace('{{hotkey}}', 'F8') });

async function closeToast(page: Page, language: Language) {
  await toastRegion(page, language)
    .getByRole('button', { name: text(language, 'toast.close') })
    .click();
  await expect(toastRegion(page, language).getByTestId('toast')).toHaveCount(0);
}

for (const [language, home] of [
  ['en', '/'],
  ['km', '/km'],
] as const) {
  test(
    `the footer forms work in ${language === 'en' ? 'English' : 'Khmer'}`,
    { tag: quickIf(language === 'km') },
    async ({ page }, testInfo) => {
      const labels = LABELS[language];
      await page.goto(home);
      const contact = page.getByRole('form', { name: text(language, 'contact.title') });
      const newsletter = page.getByRole('form', { name: text(language, 'newsletter.title') });
      const send = contact.getByRole('button', { name: text(language, 'contact.send') });
      const subscribe = newsletter.getByRole('button', { name: text(language, 'newsletter.subscribe') });
      const toast = toastRegion(page, language).getByTestId('toast');

      // The prerendered HTML shows the forms at once; the buttons work once the page is hydrated.
      await expect(contact.getByLabel(labels.name)).toBeVisible();
      await expect(send).toBeEnabled();

      // An empty submit lists every missing field and sends nothing.
      await send.click();
      await expect(toast).toContainText(text(language, 'forms.completeForm'));
      await expect(toast).toContainText(
        text(language, 'forms.missingFields').replace(
          '{{fields}}',
          [labels.name, labels.email, labels.service, labels.message].join(SEPARATOR),
        ),
      );
      await expect(contact.getByLabel(labels.name)).toHaveAttribute('aria-invalid', 'true');
      await expect(contact.getByLabel(labels.name)).toBeFocused();
      await closeToast(page, language);

      // A complete inquiry is sent, the form is cleared and a success toast appears.
      await contact.getByLabel(labels.name).fill('Sokha Chan');
      await contact.getByLabel(labels.email).fill(`sokha.${language}.${testInfo.project.name}@example.com`);
      await contact.getByLabel(labels.service).selectOption('web-design');
      await contact.getByLabel(labels.message).fill('We would like a bilingual website for our guesthouse.');
      await send.click();
      await expect(toast).toContainText(text(language, 'contact.success'));
      await expect(contact.getByLabel(labels.name)).toHaveValue('');
      await expect(contact.getByLabel(labels.email)).toHaveValue('');
      await expect(contact.getByLabel(labels.service)).toHaveValue('');
      await expect(contact.getByLabel(labels.message)).toHaveValue('');
      await closeToast(page, language);

      // The newsletter: an empty address is refused with the e-mail message, a real one subscribes.
      await subscribe.click();
      await expect(toast).toContainText(INVALID_EMAIL[language]);
      await closeToast(page, language);
      const email = newsletter.getByLabel(labels.email);
      await email.fill(`dara.${language}.${testInfo.project.name}@example.com`);
      await subscribe.click();
      await expect(toast).toContainText(text(language, 'newsletter.success'));
      await expect(toast).toContainText(text(language, 'newsletter.confirm'));
      await expect(email).toHaveValue('');
    },
  );
}
