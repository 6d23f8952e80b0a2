/** The server's seeds, for the suites outside server/ that check them (tests/unit/menu). */
export { menuSeeds } from '../core/seeds/menu';
