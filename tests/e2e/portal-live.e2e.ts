import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishPrompt } from './ivrPublisher';
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

/** Types a code on the code page once its first box has the focus (the code may come first). */
async function typeCode(page: Page, code: string) {
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  await page.keyboard.type(code);
}

/** Types a number on the number input and asks for its code. */
async function enterNumber(page: Page, typed: string) {
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(typed);
  await page.getByRole('button', { name: 'Next' }).click();
}

test("a first visit's home shows its frame and sections from the page itself, asking the API for none of them", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/portal/')) asked.push(pathname);
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Select Your Operator' });
  await expect(popup.getByRole('button', { name: 'U Mobile', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Digi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other Services' })).toBeAttached();
  const broughtByThePage = [
    /^\/api\/portal\/get-banner$/,
    /^\/api\/portal\/(paid|free)-service$/,
    /^\/api\/portal\/get-operator$/,
    /^\/api\/portal\/get-language\/\d+$/,
    /^\/api\/portal\/get-menu\//,
    /^\/api\/portal\/get-footer-section$/,
  ];
  expect(asked.filter((path) => broughtByThePage.some((pattern) => pattern.test(path)))).toEqual(
    [],
  );
});

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
  await typeCode(page, await codeSentTo(request, msisdn, before));

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

test("each of Game Zone's packages is confirmed, subscribed and listed at its own price and validity; signing out ends the number's session", async ({
  page,
  request,
}) => {
  const msisdn = '60161234521';
  await chooseOperator(page, 'Digi');
  const packages = [
    { price: 'RM 0.50', validity: '1 day' },
    { price: 'RM 3.00', validity: '7 days' },
    { price: 'RM 10.00', validity: '30 days' },
  ];
  for (const [index, { price, validity }] of packages.entries()) {
    const priced = `${price} for ${validity}`;
    await page.goto('/package-services/game');
    await expect(page.getByRole('heading', { level: 1, name: 'Game Zone' })).toBeVisible();
    const subscribe = page.getByRole('button', { name: 'Subscribe' }).nth(index);
    await expect(subscribe).toHaveAccessibleDescription(`${price} ${validity}`);
    await subscribe.click();
    if (index === 0) {
      // The first package asks for the number and its code; the others go straight on.
      const before = await messagesTo(request, msisdn);
      await enterNumber(page, '0161234521');
      await typeCode(page, await codeSentTo(request, msisdn, before));
    }
    await expect(page).toHaveURL(/\/service-confirmation-page$/);
    await expect(
      page.getByRole('heading', { name: `Do you want to subscribe to Game Zone at ${priced}?` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Your subscription request for Game Zone has been received.',
      }),
    ).toBeVisible();
    await expect(page.getByText(price, { exact: true })).toBeVisible();

    // Stored as chosen: My Subscription lists the package's price and validity.
    await page.goto('/my-subscription');
    const item = page.getByRole('listitem').filter({ hasText: 'Game Zone' });
    await expect(item).toContainText(priced);
    await item.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByRole('heading', { name: 'You have been unsubscribed from Game Zone.' }),
    ).toBeVisible();
  }

  // Sign out, in the sidebar: back to the number screen, and the session is over on the server.
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('portal_session') ?? '{}') as { session_token?: string })
        .session_token,
  );
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page.getByRole('heading', { name: 'Enter your mobile number' })).toBeVisible();
  const after = await request.post('/api/portal/my-subscription', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: { msisdn, operatorId: 1, languageId: 1 },
  });
  expect(after.status()).toBe(401);
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
  await typeCode(page, wrong);
  await expect(page.getByRole('alert')).toHaveText('Wrong OTP. Please try again.');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  // The right code still works: My Subscription opens for the number.
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/my-subscription$/);
  await expect(page.getByText('You have no subscriptions yet.')).toBeVisible();
});

