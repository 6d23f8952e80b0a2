import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, messagesTo } from './otpGateway';
import { portalLivePort } from './ports';

// The portal built without mocks, against the reference server; one-time codes are read from
// the stand-in SMS gateway (otpReceiver.ts), as on the subscriber's phone.
test.use({
  baseURL: `http://127.0.0.1:${String(portalLivePort)}`,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});
test.describe.configure({ mode: 'serial' });

/** A first visit: the operator is chosen, then the language set to English in the sidebar. */
async function chooseOperator(page: Page, operator: 'Digi' | 'U Mobile') {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Select Your Operator' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: operator, exact: true }).click();
  await expect(page).toHaveURL(operator === 'Digi' ? /\/home\/1$/ : /\/home\/2$/);
  // The operator's default language is Bengali; the sidebar's chooser switches to English.
  await page.getByRole('button', { name: 'মেনু' }).click();
  await page.getByRole('combobox', { name: 'ভাষা' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Other Services' })).toBeVisible();
}

/** Types a number on the number input and asks for its code. */
async function enterNumber(page: Page, typed: string) {
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(typed);
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a Digi visitor subscribes with a verified number, finds it in My Subscription and unsubscribes', async ({
  page,
  request,
}) => {
  const msisdn = '60161234501';
  await chooseOperator(page, 'Digi');

  await page.getByRole('main').getByRole('link', { name: 'Bangla Barta', exact: true }).click();
  await expect(page).toHaveURL(/\/multiple-serivce\/bangla_barta$/);
  await page.getByRole('link', { name: 'More about this service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bangla Barta' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();

  // The number must be verified by code before any subscription is made.
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234501');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  await expect(page.getByRole('timer')).toHaveText(/^00:5\d$/);
  await page.keyboard.type(await codeSentTo(request, msisdn, before));

  await expect(page).toHaveURL(/\/service-confirmation-page$/);
  await expect(
    page.getByRole('heading', {
      name: 'Do you want to subscribe to Bangla Barta at RM 3.00 per week?',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(/\/service-registration$/);
  await expect(
    page.getByRole('heading', {
      name: 'Your subscription request for Bangla Barta has been received.',
    }),
  ).toBeVisible();
  await expect(page.getByText('RM 3.00')).toBeVisible();
  await expect(page.getByText(/^TID-/)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^00:5\d$/);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();

  // Home, then My Subscription from the sidebar: the verified number's subscriptions.
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home\/1$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'My Subscription' })
    .click();
  await expect(page).toHaveURL(/\/my-subscription$/);
  const item = page.getByRole('listitem').filter({ hasText: 'Bangla Barta' });
  await expect(item).toContainText('Active');
  await expect(item).toContainText('RM 3.00 / week');
  await item.getByRole('button', { name: 'Unsubscribe' }).click();

  await expect(page).toHaveURL(/\/unsub-confirmation-page\/bangla_barta$/);
  await expect(
    page.getByRole('heading', { name: 'Do you want to unsubscribe from Bangla Barta?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByRole('heading', { name: 'You have been unsubscribed from Bangla Barta.' }),
  ).toBeVisible();

  // Back goes two steps: past the confirmation, to My Subscription, now empty.
  await page.getByRole('button', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/my-subscription$/);
  await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
});

test('a U Mobile number on Digi gets the toast', async ({ page, request }) => {
  await chooseOperator(page, 'Digi');
  await page.goto('/input-msisdn-page/subscription');
  await enterNumber(page, '0181234567');
  await expect(page.getByText('Please Give Vaild Digi Number !')).toBeVisible();
  await expect(page).toHaveURL(/\/input-msisdn-page\/subscription$/);
  expect(await messagesTo(request, '60181234567')).toBe(0);
});

test("a wrong code shows the server's text", async ({ page, request }) => {
  const msisdn = '60161234502';
  await chooseOperator(page, 'Digi');
  await page.goto('/input-msisdn-page/subscription');
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234502');
  const code = await codeSentTo(request, msisdn, before);
  const wrong = code === '0000' ? '1111' : '0000';
  await page.keyboard.type(wrong);
  await expect(page.getByRole('alert')).toHaveText('Wrong OTP. Please try again.');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  // The right code still works: My Subscription opens for the number.
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/my-subscription$/);
  await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
});

test('switching to U Mobile clears the number', async ({ page, request }) => {
  const msisdn = '60161234503';
  await chooseOperator(page, 'Digi');
  await page.goto('/input-msisdn-page/input');
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234503');
  await page.keyboard.type(await codeSentTo(request, msisdn, before));
  await expect(page).toHaveURL(/\/home\/1$/);

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText(msisdn)).toBeVisible();
  await expect(menu.getByText('Refund point')).toBeVisible();
  await menu.getByRole('button', { name: 'Change Operator' }).click();
  await page
    .getByRole('dialog', { name: 'Select Your Operator' })
    .getByRole('button', { name: 'U Mobile', exact: true })
    .click();

  await expect(page).toHaveURL(/\/home\/2$/);
  expect(await page.evaluate(() => localStorage.getItem('msisdn'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('portal_session'))).toBeNull();
  await page.getByRole('button', { name: 'মেনু' }).click();
  const umobileMenu = page.getByRole('dialog', { name: 'মেনু' });
  await expect(umobileMenu.getByText(msisdn)).toHaveCount(0);
  await expect(umobileMenu.getByText('RECHECK BALANCE')).toHaveCount(0);
});

test('a Digi visitor reloads their own number from the top-up hub and sees it succeed', async ({
  page,
}) => {
  const msisdn = '60161234511';
  await chooseOperator(page, 'Digi');
  await page.getByRole('main').getByRole('link', { name: 'Top Up', exact: true }).click();
  await expect(page).toHaveURL(/\/topup-services\/topup$/);
  await page.getByRole('link', { name: 'Reload my number' }).click();

  // Reloading one's own number needs it verified first; the code brings the visitor back.
  const before = sentTo(msisdn);
  await enterNumber(page, '0161234511');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  await page.keyboard.type(await codeSentTo(msisdn, before));
  await expect(page).toHaveURL(/\/topup-services\/topup\/self$/);
  await expect(page.getByRole('textbox', { name: 'Your number' })).toHaveValue(`+${msisdn}`);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/topup-services\/topup\/packages\/self$/);
  await page.getByRole('button', { name: /RM 10\.00/ }).click();
  await expect(page).toHaveURL(/\/topup-services\/topup\/packages\/review\/topup$/);
  await expect(page.getByText('RM 10.00')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/wallet-select-page\/topup$/);
  await page.getByRole('button', { name: "Touch 'n Go eWallet" }).click();
  await expect(page).toHaveURL(/\/wallet-confirmation-page\/topup$/);
  await page.getByRole('button', { name: 'Pay RM 10.00' }).click();

  await expect(page).toHaveURL(/\/wallet-submit-page\/success$/);
  await expect(page.getByRole('heading', { name: 'Top-up received' })).toBeVisible();
  await expect(
    page.getByText(`Your top-up of RM 10.00 to +${msisdn} has been received.`),
  ).toBeVisible();
  await expect(page.getByText(/^BDT-\d{8}-\d{5}$/)).toBeVisible();
});

test('a verified number adds two favourites, sees count/max, and deletes one', async ({ page }) => {
  const msisdn = '60161234512';
  await chooseOperator(page, 'Digi');
  await page.goto('/favourite-number-view');
  const before = sentTo(msisdn);
  await enterNumber(page, '0161234512');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  await page.keyboard.type(await codeSentTo(msisdn, before));
  await expect(page).toHaveURL(/\/favourite-number-view$/);
  await expect(page.getByText('You have no favourite numbers yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: '0 of 5 favourite numbers' })).toBeVisible();

  const add = async (name: string, number: string, operator: string) => {
    await page.getByRole('button', { name: 'Add a number' }).click();
    await expect(page).toHaveURL(/\/favourite-number-add$/);
    await page.getByRole('textbox', { name: /Name/ }).fill(name);
    await page.getByRole('textbox', { name: /Receiver number/ }).fill(number);
    await expect(page.getByRole('radio', { name: operator })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/favourite-number-view$/);
    await expect(page.getByText(name)).toBeVisible();
  };
  await add('Abang Karim', '0198765432', 'Digi');
  await add('Kak Ros', '0112345678', 'Umobile');
  await expect(page.getByRole('img', { name: '2 of 5 favourite numbers' })).toBeVisible();
  await expect(page.getByText('2/5')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Abang Karim' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Abang Karim (0198765432) will be removed');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('img', { name: '1 of 5 favourite numbers' })).toBeVisible();
  await expect(page.getByText('Abang Karim')).toHaveCount(0);
  await expect(page.getByText('Kak Ros')).toBeVisible();
});
