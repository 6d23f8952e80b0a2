import { guestTopic } from '@domain/live-topics';
import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { portalHttp } from '../../http';
import type { MockStore } from '../../store';
import {
  findService,
  availableCountry,
  countryOperators,
  detectReceiver,
  fill,
  langOf,
  operatorOf,
  operatorOfMsisdn,
  notOperatorNumberMessage,
  portalOperator,
  portalOperators,
  rm,
  pageTexts,
  topupPackages,
  topupWallets,
  type ServicePackage,
} from '@domain/portal-content';
import {
  invalidProduct,
  missingBody,
  missingQuery,
  packageOfBody,
  queryOf,
  readBody,
  textOf,
} from './request';
import { openPortalSession, sessionMsisdnOf } from './session';

const { buttons } = pageTexts;

// The favourite save and delete payloads carry no language: their answers are in English.
const favouriteMessages = pageTexts['favourite-number'];

/** The one-time code the mock accepts. */
export const mockOtp = '1234';

/** The key the mock's payment provider signs its callbacks with (MPAY_CALLBACK_SECRET). */
export const mockPaymentSecret = 'mock-mpay-callback-secret';

/** A success callback the mock's provider signed: one week of Bangla Barta, RM 3.00. */
export const mockPaidCallback = {
  requestId: 'REQ-20250601-0042',
  amount: '3.00',
  signature: '4874936dee7363054eb76d5a77ab49d0d9105afaf56a71b7ca2c6f75a25c6070',
};

