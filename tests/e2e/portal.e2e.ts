import { expect, test, type Page } from '@playwright/test';
import {
  chooseLanguage,
  countApiCalls,
  languageChoices,
  openInApp,
  portalAddresses,
  screenProblems,
  type WalkVisitor,
} from './portalRouteWalk';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the portal asks a new visitor to choose an operator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Select Your Operator' })).toBeVisible();
  await page.getByRole('button', { name: 'U Mobile' }).click();
  await expect(page).toHaveURL(/\/home\/2$/);
});

/**
 * The browser's text size at 200 %: the default font size a reader sets in the browser (Chrome's
 * font size setting, which its text zoom and Android's text scaling amount to for rem-sized text).
 */
async function textAt200Percent(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

const walkers: (WalkVisitor & { name: string; typed: string })[] = [
  { name: 'Digi', operatorId: 1, msisdn: '60161234520', typed: '0161234520' },
  { name: 'U Mobile', operatorId: 2, msisdn: '60181234520', typed: '0181234520' },
];

for (const { name, typed, ...visitor } of walkers) {
  test(`every portal route of ${name} holds at 200 % text on a 320 px phone in each of its languages, with nothing scrolling sideways`, async ({
    page,
  }) => {
    // Three languages of some forty screens: 16–19 s side by side on a busy machine (load 5–6 on
    // two cores); the default 30 s leaves too little room on a busier one.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 640 });
    await countApiCalls(page);
    await textAt200Percent(page);
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '32px',
    );
    await page
      .getByRole('dialog', { name: 'Select Your Operator' })
      .getByRole('button', { name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/home/${String(visitor.operatorId)}$`));

    // The number verified once, in the operator's first language (Bengali) with the mock API's
    // code, as a visitor does on the first protected screen.
    await openInApp(page, '/input-msisdn-page/subscription');
    await page.getByRole('textbox', { name: 'মোবাইল নম্বর' }).fill(typed);
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await expect(page).toHaveURL(new RegExp(`/otp-page/${visitor.msisdn}$`));
    await expect(page.getByRole('textbox').first()).toBeFocused();
    // The mock API's fixed code (`mockOtp`; its module loads the database's WASM, not for here).
    await page.keyboard.type('1234');
    await expect(page).toHaveURL(/\/my-subscription$/);

    // Every language the operator offers, from the sidebar's chooser (the operator's language
    // list, as the app shows it), each chosen there as a visitor would: no page load.
    const found: string[] = [];
    const languages = await languageChoices(page, visitor.operatorId);
    const shownIn = new Set<string>();
    for (const language of languages) {
      await chooseLanguage(page, visitor.operatorId, language);
      shownIn.add(await page.evaluate(() => document.documentElement.lang));
      for (const [route, address] of portalAddresses(visitor)) {
        for (const problem of await screenProblems(page, address))
          found.push(`${language.label}, ${route} ${address}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
    // Each language was walked in its own words (the page's language followed each choice).
    expect(shownIn.size).toBe(languages.length);
  });
}
