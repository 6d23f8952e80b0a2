import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Schema } from '../../domain/schema';
import type { Contract } from '../../openapi/contract';
import { readContract } from '../../openapi/contract/node';
import { buildServer } from '../node/app';
import { hashPassword } from '../node/auth/passwords';
import { readConfig, type ServerConfig } from '../node/config';
import { seededAdmin } from '../core/seeds/seed';
import type { OtpMessage, OtpSender } from '../core/otp';
import { ContractClient } from './contractClient';
import type { TestDatabase } from './databases';
import { dropTestSchema, whileMigrating } from './schemaLock';
import { testHashCost } from './services';

/** A server on a throwaway database, with a contract-checking client. */
export interface TestServer {
  app: FastifyInstance;
  api: ContractClient;
  contract: Contract;
  /** Signs in (the seeded admin by default) and returns the bearer token. */
  login: (username?: string, password?: string) => Promise<string>;
  /** The id of the administrator a token belongs to, as the profile call answers it. */
  userIdOf: (token: string) => Promise<number>;
  /** Listens on a free loopback port and returns the broker's WebSocket URL there. */
  listenForBroker: () => Promise<string>;
  /** Adds an administrator (holding the role of that slug, if given) and returns its id. */
  createAdmin: (username: string, password: string, roleSlug?: string) => Promise<number>;
  /** Every one-time-code message the server sent, oldest first. */
  sentOtps: OtpMessage[];
  /** The code in the latest message sent to an address. */
  lastOtpFor: (address: string) => string;
  /** Closes the server and deletes its data. */
  close: () => Promise<void>;
}

/** Starts the server on a fresh temporary SQLite file or PostgreSQL schema. */
export async function startTestServer(
  database: TestDatabase,
  overrides: Partial<ServerConfig> = {},
  options: {
    /** Delivers each one-time code after it is recorded (default: at once). */
    deliverOtp?: OtpSender['send'];
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-server-'));
  const schema = database.url === undefined ? undefined : `test_${randomBytes(6).toString('hex')}`;
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    appsDir: path.join(dataDir, 'apps'),
    // Never the checkout's own build: /storybook answers as on a kit without one.
    storybookDir: path.join(dataDir, 'storybook'),
    databaseUrl: database.url,
    logLevel: 'silent',
    // Suites sign in often; the rate limit has its own test with a low limit.
    loginRateLimit: 1000,
    otpRateLimit: 1000,
    otpSendsPerNumber: 1000,
    otpFailuresPerNumber: 1000,
    // Suites arrange their own rows; the demo seed has its own test.
    demoData: false,
    passwordHashCost: testHashCost,
    ...overrides,
  };
  const sentOtps: OtpMessage[] = [];
  const otpSender: OtpSender = {
    send: (message) => {
      sentOtps.push(message);
      return options.deliverOtp?.(message) ?? Promise.resolve();
    },
  };
  const app = await whileMigrating(database.url, () =>
    buildServer(config, {
      otpSender,
      ...(schema === undefined ? {} : { postgresSchema: schema }),
    }),
  );
  const contract = readContract();
  const api = new ContractClient(app, contract);

  return {
    app,
    api,
    contract,
    sentOtps,
    lastOtpFor(address) {
      const message = sentOtps.findLast((sent) => sent.to === address);
      const code = message === undefined ? undefined : /\b(\d{4,6})\b/.exec(message.text)?.[1];
      if (code === undefined) throw new Error(`No one-time code was sent to ${address}`);
      return code;
    },
    async login(username = seededAdmin.username, password = seededAdmin.password) {
      const response = await api.request<{ token: string }>({
        method: 'POST',
        url: '/api/auth/login',
        body: { username, password },
      });
      if (response.status !== 200) throw new Error(`Login failed: ${response.status}`);
      return response.body.token;
    },
    async userIdOf(token) {
      const response = await api.request<Schema<'Profile'>>({
        method: 'GET',
        url: '/api/auth/get-user',
        token,
      });
      if (response.status !== 200) throw new Error(`No profile: ${response.status}`);
      return response.body.id;
    },
    async listenForBroker() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      return `ws://127.0.0.1:${String(port)}/mqtt`;
    },
    async createAdmin(username, password, roleSlug) {
      const now = new Date().toISOString();
      const row = await app.db
        .insertInto('admin_users')
        .values({
          username,
          name: username,
          password_hash: await hashPassword(password, config.passwordHashCost),
          avatar: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (roleSlug !== undefined) {
        const role = await app.db
          .selectFrom('admin_roles')
          .select('id')
          .where('slug', '=', roleSlug)
          .executeTakeFirstOrThrow();
        await app.db
          .insertInto('admin_role_users')
          .values({ role_id: role.id, user_id: row.id })
          .execute();
      }
      return row.id;
    },
    async close() {
      await app.close();
      if (database.url !== undefined && schema !== undefined) {
        await dropTestSchema(database.url, schema);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
