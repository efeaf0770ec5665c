import { expect, test } from '@playwright/test';
import { clusterAvailable, clusterURLs } from '../cluster-env';
import { waitForApp, watchDataRequests } from './support';

// Issue 31: live, not polled, and on every instance. Two instances share one PostgreSQL server
// (e2e/cluster-server.mjs); a staff page open on one shows what the other received, without a reload.
// They exist only with a PostgreSQL server (TEST_DATABASE_URL, which CI sets).
test.skip(!clusterAvailable, 'two instances need a PostgreSQL server: set TEST_DATABASE_URL');
test.describe.configure({ timeout: 90_000 });

const [first, second] = clusterURLs;

test('an inquiry sent to one instance appears in the staff inbox open on the other, without a reload @desktop', async ({
  page,
  request,
}, testInfo) => {
  const dataRequestsElsewhere = watchDataRequests(page);
  // The inbox hears of new inquiries once its staffActivity subscription is on the socket: what is
  // sent before that is seen on the next load or Refresh, not pushed. Wait for it to be sent.
  const listening = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && /"type":"subscribe"/.test(payload) && /staffActivity/.test(payload))
          resolve();
      }),
    ),
  );
  await page.goto(`${first}/dashboard/inquiries`);
  await expect(page).toHaveURL(/\/dev-oidc\/interaction\//);
  await page.getByRole('button', { name: /admin@example\.com/ }).click();
  await expect(page).toHaveURL(`${first}/dashboard/inquiries`);
  await waitForApp(page);
  const rows = page.getByTestId('inquiry-row');
  // The inbox has loaded (empty or not) before the inquiry is sent.
  await expect(page.getByRole('searchbox')).toBeVisible();
  await listening;
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const name = `Live ${testInfo.project.name} ${Date.now()}`;
  const sent = await request.post(`${second}/api/contact`, {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: { name, email: 'live@example.com', service: 'seo', message: 'Sent to the other instance.', language: 'en' },
  });
  expect(sent.status()).toBe(201);
  // Within 2 seconds (the bound), pushed over the page's GraphQL WebSocket.
  await expect(rows.filter({ hasText: name })).toBeVisible({ timeout: 2000 });
  expect(navigations).toEqual([]);
  // The inbox reads and hears only GraphQL (the sign-in pages before it are navigations).
  expect(dataRequestsElsewhere()).toEqual([]);
});
