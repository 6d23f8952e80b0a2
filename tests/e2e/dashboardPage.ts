import { expect, type Page } from '@playwright/test';

/** Signs in to the console and waits for the admin home. */
export async function signIn(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** The signed-in administrator's token, as an Authorization header. */
export async function bearer(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token ?? ''}` };
}

/**
 * Waits until every cell on the page has settled (drawn, empty or failed); answers how many
 * there are and when, in ms since the page's navigation began.
 */
export async function allCellsDrawn(page: Page): Promise<{ cells: number; at: number }> {
  const handle = await page.waitForFunction(
    () => {
      const cells = [...document.querySelectorAll('[data-cell-state]')];
      const settled =
        cells.length > 0 &&
        cells.every((cell) => cell.getAttribute('data-cell-state') !== 'loading');
      return settled ? { cells: cells.length, at: Math.round(performance.now()) } : false;
    },
    null,
    { polling: 25, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as { cells: number; at: number };
}
