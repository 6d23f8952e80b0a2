import { expect, type Page, type Request } from '@playwright/test';
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

/**
 * Counts the page's API calls in flight (the mock API's too: its worker answers them), so a walk
 * can wait for a screen's data as well as its code.
 */
export function apiCallsInFlight(page: Page): () => number {
  let inFlight = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) inFlight += 1;
  });
  const done = (request: Request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/**
 * Waits until the screen has settled: no API call in flight, then shown with no spinner, its
 * fonts and pictures loaded.
 */
export async function settled(page: Page, inFlight: () => number) {
  await expect.poll(inFlight).toBe(0);
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return (
      document.querySelector('main') !== null &&
      document.querySelector('[data-component="Spinner"][role="status"]') === null &&
      [...document.images].every((image) => image.complete)
    );
  });
  await expect.poll(inFlight).toBe(0);
}

/**
 * What scrolls sideways on the page: the document, then each scrollable region, with the
 * element sticking out past its edge (tag, component, class and text). Empty when none does.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
  });
}
