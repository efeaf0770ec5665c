import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Language } from '@site/common';
import { telegramBaseURL, telegramDoubleUrl } from '../telegram-env';
import { isNarrow, quickIf, text, waitForApp } from './support';

// Issue 34, item 4: a visitor asks for a person in the chat; a staff member answers in the staff
// group's Telegram topic (the Telegram double serves it to the server's getUpdates long polling), and
// the answer shows up in the visitor's open chat with who wrote it. On the server with Telegram
// configured (telegram-env.ts).

const WORDS: Record<Language, { path: string; ask: string; question: string; reply: string }> = {
  en: {
    ask: 'Can I talk to a person, please?',
    path: '/faq',
    question: 'Can someone help me choose a package?',
    reply: 'Hello! The Professional package fits a hotel best.',
  },
  km: {
    ask: 'ខ្ញុំចង់និយាយជាមួយបុគ្គលិក',
    path: '/km/faq',
    question: 'តើមាននរណាម្នាក់អាចជួយខ្ញុំជ្រើសរើសកញ្ចប់បានទេ?',
    reply: 'សួស្ដី! កញ្ចប់ Professional សាកសមបំផុតសម្រាប់សណ្ឋាគារ។',
  },
};

function opener(page: Page, language: Language): Locator {
  const name = text(language, 'chat.openLabel');
  return isNarrow(page)
    ? page.getByRole('banner').getByRole('button', { name })
    : page.getByRole('button', { name }).and(page.locator('[data-chat-fab]'));
}

/**
 * A visitor address of its own for each test (the server trusts X-Forwarded-For from loopback): every
 * browser of the run is 127.0.0.1, and opening a conversation spends the per-address hand-off budget.
 */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` });

interface DoubleState {
  topics: { threadId: number; name: string }[];
  messages: { text: string; threadId?: number }[];
}

/** WCAG 2.2 AA violations inside the open chat panel (axe). */
async function panelViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#chat-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}

const doubleState = async (): Promise<DoubleState> =>
  (await (await fetch(`${telegramDoubleUrl()}/control/state`)).json()) as DoubleState;

for (const language of ['en', 'km'] as const) {
  test(
    `a staff reply on Telegram reaches the open chat (${language === 'en' ? 'English' : 'Khmer'})`,
    { tag: quickIf(language === 'km') },
    async ({ page }) => {
      const words = WORDS[language];
      const visitor = `Dara ${randomBytes(3).toString('hex')}`;
      await ownAddress(page);
      await page.goto(`${telegramBaseURL}${words.path}`);
      await waitForApp(page);
      await opener(page, language).click();
      const dialog = page.getByRole('dialog', { name: text(language, 'chat.title') });
      await expect(dialog).toBeVisible();

      // The visitor asks the assistant for a person; its answer offers one.
      const chatInput = dialog.getByRole('textbox', { name: text(language, 'chat.inputLabel') });
      await chatInput.fill(words.ask);
      await chatInput.press('Enter');
      await dialog.getByRole('button', { name: text(language, 'person.offer') }).click();
      await expect(dialog.getByLabel(text(language, 'person.name'))).toBeFocused();
      expect(await panelViolations(page)).toEqual([]);
      await dialog.getByLabel(text(language, 'person.name')).fill(visitor);
      await dialog.getByRole('button', { name: text(language, 'person.connect') }).click();
      await expect(dialog.getByText(text(language, 'person.connected'))).toBeVisible();

      const input = dialog.getByRole('textbox', { name: text(language, 'person.inputLabel') });
      await input.fill(words.question);
      await input.press('Enter');
      const conversation = dialog.getByRole('list', { name: text(language, 'person.conversation') });
      // The chat so far (the server's record of it), then what the visitor wrote to the team.
      await expect(conversation.locator('li[data-author="visitor"]').first()).toContainText(words.ask);
      await expect(conversation.locator('li[data-author="visitor"]').last()).toContainText(words.question);

      // The team's topic carries the visitor's name, the chat so far and their message.
      let topic: { threadId: number; name: string } | undefined;
      await expect
        .poll(async () => {
          const state = await doubleState();
          topic = state.topics.find((each) => each.name.includes(visitor));
          const inTopic = state.messages.filter((m) => topic && m.threadId === topic.threadId);
          return (
            inTopic.some((m) => m.text.includes(words.ask)) && inTopic.some((m) => m.text.includes(words.question))
          );
        })
        .toBe(true);

      await fetch(`${telegramDoubleUrl()}/control/staff-writes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ threadId: topic!.threadId, text: words.reply, from: { first_name: 'Sophea' } }),
      });
      const reply = conversation.locator('li[data-author="staff"]').last();
      await expect(reply).toContainText(words.reply);
      await expect(reply.getByTestId('person-name')).toHaveText(
        text(language, 'person.staffFrom').replace('{{name}}', 'Sophea'),
      );

      expect(await panelViolations(page)).toEqual([]);

      // A reload keeps the conversation in the tab, the reply included.
      await page.reload();
      await waitForApp(page);
      await opener(page, language).click();
      await expect(conversation.locator('li[data-author="staff"]').last()).toContainText(words.reply);
    },
  );
}

