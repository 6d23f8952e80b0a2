import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { unauthenticated } from '../api/errors';
import type { ApiRequest } from '../api/operation';
import type { OtpCodes } from '../otp';
import type { Ports, Random } from '../ports';
import type { Services } from '../services';
import type { PortalSubscribersTable } from '../db/schema/portal';
import { newReferralToken } from './referralToken';
import { PortalStore } from './store';

/** What the portal's handlers need besides the database and the ports. */
export interface PortalDeps {
  /** Issues and checks the one-time codes, with their limits per number. */
  otpCodes: OtpCodes;
  /** The key the operator-2 payment provider signs its callbacks with (none accepted when unset). */
  paymentSecret: string | undefined;
  /** The portal's public origin; unset, the origin each call was sent to. */
  portalOrigin?: string;
  /** Where the payment provider returns the visitor (its base); unset, the portal's origin. */
  paymentReturnUrl?: string;
}

/**
 * The origin of the portal's own links (share links, the top-up's wallet page): the configured
 * public origin, else the origin the call was sent to, so a portal served from any host links
 * to itself rather than to a fixed one.
 */
export function portalOriginOf(
  deps: Pick<PortalDeps, 'portalOrigin'>,
  request: Pick<ApiRequest, 'headers' | 'secure'>,
): string {
  if (deps.portalOrigin !== undefined) return deps.portalOrigin;
  const host = request.headers.host ?? 'localhost';
  return `${request.secure ? 'https' : 'http'}://${host}`;
}

/** The database, its content reader, the ports and the dependencies, shared by the handlers. */
export interface PortalContext extends PortalDeps {
  services: Services;
  db: Kysely<Database>;
  ports: Ports;
  store: PortalStore;
}

/** Builds the handlers' context. */
export const portalContext = (services: Services, deps: PortalDeps): PortalContext => ({
  services,
  db: services.db,
  ports: services.ports,
  store: new PortalStore(services.db),
  ...deps,
});

/**
 * The next value of a named sequence (1 first). The upsert takes the counter's row lock, so
 * concurrent requests never get the same number.
 */
export async function nextNumber(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('portal_counters')
    .values({ name, value: 1 })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet((eb) => ({ value: eb('portal_counters.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The day of a timestamp as yyyymmdd. */
export const dayOf = (at: string) => at.slice(0, 10).replaceAll('-', '');

/** A serial such as `TID-20250601-000042`: prefix, a day and a zero-padded number. */
export const serial = (prefix: string, day: string, value: number, width: number) =>
  `${prefix}-${day}-${String(value).padStart(width, '0')}`;

/** What a call says about the subscriber of a number. */
export interface SubscriberSeen {
  operatorId?: number;
  languageId?: number;
}

/**
 * The subscriber of a number, created on first sight (with the operator of its prefix and that
 * operator's default language) and updated with the operator and language a call names.
 * Inside a transaction (pass it as `db`) the upsert also locks the row, so one subscriber's
 * writes run one at a time.
 */
export async function saveSubscriber(
  db: Kysely<Database>,
  msisdn: string,
  seen: SubscriberSeen,
  now: string,
): Promise<Selectable<PortalSubscribersTable>> {
  const operatorId = seen.operatorId ?? (await new PortalStore(db).operatorOfNumber(msisdn)) ?? 1;
  const operator = await db
    .selectFrom('portal_operators')
    .select('default_language_id')
    .where('id', '=', operatorId)
    .executeTakeFirst();
  const languageId = seen.languageId ?? operator?.default_language_id ?? 1;
  return db
    .insertInto('portal_subscribers')
    .values({
      msisdn,
      operator_id: operatorId,
      language_id: languageId,
      refund_point: 0,
      total_point: 0,
      referral_token: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('msisdn').doUpdateSet({
        ...(seen.operatorId === undefined ? {} : { operator_id: seen.operatorId }),
        ...(seen.languageId === undefined ? {} : { language_id: seen.languageId }),
        updated_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The subscriber's referral token (its share links carry it), made on first need. */
export async function referralTokenOf(
  db: Kysely<Database>,
  random: Random,
  subscriber: Selectable<PortalSubscribersTable>,
): Promise<string> {
  if (subscriber.referral_token !== null) return subscriber.referral_token;
  const token = newReferralToken(random);
  await db
    .updateTable('portal_subscribers')
    .set({ referral_token: token })
    .where('id', '=', subscriber.id)
    .execute();
  return token;
}

/**
 * The number of the request's portal session. The contract routes answer 401 without a session
 * and 403 when the request names another number, so the msisdn-scoped calls are the owner's.
 */
export function sessionOwner(portalMsisdn: string | undefined): string {
  if (portalMsisdn === undefined) throw unauthenticated();
  return portalMsisdn;
}
