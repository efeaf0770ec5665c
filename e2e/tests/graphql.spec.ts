import { expect, test } from '@playwright/test';

test('the footer shows the office hours (prerendered) and the clock of a live GraphQL subscription', async ({
  page,
}) => {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql'));
  await page.goto('/');
  const ws = await socket;
  // The server's clock arrives over the WebSocket as a graphql-ws "next" message.
  await ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"serverTime"'));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(/Siem Reap \d{2}:\d{2} · (Open now|Closed now) \(Mon–Fri/);
});

test('the browser can query the partner-facing GraphQL API', { tag: '@quick' }, async ({ page }) => {
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ siteInfo(language: km) { name address } }' }),
    });
    return response.json();
  });
  expect(result.data.siteInfo.name).toBe('Angkor Digital');
  expect(result.data.siteInfo.address).toContain('សៀមរាប');
});
