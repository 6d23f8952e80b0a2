/** The seeded sidebar, for the suites outside server/ that check it (tests/unit/menu). */
export { menuSeeds } from '../../domain/admin-demo';
