/** A database the server suites run against. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** The PostgreSQL URL (undefined for SQLite). */
  url: string | undefined;
}

/**
 * The databases to run the suites on: always a temporary SQLite file, plus PostgreSQL when
 * TEST_DATABASE_URL is set (each test file then works in its own throwaway schema).
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabase[] {
  const url = env.TEST_DATABASE_URL;
  return [
    { name: 'sqlite', url: undefined },
    ...(url === undefined || url === '' ? [] : [{ name: 'postgres' as const, url }]),
  ];
}
