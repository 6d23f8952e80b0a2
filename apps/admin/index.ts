/** The console's entry for checks outside the app (tests/unit/menu): its route table. */
export { routes } from './routes';
