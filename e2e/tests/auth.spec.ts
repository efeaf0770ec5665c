import { expect, test, type Page } from '@playwright/test';
import { isNarrow, text } from './support';

// Staff sign-in on the local default: the built-in OpenID provider at /dev-oidc, reached through
// /api/login exactly like a hosted issuer. Each test has its own browser context (own cookies).

// The admin rows are sent with addresses of their own: the e2e server trusts X-Forwarded-For from
// loopback (TRUST_PROXY's default), so they do not use up forms.spec's 5-per-IP budget.
// Several full sign-ins through the provider per test: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

let nextAddress = Math.floor(Math.random() * 200);
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${(nextAddress++ % 250) + 1}` });

async function chooseAccount(page: Page, email: string) {
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  // The page speaks the visitor's language; the account's e-mail is in every button name.
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
}

async function signIn(page: Page, email: string, path = '/dashboard') {
  await page.goto(path);
  await chooseAccount(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
}

async function openSubmissions(page: Page) {
  await page.getByRole('button', { name: 'View Form Submissions' }).click();
  return page.getByRole('dialog', { name: 'Form Submissions' });
}

test('an anonymous visit to a protected page goes through sign-in and comes back to it', async ({ page }) => {
  await page.goto('/dashboard?tab=x');
  await chooseAccount(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/dashboard\?tab=x$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Sophea Chan' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
  for (const label of ['Active Projects', 'Total Clients', 'Messages Today', 'Scheduled Meetings'])
    await expect(page.getByText(label)).toBeVisible();

  // The other protected pages open at once now; /blog/add shows the spec's placeholder.
  await page.getByRole('link', { name: 'Add New Blog Post' }).click();
  await expect(page).toHaveURL(/\/blog\/add$/);
  await expect(page.getByText('Blog management coming soon...')).toBeVisible();
});

test('the sign-in page leads to the provider and, once signed in, to the dashboard', async ({ page }) => {
  await page.goto('/km/signin');
  await page.getByRole('link', { name: text('km', 'auth.signInWith').replace('{{provider}}', 'Replit') }).click();
  await chooseAccount(page, 'staff@example.com');
  await expect(page).toHaveURL(/\/km\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('km', 'dashboard.welcome').replace('{{name}}', 'Dara Sok'),
  );
  // Signed in, /signin forwards to the dashboard.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the admin sees the forms sent earlier in the dialog', async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const contact = await request.post('/api/contact', {
    headers: ownAddress(),
    data: {
      name: `Chanthy ${tag}`,
      email: `chanthy.${tag}@example.com`,
      service: 'seo',
      message: 'Please help our hotel show up in AI search results.',
      language: 'km',
    },
  });
  expect(contact.status()).toBe(201);
  const newsletter = await request.post('/api/newsletter', {
    headers: ownAddress(),
    data: { email: `reader.${tag}@example.com`, language: 'en' },
  });
  expect(newsletter.status()).toBe(200);

  await signIn(page, 'admin@example.com');
  const dialog = await openSubmissions(page);
  const row = dialog.getByRole('row', { name: new RegExp(`Chanthy ${tag}`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `chanthy.${tag}@example.com` })).toHaveAttribute(
    'href',
    `mailto:chanthy.${tag}@example.com`,
  );
  await expect(row).toContainText('SEO & Digital Marketing');
  await expect(dialog.getByRole('tab', { name: /^Contact Forms \(\d+\)$/ })).toBeVisible();
  // At most 80% of the viewport high.
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.8 + 1);

  await row.getByRole('button', { name: 'Mark as read' }).click();
  await expect(row.getByRole('button', { name: 'Mark as replied' })).toBeVisible();

  await dialog.getByRole('tab', { name: /^Newsletter \(\d+\)$/ }).click();
  await expect(dialog.getByRole('row', { name: new RegExp(`reader.${tag}@example.com`) })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a staff account sees Access Denied in the dialog', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  const dialog = await openSubmissions(page);
  await expect(dialog.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText("You don't have permission to view form submissions. Admin access is required."),
  ).toBeVisible();
  await expect(dialog.getByText('Please contact the site administrator if you need access.')).toBeVisible();
  await expect(dialog.getByRole('table')).toHaveCount(0);
});

test('signing out shows the anonymous header', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  if (isNarrow(page)) await page.getByRole('button', { name: text('en', 'header.openMenu') }).click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  // RP-initiated logout at the built-in provider, which asks before ending its own session.
  await page.getByRole('button', { name: 'Yes, sign out here too' }).click();
  await expect(page).toHaveURL(/\/$/);
  if (isNarrow(page)) await page.getByRole('button', { name: text('en', 'header.openMenu') }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
