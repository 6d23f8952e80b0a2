// The demo database connections, seeded by the server's demo and by the mock API alike: the
// demo reports all run on cbs_reporting, the SQLite demo reporting database (a sqlite
// connection reads <DATA_DIR>/reporting/<database>.sqlite: its host and port are unused).

import type { Schema } from '../schema';

/** A demo connection's fields, as the database connections resource stores them (0: inactive). */
export type DemoConnection = Required<
  Pick<
    Schema<'DatabaseConnection'>,
    'connection_name' | 'driver' | 'host' | 'port' | 'database' | 'username' | 'status'
  >
>;

/** The demo reporting database's name (its connection's `connection_name` and `database`). */
export const demoReportingDatabase = 'cbs_reporting';

const connectionSeeds: [string, DemoConnection['driver'], string, number, string, string][] = [
  ['cbs_core', 'mysql', '10.20.1.10', 3306, 'cbs_core', 'cbs_app'],
  [demoReportingDatabase, 'sqlite', 'localhost', 1, demoReportingDatabase, 'reports'],
  ['portal_mysql', 'mysql', '10.20.2.21', 3306, 'selfcare_portal', 'portal_ro'],
  ['mediation_pg', 'pgsql', '10.20.3.40', 5432, 'mediation', 'mediation_ro'],
  ['crm_sqlsrv', 'sqlsrv', '10.30.0.12', 1433, 'CRM_PROD', 'crm_reader'],
  ['dwh_pgsql', 'pgsql', '10.40.0.5', 5432, 'telco_dwh', 'dwh_analyst'],
  ['digi_cdr', 'mysql', '10.50.1.31', 3306, 'digi_cdr', 'cdr_ro'],
  ['umobile_cdr', 'mysql', '10.50.2.31', 3306, 'umobile_cdr', 'cdr_ro'],
  ['payment_gateway', 'mysql', '10.20.4.18', 3306, 'payment_gateway', 'pg_report'],
  ['commission_db', 'pgsql', '10.20.5.22', 5432, 'commission', 'commission_ro'],
  ['archive_2023', 'pgsql', '10.40.0.9', 5432, 'cbs_archive_2023', 'archive_ro'],
  ['radius_auth', 'mysql', '10.60.0.8', 3306, 'radius', 'radius_ro'],
  ['sms_gateway', 'pgsql', '10.20.6.14', 5432, 'smsc_logs', 'smsc_ro'],
];

/** The demo connections in id order (ids from 1); archive_2023 is inactive. */
export const demoConnections: DemoConnection[] = connectionSeeds.map(
  ([connection_name, driver, host, port, database, username]) => ({
    connection_name,
    driver,
    host,
    port,
    database,
    username,
    status: connection_name === 'archive_2023' ? 0 : 1,
  }),
);

/** The id of the demo reporting connection among the demo connections (as reports name it). */
export const demoReportingConnectionId =
  demoConnections.findIndex((row) => row.connection_name === demoReportingDatabase) + 1;
