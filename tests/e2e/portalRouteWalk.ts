import { expect, type Page } from '@playwright/test';
import { generatePath } from 'react-router-dom';
import { paths } from '../../apps/portal';

/** A portal route's name in the app's `paths`. */
export type PortalRouteName = keyof typeof paths;

/** The demo values a walk gives the routes' parameters: the operator and the verified number. */
export interface WalkVisitor {
  operatorId: 1 | 2;
  msisdn: string;
}

/**
 * A real demo value for each route parameter, by route (one name means different things on
 * different routes). A new route with a parameter and no value here fails the walk by name.
 */
function demoParams({ operatorId, msisdn }: WalkVisitor) {
  const operator = String(operatorId);
  const values: Partial<Record<PortalRouteName, Record<string, string>>> = {
    frontHomeOp: { op: operator },
    operator: { id: operator },
    servicePage: { service: 'bangla_barta' },
    dialPage: { service: 'bangla_barta' },
    listService: { service: 'caller_tunes' },
    listServiceDetails: { service: 'games' },
    multipleServiceDetails: { service: 'bangla_barta' },
    multipleService: { service: 'bangla_barta' },
    internetServices: { service: 'internet' },
    internetOffer: { id: '1' },
    packageService: { service: 'game_zone' },
    freeServices: { id: '4' },
    topupHub: { service: 'topup' },
    topup: { type: 'self' },
    topupPackages: { type: 'self' },
    packageReview: { service: 'topup' },
    walletSelect: { service: 'topup' },
    walletConfirmation: { service: 'topup' },
    walletSubmit: { reason: 'success' },
    numberInput: { service: 'input' },
    otp: { msisdn },
    unsubConfirmation: { service: 'bangla_barta' },
    umobileResult: { pageType: 'success', type: 'subscription', service: 'bangla_barta' },
  };
  return values;
}

/** Every route of the app's `paths`, in their order, as an address with demo parameter values. */
export function portalAddresses(visitor: WalkVisitor): [PortalRouteName, string][] {
  const params = demoParams(visitor);
  return Object.entries(paths).map(([name, pattern]) => {
    const route = name as PortalRouteName;
    const values = params[route] ?? {};
    const missing = [...pattern.matchAll(/:(\w+)(\?)?/g)]
      .filter(([, param, optional]) => optional === undefined && values[param ?? ''] === undefined)
      .map(([, param]) => `:${param ?? ''}`);
    if (missing.length > 0) {
      throw new Error(`Route ${route} (${pattern}) needs a demo value for ${missing.join(', ')}`);
    }
    return [route, generatePath(pattern, values)];
  });
}

/**
 * Opens an address inside the running app, as its own links do (the router's history, no page
 * load): the session, the mock API's data and the loaded parts stay. Returns once the router
 * has drawn two frames, so what follows sees the new screen, not the one before.
 */
export async function openInApp(page: Page, address: string) {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const frame = () => new Promise((drawn) => requestAnimationFrame(drawn));
    await frame();
    await frame();
  }, address);
}

/** The page's count of its API calls in flight (`countApiCalls`). */
interface ApiCalls {
  inFlight: number;
}

/**
 * Counts the page's API calls in flight from before its first script (the mock API's too: its
 * worker answers them), so a walk can wait for a screen's data as well as its code, in the page.
 */
export async function countApiCalls(page: Page) {
  await page.addInitScript(() => {
    const fetchOfPage = window.fetch.bind(window);
    const calls: ApiCalls = { inFlight: 0 };
    Object.assign(window, { apiCalls: calls });
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const api = new URL(url, window.location.href).pathname.startsWith('/api/');
      if (api) calls.inFlight += 1;
      try {
        return await fetchOfPage(input, init);
      } finally {
        if (api) calls.inFlight -= 1;
      }
    };
  });
}

/**
 * Opens an address inside the running app (as `openInApp`) and says what is wrong with its
 * screen once settled (no API call in flight, no spinner, fonts and pictures loaded, for two
 * frames in a row), all in one round trip: not settled within 15 s; shown at another address
 * (it sent the visitor elsewhere, so it was not checked); or what scrolls sideways (the
 * document, then each scrollable region, with the element sticking out past its edge: tag,
 * component, class and text). Empty when nothing is.
 */
