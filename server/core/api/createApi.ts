import type { Kysely } from 'kysely';
import type { Contract, ContractOperation } from '../../../openapi/contract';
import { createAuthorizer } from '../auth/authorization';
import { authHandlers, createAuthenticator } from '../auth/handlers';
import { createPortalAuthenticator } from '../auth/portalSessions';
import { billingHandlers } from '../billing/definitions';
import { cacheReadsOf } from '../db/readCache';
import type { Database } from '../db/schema';
import { guestChannelHandlers } from '../live/guests';
import { menuHandlers } from '../menu/handlers';
import { notificationHandlers } from '../notifications/handlers';
import { createNotifier } from '../notifications/notifier';
import {
  inputOf,
  operationLogWriter,
  pathOf,
  type OperationLogWriter,
} from '../operationLogs/recorder';
import { createOtpCodes, type OtpLimits } from '../otp';
import type { Ports } from '../ports';
import { portalHandlers } from '../portal';
import { reportBuilderHandlers } from '../reportBuilder/handlers';
import { resourceOperationHandlers } from '../resources/definitions';
import type { Services } from '../services';
import type { ApiAnswer, ApiRequest, OperationHandlers } from './operation';
import { createRouter } from './routes';

/** Settings of the API that are the host's configuration, not data. */
export interface ApiOptions {
  /** Lifetime of an admin bearer token in minutes (TOKEN_TTL_MINUTES). */
  tokenTtlMinutes: number;
  /** The most rows a CSV export holds (EXPORT_ROW_LIMIT). */
  exportRowLimit: number;
  /** Failed sign-ins of one username that lock it, and for how long (LOGIN_USER_FAILURES, LOGIN_LOCK_MINUTES). */
  signInLimit: { failures: number; lockMinutes: number };
  /** One-time codes sent and wrong codes tried per number or account (OTP_NUMBER_SENDS, OTP_NUMBER_FAILURES). */
  otpLimits: OtpLimits;
  /** The key one-time codes are hashed with (OTP_SECRET, or the host's kept one). */
  otpSecret: string;
  /** The key the operator-2 payment provider signs its callbacks with (none accepted when unset). */
  paymentSecret: string | undefined;
  /** The portal's public origin (PORTAL_PUBLIC_ORIGIN); unset, the origin each call was sent to. */
  portalOrigin?: string;
  /** Where the payment provider returns the visitor (MPAY_RETURN_URL); unset, the portal's origin. */
  paymentReturnUrl?: string;
  /** How long queued operation log entries wait for others (100 ms by default). */
  operationLogFlushMs?: number;
}

/** What `createApi` needs: the contract, the (migrated) database, the host's ports, settings. */
export interface CreateApiOptions {
  contract: Contract;
  db: Kysely<Database>;
  ports: Ports;
  options: ApiOptions;
}

/** The contract's API over the core: what a host routes each call of an operation to. */
export interface Api {
  /** The operations it answers (all of the contract's). */
  operations: readonly ContractOperation[];
  /** Answers one call of an operation; never throws (an error is a 500 answer). */
  handle(operationId: string, request: ApiRequest): Promise<ApiAnswer>;
  /** The operation log's writer (tests drain it before reading the log). */
  operationLog: OperationLogWriter;
  /** Writes what the operation log has queued. */
  close(): Promise<void>;
}

/**
 * The whole contract over the core's handlers: sign-in and the admin resources, billing, the
 * menu, notifications, guest channels, the customer portal and the report builder. Every call
 * an administrator makes is recorded in the operation log once answered (who, method, path,
 * address and input with secrets masked), in batches (see `operationLogWriter`).
 */
export function createApi({ contract, db, ports, options }: CreateApiOptions): Api {
  const services: Services = { db, ports };
  // The host's read cache serves the database's repeated reads (not a transaction's).
  if (ports.readCache !== undefined) cacheReadsOf(db, ports.readCache);
  const operationLog = operationLogWriter(db, ports.log, {
    ...(options.operationLogFlushMs === undefined
      ? {}
      : { flushDelayMs: options.operationLogFlushMs }),
  });
  const notifier = createNotifier(services);
  const otpCodes = createOtpCodes(db, ports, options.otpSecret, options.otpLimits);
  const resources = resourceOperationHandlers(services, { exportRowLimit: options.exportRowLimit });
  const handlers: OperationHandlers = {
    ...authHandlers(services, {
      tokenTtlMinutes: options.tokenTtlMinutes,
      otpCodes,
      notifier,
      signInLimit: options.signInLimit,
      operationLog,
    }),
    ...resources,
    ...notificationHandlers(services, notifier),
    ...menuHandlers(services),
    ...guestChannelHandlers(services),
    ...billingHandlers(services, { exportRowLimit: options.exportRowLimit }),
    ...portalHandlers(services, contract, {
      otpCodes,
      paymentSecret: options.paymentSecret,
      portalOrigin: options.portalOrigin,
      paymentReturnUrl: options.paymentReturnUrl,
    }),
    ...reportBuilderHandlers(services, { connectionSaves: resources }),
  };
  const router = createRouter({
    contract,
    handlers,
    authenticate: createAuthenticator(services, ports.tokenCache),
    authenticatePortal: createPortalAuthenticator(services),
    authorize: createAuthorizer(db),
    log: ports.log,
  });
  const methods = new Map(
    contract.operations.map((operation) => [operation.operationId, operation.method.toUpperCase()]),
  );
  return {
    operations: contract.operations,
    async handle(operationId, request) {
      const { answer, user } = await router.run(operationId, request);
      if (user !== undefined) {
        operationLog.record({
          user_id: user.id,
          method: methods.get(operationId) ?? '',
          path: pathOf(request.path),
          // Behind a trusted proxy the address comes from a header: keep it within the column.
          ip: request.ip.slice(0, 45),
          input: inputOf(request),
          created_at: ports.clock.now().toISOString(),
        });
      }
      return answer;
    },
    operationLog,
    close: () => operationLog.drain(),
  };
}
