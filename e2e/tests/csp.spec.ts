import { expect, test } from '@playwright/test';
import { quickIf } from './support';

// Every page runs under a Content-Security-Policy without 'unsafe-inline' for scripts: the prerendered
// inline scripts are allowed by hash. A violation here means a page silently lost a script.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
});

for (const path of ['/', '/faq', '/km/faq', '/services/seo', '/pricing', '/km', '/no-such-page']) {
  test(`${path} runs with no CSP violation`, { tag: quickIf(path === '/') }, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
        consoleErrors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await expect(page.locator('footer')).toBeVisible();
    // Everything the page can load runs under the policy: the live office line (its WebSocket)
    // and, loaded by focusing a form as a visitor would, the app with the footer forms.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-office-status]')).toContainText(/\d{1,2}:\d{2}/);
    const form = page.locator('footer form').first();
    await form.locator('input:not([tabindex="-1"])').first().focus();
    await expect(form).toHaveAttribute('data-live', '');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the stored Khmer choice still redirects (the inline language script is allowed)', async ({ page }) => {
  await page.goto('/faq');
  await page.evaluate(() => localStorage.setItem('language', 'km'));
  await page.goto('/services');
  await expect(page).toHaveURL(/\/km\/services$/);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations).toEqual([]);
});