/** Signs in through the built-in OpenID provider (as staff.spec.ts does) and lands on `url`. */
async function signInAsStaff(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await expect(page).toHaveURL(url);
  await waitForApp(page);
}

for (const language of ['en', 'km'] as const) {
  test(
    `staff answer from the workspace's conversations, live both ways (${language === 'en' ? 'English' : 'Khmer'})`,
    { tag: '@desktop' },
    async ({ page, browser }) => {
      const words = WORDS[language];
      const visitor = `Sokha ${randomBytes(3).toString('hex')}`;
      await ownAddress(page);
      await page.goto(`${telegramBaseURL}${words.path}`);
      await waitForApp(page);
      await opener(page, language).click();
      const dialog = page.getByRole('dialog', { name: text(language, 'chat.title') });
      await dialog.getByRole('button', { name: text(language, 'person.open') }).click();
      await dialog.getByLabel(text(language, 'person.name')).fill(visitor);
      await dialog.getByRole('button', { name: text(language, 'person.connect') }).click();
      await expect(dialog.getByText(text(language, 'person.connected'))).toBeVisible();
      const conversation = dialog.getByRole('list', { name: text(language, 'person.conversation') });

      const staff = await browser.newPage();
      try {
        await signInAsStaff(staff, `${telegramBaseURL}${language === 'km' ? '/km' : ''}/dashboard/conversations`);
        await staff
          .getByRole('list', { name: text(language, 'conversations.listLabel') })
          .getByRole('button', { name: new RegExp(visitor) })
          .click();
        const thread = staff.getByRole('list', {
          name: text(language, 'conversations.thread').replace('{{name}}', visitor),
        });
        await expect(thread).toBeVisible();

        // The visitor writes: the open thread shows it without a reload.
        const input = dialog.getByRole('textbox', { name: text(language, 'person.inputLabel') });
        await input.fill(words.question);
        await input.press('Enter');
        await expect(thread.locator('li[data-author="visitor"]').last()).toContainText(words.question);

        const answer = staff.getByRole('textbox', {
          name: text(language, 'conversations.replyLabel').replace('{{name}}', visitor),
        });
        await answer.fill(words.reply);
        await staff.getByRole('button', { name: text(language, 'conversations.send'), exact: true }).click();
        await expect(thread.locator('li[data-author="staff"]').last()).toContainText(words.reply);

        // The visitor's open chat shows it, named as the team's.
        const reply = conversation.locator('li[data-author="staff"]').last();
        await expect(reply).toContainText(words.reply);
        await expect(reply.getByTestId('person-name')).toContainText(
          text(language, 'person.staffFrom').replace('{{name}}', '').trim(),
        );
      } finally {
        await staff.close();
      }
    },
  );
}
