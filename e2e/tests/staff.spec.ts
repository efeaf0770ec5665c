import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@site/common';
import { isNarrow, quickIf, text, waitForApp } from './support';

// Issue 17: the dashboard's true figures, the staff inbox, and leads from the chat, in both languages.
// Each test signs in through the built-in OpenID provider in its own browser context.

test.describe.configure({ timeout: 90_000 });

let nextAddress = Math.floor(Math.random() * 200);
/** An address of its own per form post (the e2e server trusts X-Forwarded-For from loopback). */
const ownAddress = () => ({ 'x-forwarded-for': `192.0.2.${(nextAddress++ % 250) + 1}` });

const at = (language: Language, path: string) => (language === 'km' ? `/km${path}` : path);

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await waitForApp(page);
}

async function sendInquiry(request: APIRequestContext, name: string, message: string, language: Language) {
  const response = await request.post('/api/contact', {
    headers: ownAddress(),
    data: { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`, service: 'seo', message, language },
  });
  expect(response.status()).toBe(201);
}

/** The number on a stat card. */
async function figure(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('list', { name: text('en', 'dashboard.statsTitle') })
    .or(page.getByRole('list', { name: text('km', 'dashboard.statsTitle') }));
  const item = card.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText(/\d/);
  return Number(/(\d+)/.exec((await item.textContent())!.replace(label, ''))![1]);
}

for (const language of ['en', 'km'] as const) {
  test(
    `${language}: the dashboard counts a new inquiry and lists it in Recent Activity @desktop`,
    { tag: quickIf(language === 'en') },
    async ({ page, request }, testInfo) => {
      const tag = `${language}-${testInfo.project.name}-${Date.now()}`;
      await signInAsAdmin(page, at(language, '/dashboard'));
      const label = text(language, 'dashboard.stats.messagesToday');
      const before = await figure(page, label);
      await sendInquiry(request, `Figure ${tag}`, 'Please count me.', language);
      await page.reload();
      await waitForApp(page);
      await expect.poll(() => figure(page, label)).toBeGreaterThan(before);
      const activity = page.getByRole('region', { name: text(language, 'dashboard.recentActivity') });
      const item = activity.getByRole('link', { name: new RegExp(`Figure ${tag}`) });
      await expect(item).toBeVisible();
      // It leads to the inquiry in the inbox.
      await item.click();
      await expect(page).toHaveURL(new RegExp(`${at(language, '/dashboard/inquiries')}\\?id=[0-9a-f-]{36}$`));
      await expect(page.getByRole('dialog', { name: `Figure ${tag}` })).toContainText('Please count me.');
    },
  );

  test(
    `${language}: the inbox finds an inquiry by a word of its message, and it is marked replied @desktop`,
    { tag: quickIf(language === 'km') },
    async ({ page, request }, testInfo) => {
      const tag = `${testInfo.project.name}${Date.now()}`;
      const word = language === 'km' ? `ផ្ទះសំណាក់${tag}` : `guesthouse${tag}`;
      const message =
        language === 'km' ? `សូមជួយធ្វើគេហទំព័រសម្រាប់ ${word} របស់យើង។` : `Please build a website for our ${word} by March.`;
      await sendInquiry(request, `Inbox ${tag}`, message, language);
      await signInAsAdmin(page, at(language, '/dashboard/inquiries'));
      await expect(
        page.getByRole('heading', { level: 1, name: text(language, 'pages.inquiries.title') }),
      ).toBeVisible();
      await page.getByRole('searchbox', { name: text(language, 'inbox.searchLabel') }).fill(word);
      const rows = page.getByTestId('inquiry-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Inbox ${tag}`);
      await rows.first().getByRole('button').click();

      const detail = page.getByRole('dialog', { name: `Inbox ${tag}` });
      await expect(detail).toContainText(message);
      await expect(detail.getByRole('link', { name: text(language, 'inbox.reply') })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:inbox\\.${tag.toLowerCase()}@example\\.com\\?subject=`),
      );
      // Opening it read it; now it is answered.
      await expect(detail.getByRole('button', { name: text(language, 'inbox.mark.new') })).toBeVisible();
      await detail.getByRole('button', { name: text(language, 'inbox.mark.replied') }).click();
      await expect(detail.getByRole('button', { name: text(language, 'inbox.mark.read') })).toBeVisible();
      await expect(detail).toContainText(text(language, 'inbox.status.replied'));
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();
      await expect(rows.first()).toContainText(text(language, 'inbox.status.replied'));
      // Only replied inquiries: it is among them.
      await page.getByRole('combobox', { name: text(language, 'inbox.statusFilter') }).selectOption('replied');
      await expect(rows.filter({ hasText: `Inbox ${tag}` })).toHaveCount(1);
    },
  );
}

/** The chat's opener: the floating button on desktop, the header toggle on a phone. */
function chatOpener(page: Page, language: Language): Locator {
  const name = text(language, 'chat.openLabel');
  return isNarrow(page)
    ? page.getByRole('banner').getByRole('button', { name })
    : page.getByRole('button', { name }).and(page.locator('[data-chat-fab]'));
}

for (const language of ['en', 'km'] as const) {
  test(`${language}: “Can I talk to a person?” leads to a question for the team, which staff find in the inbox`, async ({
    page,
    browser,
  }, testInfo) => {
    const tag = `${language}${testInfo.project.name}${Date.now()}`;
    const name = `Lead ${tag}`;
    await page.setExtraHTTPHeaders(ownAddress());
    await page.goto(at(language, '/faq'));
    await waitForApp(page);
    await chatOpener(page, language).click();
    const chat = page.getByRole('dialog', { name: text(language, 'chat.title') });
    const ask = language === 'km' ? 'តើខ្ញុំអាចនិយាយជាមួយមនុស្សបានទេ?' : 'Can I talk to a person?';
    await chat.getByRole('textbox', { name: text(language, 'chat.inputLabel') }).fill(ask);
    await chat.getByRole('button', { name: text(language, 'chat.send') }).click();
    const offer = chat.getByRole('button', { name: text(language, 'chat.handoffOffer') });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    // The answer names the phone as a tap-to-call link.
    await expect(
      chat.locator('li[data-sender="bot"]').last().getByRole('link', { name: '+855 12 345 678' }),
    ).toHaveAttribute('href', 'tel:+85512345678');

    // A reload of the tab keeps the conversation and the offer.
    await page.reload();
    await waitForApp(page);
    await chatOpener(page, language).click();
    await expect(chat.locator('li[data-sender="user"]')).toHaveCount(1);
    await expect(chat.locator('li[data-sender="user"]')).toContainText(ask);
    await chat.getByRole('button', { name: text(language, 'chat.handoffOffer') }).click();

    const form = chat.getByRole('form', { name: text(language, 'chat.handoffTitle') });
    await expect(form.getByRole('textbox', { name: text(language, 'chat.handoffQuestion') })).toHaveValue(ask);
    await form.getByRole('textbox', { name: text(language, 'chat.handoffName') }).fill(name);
    await form.getByRole('button', { name: text(language, 'chat.handoffSend') }).click();
    // No e-mail address and no phone: said in the visitor's language, beside the field.
    await expect(form).toContainText(
      language === 'km'
        ? 'សូមផ្ដល់អាសយដ្ឋានអ៊ីមែល ឬលេខទូរស័ព្ទ ដើម្បីឱ្យយើងអាចឆ្លើយតបអ្នកបាន'
        : 'Please give an e-mail address or a phone number, so that we can answer you',
    );
    await form
      .getByRole('textbox', { name: text(language, 'chat.handoffEmail') })
      .fill(`${tag.toLowerCase()}@example.com`);
    await form.getByRole('button', { name: text(language, 'chat.handoffSend') }).click();
    await expect(chat.locator('li[data-sender="bot"]').last()).toContainText(
      language === 'km' ? 'សូមអរគុណ!' : 'Thank you! Your question is with our team',
    );
    await expect(form).toBeHidden();

    // Staff see it in the inbox, marked as coming from the chat, with the conversation.
    const staff = await browser.newPage();
    try {
      await signInAsAdmin(staff, at(language, '/dashboard/inquiries?source=chat'));
      await staff.getByRole('searchbox', { name: text(language, 'inbox.searchLabel') }).fill(tag);
      const row = staff.getByTestId('inquiry-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(text(language, 'inbox.source.chat'));
      await row.getByRole('button').click();
      const detail = staff.getByRole('dialog', { name });
      await expect(detail).toContainText(text(language, 'inbox.conversation'));
      await expect(detail.getByRole('listitem').first()).toContainText(ask);
    } finally {
      await staff.close();
    }
  });
}

// A laptop screen.
test(
  'the submissions dialog fits a 1280-px screen, and a row opens the inquiry',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const tag = `${testInfo.project.name}${Date.now()}`;
    await sendInquiry(
      request,
      `Wide ${tag} with a rather long name for a guesthouse`,
      `A long message ${'about a bilingual website with booking, maps and reviews '.repeat(12)}`,
      'en',
    );
    await signInAsAdmin(page, '/dashboard');
    await page.getByRole('button', { name: 'View Form Submissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Form Submissions' });
    const table = dialog.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: `Wide ${tag}` })).toBeVisible();
    // Every column is inside the dialog: nothing cut off, no sideways scrolling.
    const overflow = await table.evaluate((element) => {
      const container = element.parentElement!;
      return { scroll: container.scrollWidth, client: container.clientWidth };
    });
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    const dialogBox = (await dialog.boundingBox())!;
    const actions = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!;
    expect(actions.x + actions.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);

    await table
      .getByRole('button', { name: `Open the inquiry from Wide ${tag} with a rather long name for a guesthouse` })
      .click();
    const detail = page.getByRole('dialog', { name: `Wide ${tag} with a rather long name for a guesthouse` });
    await expect(detail).toContainText('reviews about a bilingual website');
  },
);

// The workspace on a small phone: the top row (logo, language, sign-out) and every page of the staff
// menu fit 360 px, in both languages (Khmer's labels are the wider ones).
for (const language of ['en', 'km'] as const) {
  test(`${language}: every staff page fits a 360-px phone, header included`, { tag: '@phone' }, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsAdmin(page, at(language, '/dashboard'));
    const menu = page.getByRole('navigation', { name: text(language, 'staffNav.label') });
    const pages = await menu
      .getByRole('link')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search,
        ),
      );
    expect(pages.length).toBeGreaterThanOrEqual(8);
    // By its address: the bookings view is a dialog, which hides the page behind it from the role tree.
    const signOut = page.locator('header a[href="/api/logout"]');
    await expect(signOut).toHaveText(text(language, 'header.signOut'));
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
      const button = (await signOut.boundingBox())!;
      expect(button.x + button.width, `sign-out's right edge on ${path}`).toBeLessThanOrEqual(360);
      // Its words fit inside its outline (Khmer's were squeezed past it).
      const fits = await signOut.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `sign-out's text fits its button on ${path}`).toBe(true);
    }
  });
}
