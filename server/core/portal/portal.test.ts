// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { cryptoHashing } from '../../node/ports';
import { paymentSignature } from './payments';
import { portalCall, portalSignIn } from '../../testing/portalSession';

type Status = Schema<'PortalStatusResponse'>;

const paymentSecret = 'portal-tests-mpay-secret';

describe.each(testDatabases())('customer portal on $name', (database) => {
  let server: TestServer;

  const get = <Body = unknown>(path: string) =>
    server.api.request<Body>({ method: 'GET', url: `/api/portal${path}` });
  const post = <Body = unknown>(path: string, body?: unknown, token?: string) =>
    portalCall<Body>(server, path, body, token);

  beforeAll(async () => {
    server = await startTestServer(database, { mpayCallbackSecret: paymentSecret });
  });
  afterAll(() => server.close());

  describe('home', () => {
    it('offers both operators, each with its languages and its default language', async () => {
      const operators = await get<Schema<'OperatorListResponse'>>('/get-operator');
      expect(operators.body.data.map((operator) => operator.name)).toEqual(['Digi', 'U Mobile']);

      const umobile = await get<Schema<'LanguageListResponse'>>('/get-language/2');
      expect(umobile.body.data.map(({ id, code }) => [id, code])).toEqual([
        [1, 'en'],
        [11, 'ms'],
        [12, 'bn'],
      ]);
      const languageId = await post<Schema<'LanguageIdResponse'>>('/get-language-id', {
        operatorId: 1,
      });
      expect(languageId.body.data.language_id).toBe(23);
    });

    it('shows each operator its own banners, tiles and menu in the chosen language', async () => {
      const digiBanners = await get<Schema<'BannerListResponse'>>(
        '/get-banner?operatorId=1&languageId=23',
      );
      expect(digiBanners.body.data[0]?.image).toBe('/images/banners/raya-topup-bonus-bn.svg');
      expect(digiBanners.body.data[0]?.title).toBe('ঈদ টপ-আপ বোনাস: ২০% বেশি টকটাইম');
      const umobileBanners = await get<Schema<'BannerListResponse'>>(
        '/get-banner?operatorId=2&languageId=1',
      );
      expect(umobileBanners.body.data[0]?.image).toBe('/images/banners/um-topup-bonus-en.svg');
      expect(umobileBanners.body.data).toHaveLength(3);

      const tiles = async (operatorId: number) =>
        (
          await post<Schema<'PaidServiceResponse'>>('/paid-service', {
            operatorId,
            languageId: 1,
          })
        ).body.data;
      const digi = await tiles(1);
      const umobile = await tiles(2);
      expect(digi.service.map((tile) => tile.id)).toContain(18);
      // One tile per id, named in the language asked for.
      expect(new Set(digi.service.map((tile) => tile.id)).size).toBe(digi.service.length);
      expect(digi.service.find((tile) => tile.id === 2)?.title).toBe('Top Up');
      const malay = await post<Schema<'PaidServiceResponse'>>('/paid-service', {
        operatorId: 1,
        languageId: 22,
      });
      expect(malay.body.data.service.find((tile) => tile.id === 2)?.title).toBe('Tambah Nilai');
      expect(digi.service.map((tile) => tile.id)).not.toContain(19);
      expect(umobile.service.map((tile) => tile.id)).toContain(19);
      expect(umobile.service.map((tile) => tile.id)).not.toContain(11);
      expect(digi.prompt).toEqual({ pageID: 'HOME_01', eventID: 'EV_HOME_VIEW' });
      expect(umobile.prompt.pageID).toBe('UM_HOME_01');
      expect(digi.other_service).toBe('Other Services');

      const menu = await get<Schema<'PortalMenuResponse'>>('/get-menu/2/11');
      expect(menu.body.data[0]).toEqual({
        name: 'Tambah Nilai',
        external_url: null,
        target_page: 'topUp',
        type: 'topup',
      });
      expect(menu.body.data.map((entry) => entry.name)).toContain('Kedai U Mobile');
      expect(menu.body.data.map((entry) => entry.name)).not.toContain('Kedai Digi');
    });

    it('answers the free services, footer and campaigns in the language asked for', async () => {
      const free = await post<Schema<'FreeServiceResponse'>>('/free-service', {
        operatorId: 1,
        languageId: 23,
      });
      expect(free.body.data.free_service).toBe('ফ্রি সার্ভিস');
      expect(free.body.data.free_services.at(-1)?.link).toBe('https://www.digi.com.my/apps/mydigi');

      const footer = await post<Schema<'FooterResponse'>>('/get-footer-section', {
        operatorId: 2,
        languageId: 11,
      });
      expect(footer.body.data).toEqual({
        terms_of_use_text: 'Terma Penggunaan',
        support_text: 'Sokongan',
      });

      const campaigns = await get<Schema<'CampaignResponse'>>('/get-campaign');
      expect(campaigns.body.data.campaigns.map((campaign) => campaign.link)).toContain(
        '/topup-services/topup?op=1&lang=23',
      );
    });

    it('records visits and page views', async () => {
      const visitor = await portalSignIn(server, '60187770001', 2);
      const visit = await post<Status>(
        '/save_user_histories',
        { operatorId: 2, msisdn: '60187770001' },
        visitor,
      );
      expect(visit.body).toEqual({ code: 200, message: 'Saved successfully' });
      const journey = await post<Status>(
        '/save_user_journey?operatorId=2&languageId=12&sessionId=s-1&service=bangla_barta&optionId=7',
      );
      expect(journey.body.code).toBe(200);
      const views = await server.app.db
        .selectFrom('portal_journeys')
        .selectAll()
        .where('session_id', '=', 's-1')
        .execute();
      expect(views).toMatchObject([{ service: 'bangla_barta', option_id: 7, language_id: 12 }]);
    });
  });

  describe('operator check', () => {
    it('answers 2001 for Digi numbers, 105 for U Mobile numbers and 404 otherwise', async () => {
      const check = async (msisdn: string) =>
        (await post<Schema<'OperatorCheckResponse'>>('/is_dg_user', { msisdn })).body.code;
      expect(await check('60123456789')).toBe(2001);
      expect(await check('0143456789')).toBe(2001);
      expect(await check('60183456789')).toBe(105);
      expect(await check('0112345678')).toBe(105);
      expect(await check('60171234567')).toBe(404);
      const refused = await post('/is_dg_user', { msisdn: '+60123' });
      expect(refused.status).toBe(422);
    });
  });

  describe('content pages', () => {
    it('shows a service page in the language asked for, and refuses unknown services', async () => {
      const page = await post<Schema<'ServiceDetailResponse'>>(
        '/content/bangla_barta?languageId=22',
      );
      expect(page.body.data).toMatchObject({
        option_id: 7,
        service_id: 14,
        service: {
          title: 'Bangla Barta',
          overlay_desc: 'Berita harian',
          subscribe_btn_text: 'Langgan',
          visit_url: 'https://news.telco-kit.my/bangla-barta',
          download_btn_text: null,
        },
      });
      const unknown = await post('/content/no_such_service?languageId=1');
      expect(unknown.status).toBe(422);
    });

    it('adds the mPay form to the confirmation page of operator 2 only', async () => {
      const confirm = (operatorId: number, languageId: number) =>
        post<Schema<'ConfirmationPageResponse'>>('/content/service-confirmation-page', {
          service: 'bangla_barta',
          operatorId,
          languageId,
          msisdn: '60183456789',
        });
      const digi = await confirm(1, 1);
      expect(digi.body.data.header_text).toBe(
        'Do you want to subscribe to Bangla Barta at RM 3.00 per week?',
      );
      expect(digi.body.data.payment_form).toBeNull();
      const umobile = await confirm(2, 12);
      expect(umobile.body.data.header_text).toBe(
        'আপনি কি প্রতি সপ্তাহ RM 3.00 তে বাংলা বার্তা সাবস্ক্রাইব করতে চান?',
      );
      expect(umobile.body.data.payment_form).toMatchObject({
        productName: 'বাংলা বার্তা সাপ্তাহিক',
        price: '3.00',
        subscriptionCode: 'UM-BB-WK',
        // No public origin configured: the provider returns the visitor to the serving origin.
        callbackUrl: 'http://localhost:80/umobile/success/subscription/bangla_barta',
      });
      // Caller tunes are a Digi service only.
      const notSold = await post('/content/service-confirmation-page', {
        service: 'caller_tunes',
        operatorId: 2,
        languageId: 1,
        msisdn: '60183456789',
      });
      expect(notSold.status).toBe(422);
    });

    it('answers the step page of a service as packages, posters or a dial code', async () => {
      const step = (service: string) =>
        post<Schema<'ServiceStepResponse'>>(`/content/${service}/step/1`, { languageId: 1 });
      expect((await step('game')).body.data).toMatchObject({
        packages: [
          { product_id: 1, validity: 1, price: 0.5 },
          { product_id: 2, validity: 7, price: 3 },
          { product_id: 3, validity: 30, price: 10 },
        ],
      });
      expect((await step('cinema')).body.data).toMatchObject({
        images: [{ tel: '*118*77#', dial_text: 'Dial now' }, {}, {}],
      });
      expect((await step('rashifol')).body.data).toEqual({
        tel: '*118*21#',
        desc: 'Dial *118*21# to subscribe to Rashifol.',
      });
    });

    it('lists the offers of the number’s operator (else of the visitor’s), and one offer in detail', async () => {
      const offers = async (msisdn: string) =>
        (
          await post<Schema<'InternetOfferListResponse'>>('/content/offer-page', {
            msisdn,
            languageId: 23,
          })
        ).body.data.offers;
      const digi = await offers('60123456789');
      expect(digi.map((offer) => offer.package_id)).toEqual([31, 32, 33, 37]);
      expect(digi[0]).toMatchObject({ pack_limit: '১০জিবি', validity: '৩০ দিন' });
      expect((await offers('60183456789')).map((offer) => offer.package_id)).toEqual([
        34, 35, 36, 38,
      ]);
      // Without a number, the visitor's operator's offers; a number's own operator comes first.
      const byOperator = async (body: Schema<'OfferPageRequest'>) =>
        (
          await post<Schema<'InternetOfferListResponse'>>('/content/offer-page', body)
        ).body.data.offers.map((offer) => offer.package_id);
      expect(await byOperator({ languageId: 1, operatorId: 2 })).toEqual([34, 35, 36, 38]);
      expect(await byOperator({ languageId: 1 })).toEqual([31, 32, 33, 37]);
      expect(await byOperator({ languageId: 1, operatorId: 2, msisdn: '60123456789' })).toEqual([
        31, 32, 33, 37,
      ]);
      expect((await post('/content/offer-page', { languageId: 1, operatorId: 3 })).status).toBe(
        422,
      );
      const detail = await post<Schema<'OfferDetailResponse'>>('/content/offer-details-page/35');
      expect(detail.body.data.offerDetail).toMatchObject({
        title: 'Internet 20GB',
        bonus_offer: '+5GB at night',
        tel: '*118*35#',
      });
      expect((await post('/content/offer-details-page/99')).status).toBe(422);
    });

    it('answers the news, section, notice, game, top-up and OTP pages', async () => {
      const news = await post<Schema<'KhoborPageResponse'>>(
        '/content/rashifol-khobor?languageId=23',
      );
      expect(news.body.data.title).toBe('রাশিফল');
      expect(news.body.data.items[0]?.title).toBe('মেষ');
      const religion = await post<Schema<'SectionListResponse'>>(
        '/content/religion-page-content?service=religion&languageId=1',
      );
      expect(religion.body.data.sections[0]?.text).toBe('Quran recitation');
      const notices = await post<Schema<'NoticeListResponse'>>(
        '/content/notice-page?languageId=1&operatorId=2',
      );
      expect(notices.body.data.notices[0]?.title).toBe('U Mobile system upgrade');
      const games = await post<Schema<'FreeServiceGameListResponse'>>(
        '/content/free-service-page/5?languageId=1&operatorId=1',
      );
      expect(games.body.data.games.map((game) => game.title)).toEqual([
        'Spin the Wheel',
        'Ludo League',
      ]);
      expect((await post('/content/free-service-page/6?languageId=1&operatorId=1')).status).toBe(
        422,
      );
      const topup = await post<Schema<'TopupHubResponse'>>(
        '/content/topup-page?languageId=22&operatorId=1',
      );
      expect(topup.body.data.cards[0]).toMatchObject({
        target_page_name: 'topup-self',
        title: 'Tambah nilai nombor saya',
      });
      const otp = await post<Schema<'OtpInputPageResponse'>>(
        '/content/otp-input-page?languageId=1&msisdn=60123456789',
      );
      expect(otp.body.data.otp_sent_text).toBe('A 4-digit code was sent to 60123456789');
      const input = await post<Schema<'InputMsisdnPageResponse'>>('/content/input-msisdn-page', {
        languageId: 22,
      });
      expect(input.body.data).toMatchObject({ prefix: '+6', next_btn_text: 'Seterusnya' });
    });
  });

  describe('OTP sign-in', () => {
    it('sends a 4-digit code by SMS, refuses a wrong one (400) and opens a session', async () => {
      const msisdn = '60145550001';
      const sent = await post<Status>(`/send_otp?languageId=22&msisdn=${msisdn}&operatorId=1`);
      expect(sent.body).toEqual({ code: 200, message: 'OTP sent' });
      const sms = server.sentOtps.at(-1);
      expect(sms).toMatchObject({ to: msisdn, channel: 'sms' });
      expect(sms?.text).toMatch(/^Kod Telco Kit anda ialah \d{4}\./);
      const code = server.lastOtpFor(msisdn);

      const wrongCode = code === '0000' ? '1111' : '0000';
      const wrong = await post<Schema<'VerifyOtpResponse'>>(
        `/verify-otp?otp=${wrongCode}&msisdn=${msisdn}`,
      );
      expect(wrong.body).toEqual({
        code: 400,
        message: 'Invalid OTP',
        data: 'OTP salah. Sila cuba lagi.',
      });

      const right = await post<Schema<'VerifyOtpResponse'>>(
        `/verify-otp?otp=${code}&msisdn=${msisdn}`,
      );
      expect(right.body.code).toBe(200);
      const session = right.body.data as Schema<'PortalSession'>;
      expect(session).toMatchObject({ msisdn, token_type: 'Bearer' });
      // A code works once.
      const again = await post<Schema<'VerifyOtpResponse'>>(
        `/verify-otp?otp=${code}&msisdn=${msisdn}`,
      );
      expect(again.body.code).toBe(400);

      const balance = await server.api.request<Schema<'BalanceInfoResponse'>>({
        method: 'GET',
        url: `/api/portal/get_user_balance_info/${msisdn}`,
        token: session.session_token,
      });
      expect(balance.body.data).toEqual({ refund_point: 0, total_point: 0 });
    });

    it('sends codes only to the chosen operator’s numbers', async () => {
      const refused = await post<Schema<'ValidationError'>>(
        '/send_otp?languageId=1&msisdn=60183456789&operatorId=1',
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ msisdn: ['Please Give Vaild Digi Number !'] });
    });

    it('keeps msisdn-scoped calls to the session’s own number', async () => {
      const token = await portalSignIn(server, '60145550002');
      const balance = (msisdn: string, withToken?: string) =>
        server.api.request({
          method: 'GET',
          url: `/api/portal/get_user_balance_info/${msisdn}`,
          token: withToken,
        });
      expect((await balance('60145550002')).status).toBe(401);
      expect((await balance('60145550002', 'ps_forged')).status).toBe(401);
      expect((await balance('60145550001', token)).status).toBe(403);
      expect((await balance('60145550002', token)).status).toBe(200);
    });
  });

  describe('subscriptions', () => {
    const msisdn = '60195550003';
    const service = { msisdn, service: 'bangla_barta', operatorId: 1, languageId: 1 };
    let token: string;
    beforeAll(async () => {
      token = await portalSignIn(server, msisdn);
    });
    const status = async () =>
      (
        await post<Schema<'RegStatusResponse'>>(
          '/check-reg-status',
          { msisdn, operatorId: 1, service: 'bangla_barta' },
          token,
        )
      ).body.data.status;

    it('subscribes, reports the status, lists the subscription and unsubscribes', async () => {
      expect(await status()).toBe(1);
      const registered = await post<Schema<'RegistrationResponse'>>(
        '/service-registration',
        service,
        token,
      );
      expect(registered.body).toMatchObject({
        code: 200,
        message: 'Subscription request accepted',
        data: { price: 3 },
      });
      const { tid } = registered.body.data;
      expect(tid).toMatch(/^TID-\d{8}-\d{6}$/);
      expect(await status()).toBe(0);

      const again = await post<Schema<'RegistrationResponse'>>(
        '/service-registration',
        service,
        token,
      );
      expect(again.body).toMatchObject({ message: 'Already subscribed', data: { price: 0 } });

      const mine = await post<Schema<'MySubscriptionResponse'>>(
        '/my-subscription',
        { msisdn, operatorId: 1, languageId: 1 },
        token,
      );
      expect(mine.body.data.subscriptions).toMatchObject([
        {
          service: 'bangla_barta',
          title: 'Bangla Barta',
          price: 'RM 3.00 / week',
          status: 'active',
        },
      ]);
      const history = await post<Schema<'UserHistoryResponse'>>(
        '/user-history',
        { msisdn, operatorId: 1, languageId: 1 },
        token,
      );
      expect(history.body.data.histories).toMatchObject([
        { transaction_id: tid, type: 'subscription', service: 'bangla_barta', amount: 3 },
      ]);

      const left = await post<Schema<'RegistrationResponse'>>(
        '/service-deregistration',
        service,
        token,
      );
      expect(left.body).toMatchObject({ code: 200, message: 'Unsubscribed', data: { price: 0 } });
      expect(await status()).toBe(1);
      const none = await post<Schema<'MySubscriptionResponse'>>(
        '/my-subscription',
        { msisdn, operatorId: 1, languageId: 1 },
        token,
      );
      expect(none.body.data.subscriptions).toEqual([]);
      const twice = await post<Schema<'RegistrationResponse'>>(
        '/service-deregistration',
        service,
        token,
      );
      expect(twice.body.message).toBe('Not subscribed');
    });

    it('refuses services the operator does not sell', async () => {
      const refused = await post<Schema<'ValidationError'>>(
        '/service-registration',
        { ...service, service: 'caller_tunes', operatorId: 2 },
        token,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ service: ['The selected service is invalid.'] });
    });

    it('credits a referral once per charged subscription, to the referrer’s page', async () => {
      const referrer = '60125550004';
      const friend = '60125550005';
      const referrerToken = await portalSignIn(server, referrer);
      const friendToken = await portalSignIn(server, friend);
      const page = async () =>
        (
          await post<Schema<'ReferFriendPageResponse'>>(
            `/content/refer-friend-page?languageId=1&msisdn=${referrer}&operatorId=1`,
            undefined,
            referrerToken,
          )
        ).body.data;
      const before = await page();
      expect(before.referral_point).toBe(0);
      const shareUrl = new URL(before.cards[0]?.share_url ?? '');
      const reToken = shareUrl.searchParams.get('re_token') ?? '';
      expect(shareUrl.pathname).toBe('/home/1');

      const registered = await post<Schema<'RegistrationResponse'>>(
        '/service-registration',
        { ...service, msisdn: friend },
        friendToken,
      );
      const refer = (tId: string, from = reToken) =>
        post(
          `/store-referal-info?msisdn=${friend}&reToken=${from}&reProductId=2&tId=${tId}&price=3`,
          undefined,
          friendToken,
        );
      expect((await refer(registered.body.data.tid)).status).toBe(200);
      expect((await refer(registered.body.data.tid)).status).toBe(422);
      expect((await refer('TID-20250101-999999')).status).toBe(422);
      expect((await refer(registered.body.data.tid, 'rf_unknown')).status).toBe(422);
      expect((await page()).referral_point).toBe(20);
    });

    it('subscribes after an operator-2 payment and answers the result pages', async () => {
      const body = {
        msisdn: '60185550006',
        service: 'rashifol',
        languageId: 11,
        operatorId: 2,
        type: 'subscription',
      };
      const token = await portalSignIn(server, body.msisdn, 2);
      const confirmation = await post<Schema<'ConfirmationPageResponse'>>(
        '/content/service-confirmation-page',
        { msisdn: body.msisdn, service: body.service, languageId: 11, operatorId: 2 },
      );
      const { requestId = '', price: amount = '' } = confirmation.body.data.payment_form ?? {};
      // What the provider sends back to the callback URL after the payment.
      const proof = {
        requestId,
        amount,
        signature: await paymentSignature(cryptoHashing, paymentSecret, requestId, amount),
      };
      const failed = await post<Schema<'Operator2ResultResponse'>>(
        '/umobile/failed',
        { ...body, pageType: 'failed' },
        token,
      );
      expect(failed.body.data).toMatchObject({
        status: 400,
        text: 'Pembayaran gagal',
        registeredUser: false,
      });
      const success = await post<Schema<'Operator2ResultResponse'>>(
        '/umobile/success',
        { ...body, pageType: 'success', ...proof },
        token,
      );
      expect(success.body.data).toMatchObject({
        status: 200,
        text: 'Langganan anda berjaya!',
        registeredUser: true,
        visitKorunText: 'Lawati',
      });
      const status = await post<Schema<'RegStatusResponse'>>(
        '/check-reg-status',
        { msisdn: body.msisdn, operatorId: 2, service: 'rashifol' },
        token,
      );
      expect(status.body.data.status).toBe(0);
    });

    it('confirms, charges and keeps the chosen package at its own price and validity', async () => {
      const renewalDays = async (number: string) => {
        const row = await server.app.db
          .selectFrom('portal_subscriptions')
          .select(['subscribed_at', 'next_renewal_at', 'product_id'])
          .where('msisdn', '=', number)
          .where('service', '=', 'game_zone')
          .executeTakeFirstOrThrow();
        const days =
          (Date.parse(row.next_renewal_at ?? '') - Date.parse(row.subscribed_at)) / 86_400_000;
        return { days, productId: row.product_id };
      };
      // Operator 1: the weekly package, RM 3.00 for 7 days (the service's own is RM 0.50 a day).
      const digi = '60195550031';
      const digiToken = await portalSignIn(server, digi);
      const chosen = { msisdn: digi, service: 'game', operatorId: 1, languageId: 1, productId: 2 };
      const question = await post<Schema<'ConfirmationPageResponse'>>(
        '/content/service-confirmation-page',
        chosen,
      );
      expect(question.body.data.header_text).toBe(
        'Do you want to subscribe to Game Zone at RM 3.00 for 7 days?',
      );
      const registered = await post<Schema<'RegistrationResponse'>>(
        '/service-registration',
        chosen,
        digiToken,
      );
      expect(registered.body.data.price).toBe(3);
      expect(await renewalDays(digi)).toEqual({ days: 7, productId: 2 });
      // My Subscription shows the package at its own price and validity, not the service's.
      const mine = await post<Schema<'MySubscriptionResponse'>>(
        '/my-subscription',
        { msisdn: digi, operatorId: 1, languageId: 1 },
        digiToken,
      );
      expect(mine.body.data.subscriptions).toEqual([
        expect.objectContaining({ service: 'game_zone', price: 'RM 3.00 for 7 days' }),
      ]);
      const history = await post<Schema<'UserHistoryResponse'>>(
        '/user-history',
        { msisdn: digi, operatorId: 1, languageId: 23 },
        digiToken,
      );
      // The row names the service in the visitor's language, not by its machine name.
      expect(history.body.data.histories[0]).toMatchObject({
        transaction_id: registered.body.data.tid,
        amount: 3,
        service_title: 'গেম জোন',
      });
      // A package the service does not have is refused, not charged at another price.
      const unknown = await post<Schema<'ValidationError'>>(
        '/service-registration',
        { ...chosen, service: 'bangla_barta' },
        digiToken,
      );
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ productId: ['The selected product id is invalid.'] });

      // Operator 2: the monthly package is the one priced, paid and subscribed to.
      const umobile = '60185550032';
      const umobileToken = await portalSignIn(server, umobile, 2);
      const page = await post<Schema<'ConfirmationPageResponse'>>(
        '/content/service-confirmation-page',
        { msisdn: umobile, service: 'game_zone', operatorId: 2, languageId: 1, productId: 3 },
      );
      const form = page.body.data.payment_form;
      expect(form).toMatchObject({ price: '10.00', subFrequency: 'monthly' });
      const requestId = form?.requestId ?? '';
      const paid = await post<Schema<'Operator2ResultResponse'>>(
        '/umobile/success',
        {
          msisdn: umobile,
          service: 'game_zone',
          languageId: 1,
          operatorId: 2,
          type: 'subscription',
          pageType: 'success',
          requestId,
          amount: '10.00',
          signature: await paymentSignature(cryptoHashing, paymentSecret, requestId, '10.00'),
        },
        umobileToken,
      );
      expect(paid.body.data?.registeredUser).toBe(true);
      expect(await renewalDays(umobile)).toEqual({ days: 30, productId: 3 });
    });

    it('starts a top-up for a guest and records a known number’s in its history', async () => {
      const start = (msisdn: string, token?: string) =>
        post<Schema<'TopupResponse'>>(
          '/bd-topup',
          { languageId: 23, operatorId: 1, sessionId: 'session-7', msisdn, source: 'campaign-dg' },
          token,
        );
      const guest = await start('guest-user');
      expect(guest.body.data?.transaction_id).toMatch(/^BDT-\d{8}-\d{5}$/);
      const msisdn = '60105550007';
      const token = await portalSignIn(server, msisdn);
      const known = await start(msisdn, token);
      const history = await post<Schema<'UserHistoryResponse'>>(
        '/user-history',
        { msisdn, operatorId: 1, languageId: 23, type: 'topup-history' },
        token,
      );
      expect(history.body.data.histories).toMatchObject([
        { transaction_id: known.body.data?.transaction_id, type: 'bd-topup', status: 'pending' },
      ]);
    });
  });
});
