/** The console's entry for checks outside the app (tests/unit/menu): its routes and billing paths. */
export { routes } from './routes';
export { billingPaths } from './paths';
