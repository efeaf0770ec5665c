import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './page-support';
import { text, waitForApp, waitForHydrationCommit, watchHydration } from './support';

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

test('an anonymous visitor is not asked about a session it cannot have: no 401, no console error @desktop', async ({
  page,
}) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') asked.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/faq');
  await waitForHydration(page, 'en');
  // Staff sign in from the footer; the public header offers no sign-in.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute(
    'href',
    '/signin',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /^Sign in$/ })).toHaveCount(0);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('an anonymous visit to a protected page goes through sign-in and comes back to it @desktop', async ({ page }) => {
  await page.goto('/dashboard?tab=x');
  await chooseAccount(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/dashboard\?tab=x$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Sophea Chan' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
  // The page can tell that there is a session to ask about (the session cookie itself is HttpOnly).
  expect(await page.evaluate(() => document.cookie)).toMatch(/(^|; )signed_in=1(;|$)/);
  for (const label of ['Paid Orders (this month)', 'Subscribers (active)', 'Messages Today', 'Scheduled Meetings'])
    await expect(page.getByText(label)).toBeVisible();

  // The other protected pages open at once now; /blog/add is the article editor.
  await page.getByRole('link', { name: 'Add New Blog Post' }).click();
  await expect(page).toHaveURL(/\/blog\/add$/);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
});

test(
  'the sign-in page leads to the provider and, once signed in, to the dashboard @desktop',
  { tag: '@quick' },
  async ({ page }) => {
    // A page left behind earlier (a protected page that sent the visitor to sign in) is forgotten: a
    // deliberate sign-in goes to the dashboard.
    await page.goto('/km/faq');
    await page.evaluate(() => sessionStorage.setItem('returnTo', '/km/payments'));
    await page.goto('/km/signin');
    await waitForApp(page);
    // A content page: the server checked the session and named the provider; no app was needed.
    expect(await page.evaluate(() => window.siteApp)).toBeUndefined();
    await page.getByRole('link', { name: text('km', 'auth.signInWith').replace('{{provider}}', 'Replit') }).click();
    await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
    expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
    await chooseAccount(page, 'staff@example.com');
    await expect(page).toHaveURL(/\/km\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('km', 'dashboard.welcome').replace('{{name}}', 'Dara Sok'),
    );
    // Signed in, /signin forwards to the dashboard.
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);

test('the sign-in page takes the app without a hydration error when a visitor needs it, in both languages @desktop', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await watchHydration(page);
  for (const language of ['en', 'km'] as const) {
    await page.goto(language === 'km' ? '/km/signin' : '/signin');
    await waitForApp(page);
    // As when the footer's form or the chat asks for React: it hydrates the server's page.
    await page.evaluate(() => window.siteLoadApp!());
    await page.waitForFunction(() => window.siteApp !== undefined);
    await waitForHydrationCommit(page);
    const button = page.getByRole('link', {
      name: text(language, 'auth.signInWith').replace('{{provider}}', 'Replit'),
    });
    await expect(button).toHaveAttribute('href', '/api/login');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  }
  // No mismatch, and no message missing from what the page loaded.
  expect(errors).toEqual([]);
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
  await expect(row).toContainText('SEO & AI Search (GEO)');
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

/** Books a free slot 30 or more days ahead through the API (the projects run in parallel: retry on 409). */
async function bookSomething(request: APIRequestContext, name: string, email: string) {
  const zone = 'America/New_York';
  for (let offset = 30; offset < 58; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const free = await request.get(`/api/booking/availability?date=${date}&timezone=${encodeURIComponent(zone)}`);
    if (!free.ok()) continue;
    const { timeSlots } = (await free.json()) as { timeSlots: string[] };
    if (timeSlots.length === 0) continue;
    const time = timeSlots[Math.floor(Math.random() * timeSlots.length)];
    // The slot is a wall-clock time in New York; ask the page's own zone maths by letting the server check it.
    const offsetText = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')!
      .value.replace('GMT', '');
    const datetime = new Date(`${date}T${time}:00${offsetText}`).toISOString();
    const booked = await request.post('/api/booking', {
      headers: ownAddress(),
      data: { name, email, service: 'seo', datetime, duration: 30, timezone: zone, language: 'en' },
    });
    if (booked.status() === 201) return;
    expect(booked.status()).toBe(409);
  }
  throw new Error('no free slot found');
}

test('the admin sees an upcoming booking with both clocks and cancels it', async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await bookSomething(request, `Visitor ${tag}`, `visitor.${tag}@example.com`);

  await signIn(page, 'admin@example.com');
  await page.getByRole('button', { name: 'View Calendar Bookings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upcoming Bookings' });
  const card = dialog.getByTestId('booking-card').filter({ hasText: `Visitor ${tag}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('SEO & AI Search (GEO)');
  await expect(card).toContainText(/Visitor's time: .* New York time \(GMT-[45]\)/);
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.8 + 1);

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText(`Visitor ${tag}'s consultation on`);
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(`Visitor ${tag} has been told by e-mail.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Gone for good: a fresh opening lists it no more.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'View Calendar Bookings' }).click();
  await expect(dialog.getByText(/\d+ upcoming|No upcoming bookings/)).toBeVisible();
  await expect(dialog.getByTestId('booking-card').filter({ hasText: `Visitor ${tag}` })).toHaveCount(0);
});

test("a staff account is offered no admin action, and an admin's link answers Access Denied @desktop", async ({
  page,
}) => {
  await signIn(page, 'staff@example.com');
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('link', { name: 'Write a case study' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Add New Blog Post' })).toBeVisible();
  for (const adminsOnly of ['View Form Submissions', 'View Calendar Bookings'])
    await expect(actions.getByRole('button', { name: adminsOnly })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Payment Dashboard' })).toHaveCount(0);

  // A link meant for admins (an alert's "Bookings") still opens, and says why it shows nothing.
  await page.goto('/dashboard?view=bookings');
  const bookings = page.getByRole('dialog', { name: 'Upcoming Bookings' });
  await expect(
    bookings.getByText("You don't have permission to view bookings. Admin access is required."),
  ).toBeVisible();
  await expect(bookings.getByTestId('booking-card')).toHaveCount(0);
});

test(
  'signed-in pages are a staff workspace of their own: its navigation, no public footer or chat',
  { tag: '@quick' },
  async ({ page }) => {
    await signIn(page, 'staff@example.com');
    const nav = page.getByRole('navigation', { name: 'Staff menu' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('en', 'chat.openLabel') })).toHaveCount(0);
    // A staff member without the admin role is offered only the pages they may use.
    await expect(nav.getByRole('link', { name: 'Conversations' })).toBeVisible();
    for (const adminsOnly of ['Inbox', 'Bookings', 'Orders', 'Closed days', 'Settings'])
      await expect(nav.getByRole('link', { name: adminsOnly })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/blog\/add$/);
    await expect(nav.getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  },
);

test('signing out shows the anonymous site @desktop', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await page.getByRole('link', { name: 'Sign out' }).click();
  // RP-initiated logout at the built-in provider, which asks before ending its own session.
  await page.getByRole('button', { name: 'Yes, sign out here too' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/signed_in=/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
