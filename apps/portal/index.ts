/** The portal's entry for checks outside the app (tests/e2e): its route paths. */
export { paths } from './paths';
