import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the portal asks a new visitor to choose an operator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select Your Operator' })).toBeVisible();
  await page.getByRole('button', { name: 'U Mobile' }).click();
  await expect(page).toHaveURL(/\/home\/2$/);
});