test('switching to U Mobile clears the number', async ({ page, request }) => {
  const msisdn = '60161234503';
  await chooseOperator(page, 'Digi');
  await page.goto('/input-msisdn-page/input');
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234503');
  await typeCode(page, await codeSentTo(request, msisdn, before));
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
  request,
}) => {
  const msisdn = '60161234511';
  await chooseOperator(page, 'Digi');
  await page.getByRole('main').getByRole('link', { name: 'Top Up', exact: true }).click();
  await expect(page).toHaveURL(/\/topup-services\/topup$/);
  await page.getByRole('link', { name: 'Reload my number' }).click();

  // Reloading one's own number needs it verified first; the code brings the visitor back.
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234511');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  await typeCode(page, await codeSentTo(request, msisdn, before));
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

test('a verified number adds two favourites, sees count/max, and deletes one', async ({
  page,
  request,
}) => {
  const msisdn = '60161234512';
  await chooseOperator(page, 'Digi');
  await page.goto('/favourite-number-view');
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, '0161234512');
  await expect(page).toHaveURL(new RegExp(`/otp-page/${msisdn}$`));
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
  await typeCode(page, await codeSentTo(request, msisdn, before));
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

/** Opens a page protected by number, verifying the number on the way. */
async function verifiedVisit(page: Page, request: APIRequestContext, path: string, typed: string) {
  const msisdn = `6${typed}`;
  await page.goto(path);
  const before = await messagesTo(request, msisdn);
  await enterNumber(page, typed);
  await typeCode(page, await codeSentTo(request, msisdn, before));
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a support ticket shows its serial; a second while it is open gets the waiting message', async ({
  page,
  request,
}) => {
  await chooseOperator(page, 'Digi');
  await verifiedVisit(page, request, '/support-page', '0161234510');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('60161234510');
  await page.getByRole('combobox', { name: 'Problem type' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Message' }).fill('Charged twice this week.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ticket-success$/);
  await expect(page.getByRole('heading', { name: 'Ticket submitted' })).toBeVisible();
  const serial = await page.getByText(/^TKT-\d{6}-\d{5}$/).textContent();
  expect(serial).toMatch(/^TKT-/);

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/support-history$/);
  await page.getByRole('tab', { name: 'Initiated' }).click();
  await expect(page.getByRole('button', { name: new RegExp(serial ?? 'none') })).toBeVisible();

  await page.goto('/support-page');
  await page.getByRole('textbox', { name: 'Message' }).fill('And still no data.');
  await page.getByRole('button', { name: 'Submit' }).click();
  const waiting = page.getByRole('dialog', { name: 'Ticket already open' });
  await expect(waiting).toContainText(serial ?? 'none');
  await expect(page).toHaveURL(/\/support-page$/);
});

