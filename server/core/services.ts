import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Ports } from './ports';

/**
 * What the core's modules work with: the database (or a transaction of it) and the host's ports.
 * Handlers get it once, when they are made; a transaction passes `{ ...services, db: trx }` on.
 */
export interface Services {
  db: Kysely<Database>;
  ports: Ports;
}
