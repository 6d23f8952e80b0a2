/** A database the server suites run against. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** The PostgreSQL URL (undefined for SQLite). */
  url: string | undefined;
}

/**
 * The databases to run the suites on: a temporary SQLite file, plus PostgreSQL when
 * TEST_DATABASE_URL is set (each test file then works in its own throwaway schema).
 * TEST_DATABASE_ENGINE ('sqlite' or 'postgres') keeps one of them: the unit projects run each
 * database's suites side by side.
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const url = env.TEST_DATABASE_URL;
  const all: TestDatabase[] = [
    { name: 'sqlite', url: undefined },
    ...(url === undefined || url === '' ? [] : [{ name: 'postgres' as const, url }]),
  ];
  const only = env.TEST_DATABASE_ENGINE;
  return only === undefined || only === '' ? all : all.filter(({ name }) => name === only);
}
