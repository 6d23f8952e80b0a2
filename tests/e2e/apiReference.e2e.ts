import { expect, test } from '@playwright/test';

test('the API reference renders the contract from this origin alone', async ({ page, baseURL }) => {
  // Redoc lays out over 300 operations on one thread: on a busy machine, more than the default 30 s.
  test.slow();
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The search index's worker is made from a blob of the page's own script.
    if (url.protocol !== 'blob:' && url.protocol !== 'data:' && url.origin !== origin) {
      elsewhere.push(request.url());
    }
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle('API reference · Telco Console Kit');
  // Redoc lays out the whole contract (over 200 operations) before it shows anything.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Telco Console Kit API (1.0.0)' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/api\/openapi\.json$/,
  );
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
