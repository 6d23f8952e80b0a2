import type { Kysely, Selectable } from 'kysely';
import { rm, topupPackages, topupWallets } from '../../../domain/portal-content';
import type { Schema } from '../../../domain/schema';
import { attribute, requiredMessage } from '../../../domain/laravel';
import type { OperationHandlers } from '../api/operation';
import type { Database } from '../db/schema';
import { invalid } from '../api/errors';
import {
  dayOf,
  nextNumber,
  portalOriginOf,
  saveSubscriber,
  serial,
  sessionOwner,
  type PortalContext,
} from './context';
import { priceText } from './pages';
import { spendPayment, type PaymentProof } from './payments';
import type { PortalSubscriptionsTable } from '../db/schema/portal';
import type { PortalPackage, PortalService, PortalStore } from './store';

const cycleDays: Record<PortalService['cycle'], number> = { daily: 1, weekly: 7, monthly: 30 };

/** Rows per page of the transaction history. */
export const historyPageSize = 10;

/** Subscriptions that count as subscribed (check-reg-status 0). */
const subscribed = (status: PortalSubscriptionsTable['status'] | undefined) =>
  status === 'active' || status === 'pending';

type SubscriptionRow = Selectable<PortalSubscriptionsTable>;

/** A subscription the number still has (any but unsubscribed ones). */
const isCurrent = (
  row: SubscriptionRow,
): row is SubscriptionRow & { status: Schema<'MySubscriptionItem'>['status'] } =>
  row.status !== 'unsubscribed';

/** A subscribe or unsubscribe request, as the registration calls answer it. */
interface RequestResult {
  price: number;
  tid: string;
  /** Whether the request changed nothing (already subscribed, or not subscribed). */
  unchanged: boolean;
}

interface ServiceRequest {
  /** When the call came (ISO). */
  now: string;
  msisdn: string;
  operatorId: number;
  languageId: number;
  service: PortalService;
  /** The package chosen on the service's package page (its price and validity). */
  chosen?: PortalPackage;
}

/** Records a registration request under a fresh tid. */
async function recordRequest(
  trx: Kysely<Database>,
  request: ServiceRequest,
  action: 'subscribe' | 'unsubscribe',
  price: number,
  now: string,
): Promise<string> {
  const tid = serial('TID', dayOf(now), await nextNumber(trx, 'tid'), 6);
  await trx
    .insertInto('portal_subscription_events')
    .values({
      tid,
      msisdn: request.msisdn,
      service: request.service.service,
      operator_id: request.operatorId,
      action,
      price,
      created_at: now,
    })
    .execute();
  return tid;
}

/**
 * Subscribes a number to a service (or renews a lapsed subscription) and charges its price, or
 * the chosen package's, for the package's validity; a number already subscribed is charged
 * nothing. `pay` runs first in the same transaction (a payment that fails leaves no
 * subscription) and answers the package paid for, which is the one subscribed to.
 */
async function subscribe(
  db: Kysely<Database>,
  store: PortalStore,
  request: ServiceRequest,
  pay?: (trx: Kysely<Database>) => Promise<number | null>,
): Promise<RequestResult> {
  const { now, msisdn, operatorId, service } = request;
  return db.transaction().execute(async (trx) => {
    const chosen =
      pay === undefined ? request.chosen : await store.packageOrFail(service, await pay(trx), trx);
    await saveSubscriber(trx, msisdn, { operatorId, languageId: request.languageId }, now);
    const existing = await trx
      .selectFrom('portal_subscriptions')
      .select('status')
      .where('msisdn', '=', msisdn)
      .where('service', '=', service.service)
      .executeTakeFirst();
    const unchanged = subscribed(existing?.status);
    const price = unchanged ? 0 : (chosen?.price ?? service.price);
    const tid = await recordRequest(trx, request, 'subscribe', price, now);
    if (unchanged) return { price, tid, unchanged };
    const days = chosen?.validity_days ?? cycleDays[service.cycle];
    const renewal = new Date(Date.parse(now) + days * 86_400_000).toISOString();
    const state = {
      product_id: chosen?.product_id ?? null,
      operator_id: operatorId,
      status: 'active' as const,
      subscribed_at: now,
      next_renewal_at: renewal,
      unsubscribed_at: null,
      updated_at: now,
    };
    await trx
      .insertInto('portal_subscriptions')
      .values({ msisdn, service: service.service, ...state })
      .onConflict((conflict) => conflict.columns(['msisdn', 'service']).doUpdateSet(state))
      .execute();
    await trx
      .insertInto('portal_transactions')
      .values({
        transaction_id: tid,
        msisdn,
        type: 'subscription',
        service: service.service,
        receiver_number: null,
        amount: price,
        currency: 'MYR',
        status: 'success',
        session_id: null,
        source: null,
        created_at: now,
      })
      .execute();
    return { price, tid, unchanged };
  });
}