test("the referral link is copied from the share dialog ('Copied')", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The portal's own dialog, as on browsers without the Web Share API.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await chooseOperator(page, 'Digi');
  await verifiedVisit(page, request, '/refer-friend', '0161234513');
  await expect(page.getByRole('heading', { name: 'Refer a friend' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share with a friend' });
  await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/home\/1\?re_token=[\w-]+&re_product_id=1$/);
});

/** Fires the browser's install offer event, as an installable page gets it. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });

test('the home-screen offer, once dismissed, stays dismissed after a reload', async ({ page }) => {
  await chooseOperator(page, 'Digi');
  const offer = page.getByText('Add this portal to your home screen.');
  // The offer's part loads after the first screen: fire until it listens.
  await expect
    .poll(async () => {
      await offerInstall(page);
      return offer.isVisible();
    })
    .toBe(true);
  await page.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Other Services' })).toBeVisible();
  await expect(page.locator('audio[data-component="AudioPrompts"]')).toBeAttached();
  await offerInstall(page);
  await expect(offer).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('install_prompt_dismissed'))).toBe('1');
});

test("a prompt the IVR system publishes through the broker swaps the audio element's source", async ({
  page,
}) => {
  // The page's own guest channel: its topic, and the broker's acknowledgement of its
  // subscription (SUBACK, first byte 0x90); a prompt published before that would never arrive.
  const issued = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/portal/guest-channel',
  );
  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: ({ payload }) => typeof payload !== 'string' && payload[0] === 0x90,
    }),
  );
  await chooseOperator(page, 'Digi');
  const { topic } = (await (await issued).json()) as { topic: string };
  await subscribed;
  const audio = page.locator('audio[data-component="AudioPrompts"]');
  await expect(audio).toBeAttached();
  await expect(audio).not.toHaveAttribute('src');

  // A file on the portal's own host: the page's CSP lets media come from there only.
  const file = `http://127.0.0.1:${String(portalLivePort)}/storage/ivr/en/welcome-topup.mp3`;
  await publishPrompt(topic, file);
  await expect(audio).toHaveAttribute('src', file);
});

test('a revisit without network shows the pages seen, and an offline state with a retry elsewhere', async ({
  page,
  context,
}) => {
  await chooseOperator(page, 'Digi');
  // The worker takes the page over once it has precached the portal's parts; the visit after
  // that goes through it and keeps the answers seen.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Other Services' })).toBeVisible();
  const firstItem = page.getByRole('main').getByRole('listitem').first();
  const seen: Record<string, string> = {};
  for (const address of ['/notice-page', '/internet-services/internet']) {
    await page.goto(address);
    await expect(firstItem).toBeVisible();
    seen[address] = (await firstItem.textContent()) ?? '';
  }

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Other Services' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Digi' })).toBeVisible();
  await expect(page.getByText('You are offline — showing what you saw last.')).toBeVisible();
  for (const [address, text] of Object.entries(seen)) {
    await page.goto(address);
    await expect(firstItem).toHaveText(text);
  }
  // A screen whose part was never loaded opens from the precached parts.
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();

  // A page never seen needs the network: its frame and the offline state, no dialog.
  await page.goto('/free-services/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Free games' })).toBeVisible();
  const offline = page.getByRole('alert');
  await expect(offline).toContainText('You are offline');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Digi' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Try again asks again: still no network, still the offline state.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(offline).toContainText('You are offline');
  // Back online, the page asks again by itself (the browser's 'online') and shows the games.
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(firstItem).toBeVisible();
});

/** The first banner's picture of an operator's home in a language, as the API lists it. */
async function firstBannerOf(request: APIRequestContext, operatorId: number, languageId: number) {
  const answer = await request.get(
    `/api/portal/get-banner?operatorId=${String(operatorId)}&languageId=${String(languageId)}`,
  );
  const { data } = (await answer.json()) as { data: { image: string }[] };
  return data[0]?.image;
}

test.describe('a visit the service worker does not answer', () => {
  // The server's own page: before the worker controls the page, on a reload that bypasses it,
  // or in a browser without one.
  test.use({ serviceWorkers: 'block' });

  test("a returning visitor's home comes with the page in their own operator and language", async ({
    page,
    request,
  }) => {
    // The pictures the page asks for, from its own document on (not the page before's).
    let pictures: string[] = [];
    page.on('request', (asked) => {
      if (asked.isNavigationRequest() && asked.frame() === page.mainFrame()) pictures = [];
      if (asked.resourceType() === 'image') pictures.push(new URL(asked.url()).pathname);
    });
    const preload = page.locator('link[rel="preload"][as="image"]');

    // A first visit keeps its preload: the default visitor's (Digi, in English) first banner.
    const defaultBanner = await firstBannerOf(request, 1, 1);
    await page.goto('/');
    await expect(preload).toHaveAttribute('href', defaultBanner ?? 'none');
    await page
      .getByRole('dialog', { name: 'Select Your Operator' })
      .getByRole('button', { name: 'U Mobile', exact: true })
      .click();
    await expect(page).toHaveURL(/\/home\/2$/);
    // U Mobile's own language is Bengali.
    await expect(page.getByRole('heading', { name: 'অন্যান্য সার্ভিস' })).toBeVisible();
    const languageId = Number(await page.evaluate(() => sessionStorage.getItem('languageId')));
    const ownBanner = await firstBannerOf(request, 2, languageId);
    expect(ownBanner).not.toBe(defaultBanner);

    // The visitor comes back to the portal's address (the installed app's start).
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'অন্যান্য সার্ভিস' })).toBeVisible();
    await expect(preload).toHaveAttribute('href', ownBanner ?? 'none');
    await expect.poll(() => pictures).toContain(ownBanner);
    expect(pictures).not.toContain(defaultBanner);
  });
});