/** The provider's signature of a payment: hex HMAC-SHA256 of `requestId|amount`. */
async function paymentSignature(requestId: string, amount: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(mockPaymentSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign('HMAC', key, encoder.encode(`${requestId}|${amount}`));
  return [...new Uint8Array(signed)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const compact = (at: string) => at.slice(0, 10).replaceAll('-', '');

/** Handlers of the portal's identity, subscription, top-up, favourite and support calls. */
export function identityHandlers(store: MockStore): HttpHandler[] {
  const portal = store.portal;
  let sequence = 558200;
  /** Payment requests a success callback already used. */
  const spentPayments = new Set<string>();

  const subscriptionOf = (msisdn: string, service: string) =>
    portal.subscriptions.find(
      (subscription) => subscription.msisdn === msisdn && subscription.service === service,
    );

  /**
   * Subscribes a number (or re-activates its subscription) at the service's price, or the
   * chosen package's for its validity; answers the charged price.
   */
  const subscribe = (msisdn: string, operatorId: 1 | 2, name: string, chosen?: ServicePackage) => {
    const now = store.clock();
    const service = findService(name);
    const existing = subscriptionOf(msisdn, name);
    const price = chosen?.price ?? service?.price ?? 0;
    const cycleDays =
      chosen?.validity_days ??
      (service?.cycle === 'daily' ? 1 : service?.cycle === 'monthly' ? 30 : 7);
    const renewal = new Date(Date.parse(now) + cycleDays * 86_400_000)
      .toISOString()
      .replace('.000Z', 'Z');
    sequence += 1;
    const tid = `TID-${compact(now)}-${String(sequence)}`;
    if (existing !== undefined && existing.status === 'active')
      return { price: 0, tid, already: true };
    if (existing === undefined) {
      portal.subscriptions.push({
        msisdn,
        operatorId,
        service: name,
        status: 'active',
        subscribedAt: now,
        nextRenewalAt: renewal,
      });
    } else {
      Object.assign(existing, { status: 'active', subscribedAt: now, nextRenewalAt: renewal });
    }
    portal.histories.push({
      msisdn,
      transaction_id: tid,
      type: 'subscription',
      service: name,
      receiver_number: null,
      amount: price,
      currency: 'MYR',
      status: 'success',
      created_at: now,
    });
    return { price, tid, already: false };
  };

  return [
    portalHttp.post('/is_dg_user', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('checkOperatorNumber', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const operatorId = operatorOfMsisdn(textOf(body.msisdn) ?? '');
      if (operatorId !== undefined) {
        return response(200).json(portalOperator(operatorId).numberCheck);
      }
      return response(200).json({
        code: 404,
        message: notOperatorNumberMessage(portalOperators.map(({ name }) => name)),
      });
    }),

    portalHttp.post('/send_otp', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      portal.otps.push({ msisdn: query.get('msisdn') ?? '', at: store.clock() });
      return response(200).json({ code: 200, message: 'OTP sent' });
    }),

    portalHttp.post('/verify-otp', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['otp', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = query.get('msisdn') ?? '';
      if (query.get('otp') !== mockOtp) {
        return response(200).json({
          code: 400,
          message: 'Invalid OTP',
          data: pageTexts['otp-input-page'].wrong_otp_text[langOf(query.get('languageId') ?? 1)],
        });
      }
      const session = openPortalSession(store, msisdn);
      return response(200).json({ code: 200, message: 'OTP verified', data: session });
    }),

    portalHttp.post('/check-reg-status', async ({ request, response }) => {
      const query = queryOf(request);
      const body = await readBody(request);
      const merged: Record<string, unknown> = {
        msisdn: query.get('msisdn') ?? undefined,
        operatorId: query.get('operatorId') ?? undefined,
        service: query.get('service') ?? undefined,
        ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      };
      const invalid = missingBody('checkRegStatus', merged);
      if (invalid !== undefined) return response(422).json(invalid);
      const subscription = subscriptionOf(
        textOf(merged.msisdn) ?? '',
        textOf(merged.service) ?? '',
      );
      // 0 = subscribed; 1 = not subscribed; 2 = subscription suspended (not subscribed).
      const status =
        subscription === undefined
          ? 1
          : subscription.status === 'active' || subscription.status === 'pending'
            ? 0
            : 2;
      return response(200).json({ data: { status } });
    }),

    portalHttp.post('/service-registration', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('registerService', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const name = textOf(body.service) ?? '';
      const chosen = packageOfBody(name, body.productId);
      if (chosen === null) return response(422).json(invalidProduct);
      const result = subscribe(
        textOf(body.msisdn) ?? '',
        operatorOf(body.operatorId),
        name,
        chosen,
      );
      return response(200).json({
        code: 200,
        message: result.already ? 'Already subscribed' : 'Subscription request accepted',
        data: { price: result.price, tid: result.tid },
      });
    }),

    portalHttp.post('/service-deregistration', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('deregisterService', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = textOf(body.msisdn) ?? '';
      const service = textOf(body.service) ?? '';
      const index = portal.subscriptions.findIndex(
        (subscription) => subscription.msisdn === msisdn && subscription.service === service,
      );
      if (index >= 0) portal.subscriptions.splice(index, 1);
      sequence += 1;
      return response(200).json({
        code: 200,
        message: index >= 0 ? 'Unsubscribed' : 'Not subscribed',
        data: { price: 0, tid: `TID-${compact(store.clock())}-${String(sequence)}` },
      });
    }),

    portalHttp.post('/store-referal-info', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['msisdn', 'reToken', 'reProductId', 'tId', 'price']);
      if (invalid !== undefined) return response(422).json(invalid);
      portal.referrals.push({
        msisdn: query.get('msisdn') ?? '',
        reToken: query.get('reToken') ?? '',
        reProductId: query.get('reProductId') ?? '',
        tId: query.get('tId') ?? '',
        price: Number(query.get('price')),
      });
      return response(200).json({ code: 200, message: 'Referral saved' });
    }),

    ...(['success', 'failed'] as const).map((outcome) =>
      portalHttp.post(`/umobile/${outcome}`, async ({ request, response }) => {
        const body = await readBody(request);
        const invalid = missingBody(
          outcome === 'success' ? 'umobileSuccess' : 'umobileFailed',
          body,
        );
        if (invalid !== undefined) return response(422).json(invalid);
        const lang = langOf(body.languageId);
        const name = textOf(body.service) ?? '';
        const service = findService(name);
        const msisdn = textOf(body.msisdn) ?? '';
        const ok = outcome === 'success';
        if (ok) {
          // As the server: the provider's signature, the service's price, each request once.
          const requestId = textOf(body.requestId) ?? '';
          const amount = textOf(body.amount) ?? '';
          const refuse = (field: string, message: string) =>
            response(422).json({ message, errors: { [field]: [message] } });
          if (spentPayments.has(requestId)) {
            return refuse('requestId', 'This payment has already been used.');
          }
          if (textOf(body.signature) !== (await paymentSignature(requestId, amount))) {
            return refuse('signature', 'The payment signature is invalid.');
          }
          // The package the confirmation asked this payment for, as the server keeps it.
          const chosen = store.portal.paymentPackages.get(requestId);
          if (amount !== (chosen?.price ?? service?.price)?.toFixed(2)) {
            return refuse('amount', 'The amount does not match the payment request.');
          }
          spentPayments.add(requestId);
          subscribe(msisdn, 2, name, chosen);
        }
        const texts = pageTexts['umobile-result'];
        return response(200).json({
          data: {
            imageLink: (ok ? texts.success_image : texts.failed_image)[lang],
            type: textOf(body.type) ?? 'subscription',
            text: (ok ? texts.success_text : texts.failed_text)[lang],
            registeredUser: ok,
            visitUrl: ok ? (service?.visitUrl ?? null) : null,
            visitKorunText: ok ? buttons.visit[lang] : null,
            homeBtnText: buttons.home[lang],
            status: ok ? 200 : 400,
          },
        });
      }),
    ),

    portalHttp.post('/my-subscription', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getMySubscriptions', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const msisdn = textOf(body.msisdn) ?? '';
      const texts = pageTexts['my-subscription'];
      return response(200).json({
        data: {
          subscriptions: portal.subscriptions
            .filter((subscription) => subscription.msisdn === msisdn)
            .map((subscription) => {
              const service = findService(subscription.service);
              return {
                service: subscription.service,
                title: service?.title[lang] ?? subscription.service,
                image_link: service?.image ?? null,
                price:
                  service === undefined
                    ? '-'
                    : fill(
                        texts.price[lang],
                        { price: rm(service.price), unit: texts[service.cycle][lang] },
                        lang,
                      ),
                status: subscription.status,
                subscribed_at: subscription.subscribedAt,
                next_renewal_at: subscription.nextRenewalAt,
                unsubscribe_btn_text: buttons.unsubscribe[lang],
              };
            }),
        },
      });
    }),

    portalHttp.post('/bd-topup', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('startBdTopup', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const now = store.clock();
      sequence += 1;
      const transaction = `BDT-${compact(now)}-${String(sequence % 100_000).padStart(5, '0')}`;
      const msisdn = textOf(body.msisdn) ?? 'guest-user';
      // A guest's top-up is anonymous; a number's needs its session, as on the server.
      if (msisdn !== 'guest-user' && sessionMsisdnOf(store, request) === undefined) {
        return response(401).json({ message: 'Unauthenticated.' });
      }
      // The package is priced here, as on the server; one not offered is refused.
      const packageId = body.packageId === undefined ? undefined : Number(body.packageId);
      const chosen = topupPackages.find((item) => item.id === packageId);
      const refuse = (field: string, message: string) =>
        response(422).json({ message, errors: { [field]: [message] } });
      if (packageId !== undefined && chosen === undefined) {
        return refuse('packageId', 'The selected package id is invalid.');
      }
      const wallet = textOf(body.wallet);
      if (wallet !== undefined && !topupWallets.some(({ id }) => id === wallet)) {
        return refuse('wallet', 'The selected wallet is invalid.');
      }
      const kind = chosen === undefined || chosen.type === 'bd' ? 'bd-topup' : 'topup';
      if (msisdn !== 'guest-user') {
        portal.histories.push({
          msisdn,
          transaction_id: transaction,
          type: kind,
          service: kind,
          receiver_number: textOf(body.receiverMsisdn) ?? msisdn,
          amount: chosen?.price ?? 0,
          currency: 'MYR',
          status: 'pending',
          created_at: now,
        });
      }
      return response(200).json({
        code: 200,
        message: 'Redirecting to wallet',
        data: {
          redirect_url: `${new URL(request.url).origin}/wallet-select-page/bd-topup?transaction=${transaction}`,
          transaction_id: transaction,
        },
      });
    }),

    portalHttp.post('/user-history', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getUserHistory', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = textOf(body.msisdn) ?? '';
      const topupOnly = body.type === 'topup-history';
      const page = Math.max(1, Math.floor(Number(body.page_no ?? 1)) || 1);
      const size = 10;
      const matching = portal.histories
        .filter(
          (history) =>
            history.msisdn === msisdn &&
            (!topupOnly || history.type === 'topup' || history.type === 'bd-topup'),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return response(200).json({
        data: {
          histories: matching.slice((page - 1) * size, page * size).map((history) => ({
            transaction_id: history.transaction_id,
            type: history.type,
            service: history.service,
            service_title:
              history.type === 'subscription'
                ? (findService(history.service)?.title[langOf(body.languageId)] ?? null)
                : null,
            receiver_number: history.receiver_number ?? null,
            amount: history.amount,
            currency: history.currency,
            status: history.status,
            created_at: history.created_at,
          })),
          page_no: page,
          has_more: matching.length > page * size,
        },
      });
    }),

    portalHttp.post('/guest-channel', ({ response }) => {
      const now = store.clock();
      const subscriptionId = `guest-${compact(now)}${String(portal.sessions.length + 1).padStart(3, '0')}`;
      const channel: Schema<'GuestChannel'> = {
        subscription_id: subscriptionId,
        token: `gc_${subscriptionId}`,
        topic: guestTopic(subscriptionId),
        expires_at: new Date(Date.parse(now) + 86_400_000).toISOString().replace('.000Z', 'Z'),
      };
      return response(201).json(channel);
    }),

    portalHttp.post('/get_favourite_number_info', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getFavouriteNumberInfo', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const detected = detectReceiver(textOf(body.receiverMsisdn) ?? '');
      return response(200).json({
        data: {
          receiverCountry: detected.country,
          receiverOperatorId:
            detected.operatorId ?? countryOperators[detected.country]?.[0]?.id ?? 1,
        },
      });
    }),

    portalHttp.post('/get-countrywise-operator-list', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getCountrywiseOperatorList', body);
      if (invalid !== undefined) return response(422).json(invalid);
      return response(200).json({
        data: { operators: countryOperators[textOf(body.language) ?? ''] ?? [] },
      });
    }),

    portalHttp.post('/save_or_update_favourite_number', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('saveOrUpdateFavouriteNumber', body);
      if (invalid !== undefined) return response(422).json(invalid);
      // The session guard let the request through: it has a session.
      const owner = sessionMsisdnOf(store, request) ?? '';
      const editId = Number(body.editId);
      const number = textOf(body.receiverMsisdn) ?? '';
      const country = textOf(body.receiverCountry) ?? 'MY';
      const mine = portal.favourites.filter((favourite) => favourite.owner === owner);
      const refuse = (message: string) => response(200).json({ code: '01', message });
      if (mine.some((favourite) => favourite.mobile_number === number && favourite.id !== editId)) {
        return refuse(favouriteMessages.duplicate.en);
      }
      const fields = {
        name: textOf(body.name) ?? '',
        mobile_number: number,
        country,
        country_name: availableCountry[country]?.name ?? country,
        operator_id: Number(body.receiverOperatorId),
      };
      if (editId === 0) {
        if (mine.length >= portal.favouriteMaxLimit) {
          return refuse(fill(favouriteMessages.limit.en, { max: portal.favouriteMaxLimit }, 'en'));
        }
        const id = Math.max(300, ...portal.favourites.map((favourite) => favourite.id)) + 1;
        portal.favourites.push({ id, owner, ...fields });
        return response(200).json({ code: '00', message: favouriteMessages.saved.en });
      }
      const existing = mine.find((favourite) => favourite.id === editId);
      if (existing === undefined) {
        return refuse(favouriteMessages.not_found.en);
      }
      Object.assign(existing, fields);
      return response(200).json({ code: '00', message: favouriteMessages.updated.en });
    }),

    portalHttp.post('/delete-favourite-number', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('deleteFavouriteNumber', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = textOf(body.msisdn) ?? '';
      const index = portal.favourites.findIndex(
        (favourite) => favourite.id === Number(body.id) && favourite.owner === msisdn,
      );
      if (index < 0) {
        return response(200).json({ code: '01', message: favouriteMessages.not_found.en });
      }
      portal.favourites.splice(index, 1);
      return response(200).json({ code: '00', message: favouriteMessages.deleted.en });
    }),

    portalHttp.post('/create_ticket_service', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('createTicketService', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = textOf(body.msisdn) ?? '';
      const lang = langOf(body.languageId);
      const open = portal.tickets.find(
        (ticket) =>
          ticket.msisdn === msisdn &&
          (ticket.status === 'Initiated' || ticket.status === 'In Progress'),
      );
      if (open !== undefined) {
        const waiting = fill(
          pageTexts['service-ticket-page'].waiting_text[lang],
          { ticket: open.ticket_number },
          lang,
        );
        return response(200).json({ code: 202, message: waiting, data: null });
      }
      const now = store.clock();
      const serial = `TKT-${compact(now).slice(2)}-${String(871 + portal.tickets.length).padStart(5, '0')}`;
      const service = textOf(body.service) ?? 'other';
      portal.tickets.push({
        msisdn,
        operatorId: operatorOf(body.operatorId),
        service,
        message: textOf(body.message) ?? '',
        customer_id: portal.tickets.find((ticket) => ticket.msisdn === msisdn)?.customer_id ?? 0,
        ticket_number: serial,
        title: service,
        receiver_number: msisdn,
        transaction_id: null,
        request_time: now,
        resolve_date: null,
        remarks: null,
        status: 'Initiated',
      });
      return response(200).json({ code: 200, message: 'Ticket created', data: serial });
    }),
  ];
}