/** Unsubscribes a number from a service (the subscription is kept as unsubscribed). */
async function unsubscribe(db: Kysely<Database>, request: ServiceRequest): Promise<RequestResult> {
  const { now, msisdn, operatorId, service } = request;
  return db.transaction().execute(async (trx) => {
    await saveSubscriber(trx, msisdn, { operatorId, languageId: request.languageId }, now);
    const tid = await recordRequest(trx, request, 'unsubscribe', 0, now);
    const result = await trx
      .updateTable('portal_subscriptions')
      .set({ status: 'unsubscribed', unsubscribed_at: now, next_renewal_at: null, updated_at: now })
      .where('msisdn', '=', msisdn)
      .where('service', '=', service.service)
      .where('status', '!=', 'unsubscribed')
      .executeTakeFirst();
    return { price: 0, tid, unchanged: result.numUpdatedRows === 0n };
  });
}

/** Subscriptions, the operator-2 payment results, top-up start and the transaction history. */
export function subscriptionHandlers(context: PortalContext): OperationHandlers {
  const { db, store, paymentSecret, ports } = context;
  const nowText = () => ports.clock.now().toISOString();

  const serviceRequest = async (
    input: Schema<'ServiceActionRequest'>,
    sold: boolean,
  ): Promise<ServiceRequest> => {
    // A subscription needs a service the operator sells; any service can be left.
    const service = await store.serviceOrFail(input.service, sold ? input.operatorId : undefined);
    return {
      now: nowText(),
      msisdn: input.msisdn,
      operatorId: input.operatorId,
      languageId: input.languageId,
      service,
      chosen: sold ? await store.packageOrFail(service, input.productId) : undefined,
    };
  };

  /**
   * The operator-2 payment result page. A success subscribes the number, once, and only on the
   * provider's signed callback for a payment this server asked for that number and service.
   */
  const umobileResult =
    (outcome: 'success' | 'failed') =>
    async ({ body }: { body: Record<string, unknown> }) => {
      const input = body as Schema<'UmobileResultRequest'>;
      const request = await serviceRequest(input, true);
      const lang = await store.langOf(input.languageId);
      const texts = await store.page('umobile-result', lang);
      const buttons = await store.page('buttons', lang);
      const ok = outcome === 'success';
      if (ok) {
        const proof = body as Partial<PaymentProof>;
        await subscribe(db, store, request, (trx) =>
          spendPayment(trx, { secret: paymentSecret, ports }, proof, {
            msisdn: request.msisdn,
            service: request.service.service,
          }),
        );
      }
      const current = await db
        .selectFrom('portal_subscriptions')
        .select('status')
        .where('msisdn', '=', request.msisdn)
        .where('service', '=', request.service.service)
        .executeTakeFirst();
      return {
        body: {
          data: {
            imageLink: ok ? texts.success_image : texts.failed_image,
            type: input.type,
            text: ok ? texts.success_text : texts.failed_text,
            registeredUser: subscribed(current?.status),
            visitUrl: ok ? request.service.visit_url : null,
            visitKorunText: ok ? buttons.visit : null,
            homeBtnText: buttons.home,
            status: ok ? 200 : 400,
          },
        },
      };
    };

  return {
    async checkRegStatus({ query, body }) {
      // The client sends the fields as query parameters or in the body (contract).
      const input = { ...query, ...body };
      for (const field of ['msisdn', 'operatorId', 'service']) {
        // The contract's own parameter names, as the portal's Laravel answers name them.
        if (input[field] === undefined) throw invalid(field, requiredMessage(field, field));
      }
      const service = await store.service(String(input.service));
      const row = await db
        .selectFrom('portal_subscriptions')
        .select('status')
        .where('msisdn', '=', String(input.msisdn))
        .where('service', '=', service?.service ?? '')
        .executeTakeFirst();
      // 0 = subscribed; 1 = not subscribed; 2 = suspended (not subscribed either).
      const status = subscribed(row?.status) ? 0 : row?.status === 'suspended' ? 2 : 1;
      return { body: { data: { status } } };
    },

    async registerService({ body }) {
      const result = await subscribe(
        db,
        store,
        await serviceRequest(body as Schema<'ServiceActionRequest'>, true),
      );
      return {
        body: {
          code: 200,
          message: result.unchanged ? 'Already subscribed' : 'Subscription request accepted',
          data: { price: result.price, tid: result.tid },
        },
      };
    },

    async deregisterService({ body }) {
      const result = await unsubscribe(
        db,
        await serviceRequest(body as Schema<'ServiceActionRequest'>, false),
      );
      return {
        body: {
          code: 200,
          message: result.unchanged ? 'Not subscribed' : 'Unsubscribed',
          data: { price: result.price, tid: result.tid },
        },
      };
    },

    async storeReferalInfo({ query }) {
      const input = query as {
        msisdn: string;
        reToken: string;
        reProductId: string;
        tId: string;
        price: number;
      };
      const msisdn = input.msisdn;
      const refused = (field: string) =>
        invalid(field, `The selected ${attribute(field)} is invalid.`);
      await db.transaction().execute(async (trx) => {
        // Locks the number's row: two calls with the same tid cannot both pass the check.
        await saveSubscriber(trx, msisdn, {}, nowText());
        const referrer = await trx
          .selectFrom('portal_subscribers')
          .select('msisdn')
          .where('referral_token', '=', input.reToken)
          .executeTakeFirst();
        if (referrer === undefined || referrer.msisdn === msisdn) throw refused('reToken');
        // Only a charged subscription of this number earns its referrer points, once.
        const request = await trx
          .selectFrom('portal_subscription_events')
          .select('price')
          .where('tid', '=', input.tId)
          .where('msisdn', '=', msisdn)
          .where('action', '=', 'subscribe')
          .executeTakeFirst();
        if (request === undefined || Number(request.price) <= 0) throw refused('tId');
        const taken = await trx
          .selectFrom('portal_referrals')
          .select('id')
          .where('t_id', '=', input.tId)
          .executeTakeFirst();
        if (taken !== undefined) throw invalid('tId', 'The tId has already been taken.');
        await trx
          .insertInto('portal_referrals')
          .values({
            msisdn,
            re_token: input.reToken,
            re_product_id: input.reProductId,
            t_id: input.tId,
            price: Number(request.price),
            created_at: nowText(),
          })
          .execute();
      });
      return { body: { code: 200, message: 'Referral saved' } };
    },

    umobileSuccess: umobileResult('success'),
    umobileFailed: umobileResult('failed'),

    async getMySubscriptions({ body, portalMsisdn }) {
      const input = body as Schema<'MySubscriptionRequest'>;
      const msisdn = sessionOwner(portalMsisdn);
      const lang = await store.langOf(input.languageId);
      const units = await store.page('my-subscription', lang);
      const buttons = await store.page('buttons', lang);
      const rows = await db
        .selectFrom('portal_subscriptions')
        .selectAll()
        .where('msisdn', '=', msisdn)
        .orderBy('subscribed_at', 'desc')
        .execute();
      const subscriptions: Schema<'MySubscriptionItem'>[] = [];
      for (const row of rows.filter(isCurrent)) {
        const service = await store.service(row.service);
        const texts = service === undefined ? undefined : await store.serviceTexts(service, lang);
        // A package subscribed to is shown at its own price and validity, not the service's.
        const chosen =
          service === undefined || typeof row.product_id !== 'number'
            ? undefined
            : await store.package(service, row.product_id);
        subscriptions.push({
          service: row.service,
          title: texts?.title ?? row.service,
          image_link: service?.image ?? null,
          price:
            service === undefined
              ? '-'
              : chosen === undefined
                ? `${rm(service.price)} / ${units[service.cycle]}`
                : await priceText(store, service, chosen, lang),
          status: row.status,
          subscribed_at: row.subscribed_at,
          next_renewal_at: row.next_renewal_at,
          unsubscribe_btn_text: buttons.unsubscribe,
        });
      }
      return { body: { data: { subscriptions } } };
    },

    async startBdTopup({ body, portalMsisdn, request }) {
      const input = body as Schema<'TopupRequest'>;
      // A guest's top-up is anonymous; a number's goes to its history and needs its session.
      const msisdn = input.msisdn === 'guest-user' ? null : sessionOwner(portalMsisdn);
      // The server prices the package; a package or wallet it does not offer is refused.
      const chosen =
        input.packageId === undefined
          ? undefined
          : topupPackages.find((item) => item.id === input.packageId);
      if (input.packageId !== undefined && chosen === undefined) {
        throw invalid('packageId', 'The selected package id is invalid.');
      }
      if (input.wallet !== undefined && !topupWallets.some(({ id }) => id === input.wallet)) {
        throw invalid('wallet', 'The selected wallet is invalid.');
      }
      const kind = chosen === undefined || chosen.type === 'bd' ? 'bd-topup' : 'topup';
      const now = nowText();
      const portalUrl = portalOriginOf(context, request);
      const transactionId = await db.transaction().execute(async (trx) => {
        if (msisdn !== null) {
          await saveSubscriber(
            trx,
            msisdn,
            { operatorId: input.operatorId, languageId: input.languageId },
            now,
          );
        }
        const id = serial('BDT', dayOf(now), await nextNumber(trx, 'bd-topup'), 5);
        await trx
          .insertInto('portal_transactions')
          .values({
            transaction_id: id,
            msisdn,
            type: kind,
            service: kind,
            receiver_number: input.receiverMsisdn ?? msisdn,
            amount: chosen?.price ?? 0,
            currency: 'MYR',
            status: 'pending',
            session_id: input.sessionId,
            source: input.source ?? null,
            created_at: now,
          })
          .execute();
        return id;
      });
      return {
        body: {
          code: 200,
          message: 'Redirecting to wallet',
          data: {
            redirect_url: `${portalUrl}/wallet-select-page/bd-topup?transaction=${transactionId}`,
            transaction_id: transactionId,
          },
        },
      };
    },

    async getUserHistory({ body, portalMsisdn }) {
      const input = body as Schema<'UserHistoryRequest'>;
      const msisdn = sessionOwner(portalMsisdn);
      // The contract's default page 1 is not filled in by the validation.
      const page = typeof body.page_no === 'number' ? body.page_no : 1;
      let rows = db.selectFrom('portal_transactions').selectAll().where('msisdn', '=', msisdn);
      if (input.type === 'topup-history') rows = rows.where('type', 'in', ['topup', 'bd-topup']);
      const found = await rows
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(historyPageSize + 1)
        .offset((page - 1) * historyPageSize)
        .execute();
      const lang = await store.langOf(input.languageId);
      const titleOf = async (row: (typeof found)[number]) => {
        if (row.type !== 'subscription') return null;
        const service = await store.service(row.service);
        return service === undefined ? null : (await store.serviceTexts(service, lang)).title;
      };
      const shown = found.slice(0, historyPageSize);
      const titles = await Promise.all(shown.map(titleOf));
      return {
        body: {
          data: {
            histories: shown.map((row, index) => ({
              transaction_id: row.transaction_id,
              type: row.type,
              service: row.service,
              service_title: titles[index] ?? null,
              receiver_number: row.receiver_number,
              amount: Number(row.amount),
              currency: row.currency,
              status: row.status,
              created_at: row.created_at,
            })),
            page_no: page,
            has_more: found.length > historyPageSize,
          },
        },
      };
    },
  };
}