export function screenProblems(page: Page, address: string): Promise<string[]> {
  return page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const frame = () => new Promise((drawn) => requestAnimationFrame(drawn));
    await frame();
    const calls = (window as unknown as { apiCalls: ApiCalls }).apiCalls;
    // A lazy picture out of view (the carousel's next slides) loads only once scrolled to.
    const outOfView = (image: HTMLImageElement) => {
      const { top, left } = image.getBoundingClientRect();
      return image.loading === 'lazy' && (top >= window.innerHeight || left >= window.innerWidth);
    };
    const deadline = performance.now() + 15_000;
    // Quiet in two frames in a row: a call that starts once another has answered is seen.
    for (let quietFrames = 0; ; await frame()) {
      await document.fonts.ready;
      const spinner = document.querySelector('[data-component="Spinner"][role="status"]');
      const quiet =
        calls.inFlight === 0 &&
        spinner === null &&
        document.querySelector('main') !== null &&
        [...document.images].every((image) => image.complete || outOfView(image));
      quietFrames = quiet ? quietFrames + 1 : 0;
      if (quietFrames === 2) break;
      if (performance.now() > deadline) {
        return [
          `not settled in 15 s: ${String(calls.inFlight)} API calls in flight, spinner ${spinner === null ? 'gone' : 'shown'}`,
        ];
      }
    }

    const describe = (element: Element) => {
      const component = element.getAttribute('data-component');
      const text = element.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${component === null ? '' : ` data-component="${component}"`}${
        element.classList.length === 0 ? '' : ` class="${[...element.classList].join(' ')}"`
      }> "${text}"`;
    };
    // The elements past the region's right edge whose parent is not: where the overflow starts.
    const stickingOut = (region: Element, edge: number) =>
      [...region.querySelectorAll('*')]
        .filter((element) => {
          const right = element.getBoundingClientRect().right;
          const parent = element.parentElement;
          return (
            right > edge + 0.5 &&
            (parent === null ||
              parent === region ||
              parent.getBoundingClientRect().right <= edge + 0.5)
          );
        })
        .slice(0, 3)
        .map(
          (element) =>
            `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`,
        );
    const found: string[] = [];
    const at = window.location.pathname;
    if (at !== to) found.push(`shown at ${at}`);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(
        `the page is ${root.scrollWidth} px wide in ${root.clientWidth}: ${stickingOut(document.body, root.clientWidth).join('; ')}`,
      );
    }
    for (const region of document.body.querySelectorAll('*')) {
      const { overflowX } = getComputedStyle(region);
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        region.scrollWidth > region.clientWidth
      ) {
        const edge = region.getBoundingClientRect().left + region.clientWidth;
        found.push(
          `${describe(region)} scrolls (${region.scrollWidth} px in ${region.clientWidth}): ${stickingOut(region, edge).join('; ')}`,
        );
      }
    }
    return found;
  }, address);
}

/** A language the portal offers: its id (the chooser's value) and its name. */
export interface LanguageChoice {
  value: string;
  label: string;
}

/** The sidebar at the operator's home, opened with its toggle (the header's one button). */
async function openSidebar(page: Page, operatorId: number) {
  await openInApp(page, `/home/${String(operatorId)}`);
  await page.locator('header').getByRole('button').click();
  return page.getByRole('dialog');
}

/** The languages the sidebar's chooser offers the visitor, in its order. */
export async function languageChoices(page: Page, operatorId: number): Promise<LanguageChoice[]> {
  const sidebar = await openSidebar(page, operatorId);
  const chooser = sidebar.getByRole('combobox');
  await expect(chooser.locator('option').first()).toBeAttached();
  const choices = await chooser.locator('option').evaluateAll((options) =>
    options.map((option) => ({
      value: (option as HTMLOptionElement).value,
      label: option.textContent.trim(),
    })),
  );
  // Its close button (the toggle's label is in the visitor's language, its mark is not).
  await sidebar.locator('button[data-close]').click();
  await expect(sidebar).toBeHidden();
  return choices;
}

/** Chooses a language in the sidebar, as a visitor does; returns once the sidebar has closed. */
export async function chooseLanguage(page: Page, operatorId: number, language: LanguageChoice) {
  const sidebar = await openSidebar(page, operatorId);
  await sidebar.getByRole('combobox').selectOption(language.value);
  await expect(sidebar).toBeHidden();
}
