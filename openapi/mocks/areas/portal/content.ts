import { HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { portalHttp } from '../../http';
import type { MockStore } from '../../store';
import {
  findService,
  freeGames,
  frequencyOf,
  servicePackages,
  type ServicePackage,
  type PortalService,
  cinemaPosters,
  khobor,
  notices,
  offers,
  offerTexts,
  problemTypes,
  sections,
  topupCards,
  topupPackages,
  topupPackageTitle,
  topupWalletsIn,
  productNameOf,
  availableCountry,
  countryOperators,
  publicFavourite,
  fill,
  langOf,
  operatorOf,
  operatorOfMsisdn,
  rm,
  storage,
  type Lang,
  pageTexts,
  portalSettings,
  offerDialCode,
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
import { newReferralToken } from '../../../../server/core/portal/referralToken';

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

const { buttons } = pageTexts;

/**
 * A price text, e.g. 'RM 3.00 per week' / 'RM 3.00 seminggu' / 'প্রতি সপ্তাহ RM 3.00'; a
 * package's with its validity ('RM 3.00 for 7 days').
 */
function priceText(service: PortalService, chosen: ServicePackage | undefined, lang: Lang): string {
  const texts = pageTexts['service-confirmation-page'];
  if (chosen !== undefined) {
    const days = chosen.validity_days;
    const template = days === 1 ? texts.package_price_day : texts.package_price_days;
    return fill(template[lang], { price: rm(chosen.price), days }, lang);
  }
  return fill(
    texts.price[lang],
    { price: rm(service.price), cycle: texts[service.cycle][lang] },
    lang,
  );
}

/** The title of a ticket's problem type in a language. */
export function problemTitle(service: string, lang: Lang): string {
  const type = problemTypes.find((candidate) => candidate.service === service);
  return (type ?? problemTypes[problemTypes.length - 1])?.name[lang] ?? service;
}

/** Handlers of the portal content pages (all POST under /content). */
export function contentHandlers(store: MockStore): HttpHandler[] {
  const portal = store.portal;
  let requestSequence = 7780;

  const serviceTitle = (name: string, lang: Lang) => findService(name)?.title[lang] ?? name;

  /** The data of a subscribe or unsubscribe result page. */
  const resultPage = (
    page: 'mo-success-page' | 'unsub-success-page',
    name: string,
    lang: Lang,
  ) => ({
    image_link: pageTexts[page].image_link[lang],
    confirmation_text: fill(
      pageTexts[page].confirmation_text[lang],
      { title: serviceTitle(name, lang) },
      lang,
    ),
    home_btn_text: buttons.home[lang],
    resent_btn_text: buttons.resend[lang],
  });

  return [
    // Specific /content/… pages come before /content/{service}, which would match them too.
    portalHttp.post('/content/{service}-khobor', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const feed = khobor[params.service];
      const service = findService(params.service);
      if (feed === undefined && service === undefined) {
        return response.untyped(notFound('Service not found.'));
      }
      return response(200).json({
        data: {
          title: feed?.title[lang] ?? service?.title[lang] ?? params.service,
          items: (feed?.items ?? []).map((item) => ({
            title: item.title[lang],
            body: item.body[lang],
            image_link: item.image,
            published_at: item.at,
          })),
        },
      });
    }),

    portalHttp.post('/content/{service}/step/1', async ({ params, request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceStep', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const service = findService(params.service);
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      const packages = servicePackages.filter((item) => item.service === service.service);
      if (packages.length > 0) {
        return response(200).json({
          data: {
            image_url: service.image,
            title: service.title[lang],
            packages: packages.map((item) => ({
              product_id: item.product_id,
              validity: item.validity_days,
              price: item.price,
            })),
            visit_url: service.visitUrl,
            visit_btn_text: buttons.play[lang],
            unsubscribe_btn_text: buttons.unsubscribe[lang],
          },
        });
      }
      if (service.service === 'cinema') {
        return response(200).json({
          data: {
            images: cinemaPosters.map((desc, index) => ({
              link: storage(`cinema/poster-${String(index + 1)}.jpg`),
              desc: desc[lang],
              tel: service.dial,
              dial_text: buttons.dial[lang],
            })),
          },
        });
      }
      const desc = fill(
        pageTexts['service-step'].dial_desc[lang],
        { tel: service.dial, title: service.title[lang] },
        lang,
      );
      return response(200).json({ data: { tel: service.dial, desc } });
    }),

    portalHttp.post('/content/topup-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      return response(200).json({
        data: {
          cards: topupCards.map((card) => ({
            target_page_name: card.target,
            icon_url: storage(`icons/${card.icon}.png`),
            title: card.title[lang],
          })),
          packages: topupPackages.map((item) => ({
            package_id: item.id,
            type: item.type,
            title: topupPackageTitle(item.price, lang),
            price: item.price,
          })),
          wallets: topupWalletsIn(lang),
        },
      });
    }),

    portalHttp.post('/content/input-msisdn-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getInputMsisdnPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          header_text: pageTexts['input-msisdn-page'].header_text[lang],
          input_placeholder: pageTexts['input-msisdn-page'].input_placeholder[lang],
          next_btn_text: buttons.next[lang],
          prefix: '+6',
        },
      });
    }),

    portalHttp.post('/content/refer-friend-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const msisdn = query.get('msisdn') ?? '';
      const operatorId = operatorOf(query.get('operatorId'));
      const token = (portal.referralTokens[msisdn] ??= newReferralToken(portal.random));
      const pointsEach = portalSettings.referralPoint;
      const referrals = portal.referrals.filter((referral) => referral.reToken === token);
      const texts = pageTexts['refer-friend-page'];
      return response(200).json({
        data: {
          title: texts.title[lang],
          referral_point: pointsEach * referrals.length,
          redeem_point_button_text: texts.redeem_point_button_text[lang],
          refer_message: fill(texts.refer_message[lang], { points: pointsEach }, lang),
          cards: [1, 2, 3].map((productId) => ({
            share_url: `${new URL(request.url).origin}/home/${String(operatorId)}?re_token=${token}&re_product_id=${String(productId)}`,
            image_url: storage(`refer/card-${String(productId)}.png`),
          })),
        },
      });
    }),

    portalHttp.post('/content/service-confirmation-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceConfirmationPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const operatorId = operatorOf(body.operatorId);
      const service = findService(textOf(body.service));
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      const chosen = packageOfBody(service.service, body.productId);
      if (chosen === null) return response(422).json(invalidProduct);
      const header = fill(
        pageTexts['service-confirmation-page'].header_text[lang],
        { title: service.title[lang], price: priceText(service, chosen, lang) },
        lang,
      );
      requestSequence += 1;
      const day = store.clock().slice(0, 10).replaceAll('-', '');
      const requestId = `REQ-${day}-${String(requestSequence)}`;
      if (operatorId === 2 && chosen !== undefined) portal.paymentPackages.set(requestId, chosen);
      const frequency = frequencyOf(service.cycle, chosen);
      const paymentForm: Schema<'Operator2PaymentForm'> | null =
        operatorId === 2
          ? {
              actionUrl: portalSettings.mpayActionUrl,
              countryCode: 'MY',
              siteCode: portalSettings.mpaySiteCode,
              productName: productNameOf(service.title[lang], frequency, lang),
              price: (chosen?.price ?? service.price).toFixed(2),
              subFrequency: frequency,
              currencyCode: 'MYR',
              callbackUrl: `${new URL(request.url).origin}/umobile/success/subscription/${service.service}`,
              requestId,
              notes: null,
              mpaySubmit: buttons.confirm[lang],
              subscriptionCode: service.umobileCode,
            }
          : null;
      return response(200).json({
        data: {
          header_text: header,
          yes_btn_text: buttons.yes[lang],
          no_btn_text: buttons.no[lang],
          payment_form: paymentForm,
        },
      });
    }),

    portalHttp.post('/content/mo-success-page/{service}', async ({ params, request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getMoSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      return response(200).json({
        data: resultPage('mo-success-page', params.service, langOf(body.languageId)),
      });
    }),

    portalHttp.post('/content/service-unsub-confirmation-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['service', 'languageId', 'operatorId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const title = serviceTitle(query.get('service') ?? '', lang);
      return response(200).json({
        data: {
          header_text: fill(
            pageTexts['service-unsub-confirmation-page'].header_text[lang],
            { title },
            lang,
          ),
          yes_btn_text: buttons.yes[lang],
          no_btn_text: buttons.no[lang],
          payment_form: null,
        },
      });
    }),

    portalHttp.post('/content/unsub-success-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getUnsubSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      return response(200).json({
        data: resultPage('unsub-success-page', textOf(body.service) ?? '', langOf(body.languageId)),
      });
    }),

    ...(
      [
        ['/content/caller-tune-page', 'caller'],
        ['/content/religion-page-content', 'religion'],
        ['/content/games-page', 'games'],
      ] as const
    ).map(([path, list]) =>
      portalHttp.post(path, ({ request, response }) => {
        const query = queryOf(request);
        const invalid = missingQuery(query, ['service', 'languageId']);
        if (invalid !== undefined) return response(422).json(invalid);
        const lang = langOf(query.get('languageId'));
        return response(200).json({
          data: {
            sections: sections[list].map((section) => ({
              target_page: section.target,
              image_link: storage(`sections/${section.image}.png`),
              text: section.text[lang],
              color_class: section.color,
            })),
          },
        });
      }),
    ),

    portalHttp.post('/content/offer-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getOfferPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const operatorId = operatorOfMsisdn(textOf(body.msisdn) ?? '') ?? operatorOf(body.operatorId);
      return response(200).json({
        data: {
          offers: offers[operatorId].map((offer) => ({
            package_id: offer.id,
            ...offerTexts(offer, lang),
          })),
        },
      });
    }),

    portalHttp.post('/content/offer-details-page/{id}', async ({ params, request, response }) => {
      const body = await readBody(request);
      const lang = langOf(queryOf(request).get('languageId') ?? body.languageId);
      const id = Number(params.id);
      for (const operatorId of [1, 2] as const) {
        const offer = offers[operatorId].find((candidate) => candidate.id === id);
        if (offer === undefined) continue;
        const texts = offerTexts(offer, lang);
        return response(200).json({
          data: {
            offerDetail: {
              pack_limit: texts.pack_limit,
              body: texts.body,
              title: texts.title,
              unlimited_offer: texts.unlimited_offer,
              validity: texts.validity,
              price: texts.price,
              bonus_offer: offer.bonus?.[lang] ?? null,
              tel: offerDialCode(operatorId, id),
              button_text: buttons.buy[lang],
            },
          },
        });
      }
      return response.untyped(notFound('Offer not found.'));
    }),

    portalHttp.post('/content/favourite-number-add', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getFavouriteNumberAddPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const msisdn = textOf(body.msisdn) ?? '';
      const editId = Number(textOf(body.requestFor));
      const editing = portal.favourites.find(
        (favourite) => favourite.id === editId && favourite.owner === msisdn,
      );
      const texts = pageTexts['favourite-number'];
      return response(200).json({
        data: {
          header_text: (editing ? texts.edit_header_text : texts.add_header_text)[lang],
          name_placeholder: texts.name_placeholder[lang],
          number_placeholder: texts.number_placeholder[lang],
          save_btn_text: texts.save_btn_text[lang],
          available_country: availableCountry,
          operators: countryOperators[editing?.country ?? 'MY'] ?? [],
          favourite_number: editing === undefined ? null : publicFavourite(editing),
        },
      });
    }),

    portalHttp.post('/content/favourite-number-list', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = query.get('msisdn') ?? '';
      return response(200).json({
        data: {
          favourite_numbers: portal.favourites
            .filter((favourite) => favourite.owner === msisdn)
            .map(publicFavourite),
          max_limit: portal.favouriteMaxLimit,
        },
      });
    }),

    portalHttp.post('/content/otp-input-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const msisdn = query.get('msisdn') ?? '';
      const texts = pageTexts['otp-input-page'];
      return response(200).json({
        data: {
          header_text: texts.header_text[lang],
          otp_sent_text: fill(texts.otp_sent_text[lang], { msisdn }, lang),
          next_btn_text: buttons.next[lang],
          resend_btn_text: buttons.resend[lang],
          change_number_text: texts.change_number_text[lang],
          digit_required_text: texts.digit_required_text[lang],
        },
      });
    }),

    portalHttp.post('/content/free-service-page/{id}', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      return response(200).json({
        data: {
          games: (freeGames[Number(params.id)] ?? []).map(({ slug, game }) => ({
            banner_image: storage(`free/${slug}.png`),
            title: game.title[lang],
            sub_title: game.sub[lang],
            description: game.desc?.[lang] ?? null,
            button_text: game.button[lang],
            external_url: `https://games.telco-kit.my/${slug}`,
          })),
        },
      });
    }),

    portalHttp.post('/content/notice-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      return response(200).json({
        data: {
          notices: notices[operatorOf(query.get('operatorId'))].map((notice) => ({
            title: notice.title[lang],
            published_at: notice.at,
            image: notice.image,
            description: notice.description[lang],
          })),
        },
      });
    }),

    portalHttp.post('/content/service-ticket-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceTicketPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const texts = pageTexts['service-ticket-page'];
      return response(200).json({
        data: {
          header_text: texts.header_text[lang],
          msisdn: textOf(body.msisdn) ?? '',
          services: problemTypes.map((type) => ({ service: type.service, name: type.name[lang] })),
          message_placeholder: texts.message_placeholder[lang],
          submit_btn_text: texts.submit_btn_text[lang],
          history_btn_text: texts.history_btn_text[lang],
        },
      });
    }),

    portalHttp.post('/content/ticket-create-success', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getTicketCreateSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const ticket = textOf(body.ticketNumber) ?? '';
      const texts = pageTexts['ticket-create-success'];
      return response(200).json({
        data: {
          title: texts.title[lang],
          message: fill(texts.message[lang], { ticket }, lang),
          ticket_number: ticket,
          home_btn_text: buttons.home[lang],
        },
      });
    }),

    portalHttp.post('/content/support-history', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getSupportHistory', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const msisdn = textOf(body.msisdn) ?? '';
      const operatorId = operatorOf(body.operatorId);
      const status = textOf(body.ticket_status);
      const global = body.scope === 'global';
      const page = Math.max(1, Math.floor(Number(body.page_no ?? 1)) || 1);
      const size = 5;
      const matching = portal.tickets
        .filter(
          (ticket) =>
            ticket.msisdn === msisdn &&
            (global || ticket.operatorId === operatorId) &&
            (status === undefined || ticket.status === status),
        )
        .sort((a, b) => b.request_time.localeCompare(a.request_time));
      return response(200).json({
        data: {
          tickets: matching.slice((page - 1) * size, page * size).map((ticket) => ({
            customer_id: ticket.customer_id,
            ticket_number: ticket.ticket_number,
            title: problemTitle(ticket.service, lang),
            receiver_number: ticket.receiver_number ?? null,
            transaction_id: ticket.transaction_id ?? null,
            request_time: ticket.request_time,
            resolve_date: ticket.resolve_date ?? null,
            remarks: ticket.remarks ?? null,
            status: ticket.status,
          })),
          page_no: page,
          has_more: matching.length > page * size,
        },
      });
    }),

    // The service page last: /content/{service} matches every one-segment content path.
    portalHttp.post('/content/{service}', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const service = findService(params.service);
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      return response(200).json({
        data: {
          service: {
            image_link: service.image,
            title: service.title[lang],
            overlay_desc: service.overlay[lang],
            desc: service.desc[lang],
            visit_btn_text: service.visitUrl === null ? null : buttons.visit[lang],
            subscribe_btn_text: buttons.subscribe[lang],
            unsubscribe_btn_text: buttons.unsubscribe[lang],
            download_btn_text: service.appUrl === null ? null : buttons.download[lang],
            app_download_link: service.appUrl,
            visit_url: service.visitUrl,
          },
          option_id: service.optionId,
          service_id: service.serviceId,
        },
      });
    }),
  ];
}
