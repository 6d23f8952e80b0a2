import { expect, type Page } from '@playwright/test';

/** Every entry of the console's sidebar (its hrefs, in order), with its groups opened. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  // The menu arrives after the page: its groups are there once the sidebar is no longer busy.
  await expect(sidebar).not.toHaveAttribute('aria-busy', 'true');
  // Opening a group may show groups nested in it: open until none is left closed.
  for (let closed = sidebar.locator('button[aria-expanded="false"]'); (await closed.count()) > 0;) {
    await closed.first().click();
  }
  return sidebar
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
