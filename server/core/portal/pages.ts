import {
  fill,
  frequencyOf,
  rm,
  topupPackages,
  topupPackageTitle,
  topupWalletsIn,
  productNameOf,
  type Lang,
} from '../../../domain/portal-content';
import type { Schema } from '../../../domain/schema';
import type { OperationHandlers } from '../api/operation';
import { invalid } from '../api/errors';
import {
  dayOf,
  nextNumber,
  portalOriginOf,
  referralTokenOf,
  saveSubscriber,
  serial,
  sessionOwner,
  type PortalContext,
} from './context';
import type { PortalPackage, PortalService, PortalStore } from './store';
import { recordPaymentRequest } from './payments';

/** The operator whose subscriptions are paid through the mPay form (customer-portal §3). */
export const paymentFormOperator = 2;

/** An internet offer as stored: the list's fields and the detail's. */
type StoredOffer = Schema<'InternetOffer'> & { bonus_offer: string | null; tel: string };

/**
 * A service's price per cycle in a language ('RM 3.00 per week', 'প্রতি সপ্তাহ RM 3.00'); a
 * package's with its validity ('RM 3.00 for 7 days').
 */
export async function priceText(
  store: PortalStore,
  service: PortalService,
  chosen: PortalPackage | undefined,
  lang: Lang,
): Promise<string> {
  const texts = await store.page('service-confirmation-page', lang);
  if (chosen !== undefined) {
    const days = chosen.validity_days;
    const template = days === 1 ? texts.package_price_day : texts.package_price_days;
    return fill(template, { price: rm(chosen.price), days }, lang);
  }
  return fill(texts.price, { price: rm(service.price), cycle: texts[service.cycle] }, lang);
}

/** The texts of a subscribe or unsubscribe result page. */
async function resultPage(
  store: PortalStore,
  page: 'mo-success-page' | 'unsub-success-page',
  name: string,
  languageId: number,
): Promise<{ body: Schema<'RegistrationResultPageResponse'> }> {
  const lang = await store.langOf(languageId);
  const service = await store.serviceOrFail(name);
  const { title } = await store.serviceTexts(service, lang);
  const texts = await store.page(page, lang);
  const buttons = await store.page('buttons', lang);
  return {
    body: {
      data: {
        image_link: texts.image_link,
        confirmation_text: fill(texts.confirmation_text, { title }, lang),
        home_btn_text: buttons.home,
        resent_btn_text: buttons.resend,
      },
    },
  };
}

/** The content pages under /content (customer-portal §7, content pages). */
export function pageHandlers(context: PortalContext): OperationHandlers {
  const { db, store, ports } = context;

  /** A section list page (caller tunes, religion, games) in the query's language. */
  const sectionList =
    (key: 'caller' | 'religion' | 'games') =>
    async ({ query }: { query: Record<string, unknown> }) => {
      const lang = await store.langOf(Number(query.languageId));
      const sections = await store.items<Schema<'SectionItem'>>('sections', { key, lang });
      return { body: { data: { sections } } };
    };

  return {
    async getServicePage({ params, query }) {
      const lang = await store.langOf(Number(query.languageId));
      const service = await store.serviceOrFail(String(params.service));
      const texts = await store.serviceTexts(service, lang);
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            service: {
              image_link: service.image,
              ...texts,
              visit_btn_text: service.visit_url === null ? null : buttons.visit,
              subscribe_btn_text: buttons.subscribe,
              unsubscribe_btn_text: buttons.unsubscribe,
              download_btn_text: service.app_url === null ? null : buttons.download,
              app_download_link: service.app_url,
              visit_url: service.visit_url,
            },
            option_id: service.option_id,
            service_id: service.service_id,
          },
        },
      };
    },

    async getTopupPage({ query }) {
      const lang = await store.langOf(Number(query.languageId));
      const cards = await store.items<Schema<'TopupCard'>>('topup-cards', { lang });
      const packages = topupPackages.map((item) => ({
        package_id: item.id,
        type: item.type,
        title: topupPackageTitle(item.price, lang),
        price: item.price,
      }));
      return { body: { data: { cards, packages, wallets: topupWalletsIn(lang) } } };
    },

    async getInputMsisdnPage({ body }) {
      const { languageId } = body as Schema<'LanguageOnlyRequest'>;
      const lang = await store.langOf(languageId);
      const texts = await store.page('input-msisdn-page', lang);
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            header_text: texts.header_text,
            input_placeholder: texts.input_placeholder,
            next_btn_text: buttons.next,
            prefix: '+6',
          },
        },
      };
    },

    async getReferFriendPage({ query, portalMsisdn, request }) {
      const input = query as { languageId: number; msisdn: string; operatorId: number };
      const msisdn = sessionOwner(portalMsisdn);
      const lang = await store.langOf(input.languageId);
      const subscriber = await saveSubscriber(
        db,
        msisdn,
        { operatorId: input.operatorId },
        ports.clock.now().toISOString(),
      );
      const token = await referralTokenOf(db, ports.random, subscriber);
      const referrals = await db
        .selectFrom('portal_referrals')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('re_token', '=', token)
        .executeTakeFirstOrThrow();
      const pointsEach = await store.count('referral_point');
      const portalUrl = portalOriginOf(context, request);
      const texts = await store.page('refer-friend-page', lang);
      const cards = await store.items<{ product_id: number; image_url: string }>('refer-cards');
      return {
        body: {
          data: {
            title: texts.title,
            referral_point: pointsEach * Number(referrals.count),
            redeem_point_button_text: texts.redeem_point_button_text,
            refer_message: fill(texts.refer_message, { points: pointsEach }, lang),
            cards: cards.map((card) => ({
              share_url: `${portalUrl}/home/${input.operatorId}?re_token=${token}&re_product_id=${card.product_id}`,
              image_url: card.image_url,
            })),
          },
        },
      };
    },

    async getServiceConfirmationPage({ body, request }) {
      const input = body as Schema<'ServiceActionRequest'>;
      const lang = await store.langOf(input.languageId);
      const service = await store.serviceOrFail(input.service, input.operatorId);
      const chosen = await store.packageOrFail(service, input.productId);
      const { title } = await store.serviceTexts(service, lang);
      const texts = await store.page('service-confirmation-page', lang);
      const buttons = await store.page('buttons', lang);
      let paymentForm: Schema<'Operator2PaymentForm'> | null = null;
      if (input.operatorId === paymentFormOperator) {
        const now = ports.clock.now().toISOString();
        const returnUrl = context.paymentReturnUrl ?? portalOriginOf(context, request);
        paymentForm = {
          actionUrl: await store.setting('mpay_action_url'),
          countryCode: 'MY',
          siteCode: await store.setting('mpay_site_code'),
          productName: productNameOf(title, frequencyOf(service.cycle, chosen), lang),
          price: (chosen?.price ?? service.price).toFixed(2),
          subFrequency: frequencyOf(service.cycle, chosen),
          currencyCode: 'MYR',
          callbackUrl: `${returnUrl}/umobile/success/subscription/${service.service}`,
          requestId: serial('REQ', dayOf(now), await nextNumber(db, 'payment-request'), 4),
          notes: null,
          mpaySubmit: buttons.confirm,
          subscriptionCode: service.umobile_code,
        };
        // The provider's callback must name a request this server issued, for this number.
        await recordPaymentRequest(db, ports.clock, {
          requestId: paymentForm.requestId,
          msisdn: input.msisdn,
          service: service.service,
          amount: paymentForm.price,
          productId: chosen?.product_id ?? null,
        });
      }
      return {
        body: {
          data: {
            header_text: fill(
              texts.header_text,
              { title, price: await priceText(store, service, chosen, lang) },
              lang,
            ),
            yes_btn_text: buttons.yes,
            no_btn_text: buttons.no,
            payment_form: paymentForm,
          },
        },
      };
    },

    getMoSuccessPage: ({ params, body }) =>
      resultPage(store, 'mo-success-page', String(params.service), Number(body.languageId)),

    async getServiceUnsubConfirmationPage({ query }) {
      const lang = await store.langOf(Number(query.languageId));
      const service = await store.serviceOrFail(String(query.service));
      const { title } = await store.serviceTexts(service, lang);
      const texts = await store.page('service-unsub-confirmation-page', lang);
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            header_text: fill(texts.header_text, { title }, lang),
            yes_btn_text: buttons.yes,
            no_btn_text: buttons.no,
            payment_form: null,
          },
        },
      };
    },

    getUnsubSuccessPage: ({ body }) =>
      resultPage(store, 'unsub-success-page', String(body.service), Number(body.languageId)),

    getCallerTunePage: sectionList('caller'),
    getReligionPageContent: sectionList('religion'),
    getGamesPage: sectionList('games'),

    async getKhoborPage({ params, query }) {
      const lang = await store.langOf(Number(query.languageId));
      const service = await store.serviceOrFail(String(params.service));
      const { title } = await store.serviceTexts(service, lang);
      const items = await store.items<Schema<'KhoborItem'>>('khobor', {
        key: service.service,
        lang,
      });
      return { body: { data: { title, items } } };
    },

    async getOfferPage({ body }) {
      const input = body as Schema<'OfferPageRequest'>;
      const lang = await store.langOf(input.languageId);
      // Offers are the operator's of the number; without one, the visitor's operator's.
      const operatorId =
        input.msisdn === undefined ? undefined : await store.operatorOfNumber(input.msisdn);
      const offers = await store.items<StoredOffer>('offers', {
        operatorId: operatorId ?? input.operatorId ?? 1,
        lang,
      });
      return {
        body: {
          data: {
            offers: offers.map((offer) => ({
              package_id: offer.package_id,
              title: offer.title,
              pack_limit: offer.pack_limit,
              body: offer.body,
              validity: offer.validity,
              price: offer.price,
              unlimited_offer: offer.unlimited_offer,
            })),
          },
        },
      };
    },

    async getOfferDetailsPage({ params, query }) {
      // The list's language is carried (a contract addition); English when absent.
      const lang =
        query.languageId === undefined ? 'en' : await store.langOf(Number(query.languageId));
      const [offer] = await store.items<StoredOffer>('offers', { key: String(params.id), lang });
      if (offer === undefined) throw invalid('id', 'The selected id is invalid.');
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            offerDetail: {
              pack_limit: offer.pack_limit,
              body: offer.body,
              title: offer.title,
              unlimited_offer: offer.unlimited_offer,
              validity: offer.validity,
              price: offer.price,
              bonus_offer: offer.bonus_offer,
              tel: offer.tel,
              button_text: buttons.buy,
            },
          },
        },
      };
    },

    async getServiceStep({ params, body }) {
      const { languageId } = body as Schema<'ServiceStepRequest'>;
      const lang = await store.langOf(languageId);
      const service = await store.serviceOrFail(String(params.service));
      const buttons = await store.page('buttons', lang);
      // A service with packages has a package page, one with posters a cinema page, any other
      // a dial page.
      const packages = await db
        .selectFrom('portal_packages')
        .select(['product_id', 'validity_days', 'price'])
        .where('service', '=', service.service)
        .orderBy('product_id')
        .execute();
      if (packages.length > 0) {
        return {
          body: {
            data: {
              image_url: service.image,
              title: (await store.serviceTexts(service, lang)).title,
              packages: packages.map((row) => ({
                product_id: row.product_id as 1 | 2 | 3,
                validity: row.validity_days,
                price: Number(row.price),
              })),
              visit_url: service.visit_url,
              visit_btn_text: buttons.play,
              unsubscribe_btn_text: buttons.unsubscribe,
            },
          },
        };
      }
      const posters = await store.items<{ link: string; desc: string }>('step-images', {
        key: service.service,
        lang,
      });
      if (posters.length > 0) {
        return {
          body: {
            data: {
              images: posters.map((poster) => ({
                ...poster,
                tel: service.dial,
                dial_text: buttons.dial,
              })),
            },
          },
        };
      }
      const { title } = await store.serviceTexts(service, lang);
      const texts = await store.page('service-step', lang);
      return {
        body: {
          data: {
            tel: service.dial,
            desc: fill(texts.dial_desc, { tel: service.dial, title }, lang),
          },
        },
      };
    },

    async getOtpInputPage({ query }) {
      const lang = await store.langOf(Number(query.languageId));
      const texts = await store.page('otp-input-page', lang);
      const buttons = await store.page('buttons', lang);
      return {
        body: {
          data: {
            header_text: texts.header_text,
            otp_sent_text: fill(texts.otp_sent_text, { msisdn: String(query.msisdn) }, lang),
            next_btn_text: buttons.next,
            resend_btn_text: buttons.resend,
            change_number_text: texts.change_number_text,
            digit_required_text: texts.digit_required_text,
          },
        },
      };
    },

    async getFreeServicePage({ params, query }) {
      const lang = await store.langOf(Number(query.languageId));
      const games = await store.items<Schema<'FreeServiceGame'>>('free-games', {
        key: String(params.id),
        lang,
      });
      if (games.length === 0) throw invalid('id', 'The selected id is invalid.');
      return { body: { data: { games } } };
    },

    async getNoticePage({ query }) {
      const lang = await store.langOf(Number(query.languageId));
      const notices = await store.items<Schema<'Notice'>>('notices', {
        operatorId: Number(query.operatorId),
        lang,
      });
      return { body: { data: { notices } } };
    },
  };
}
