import type { Schema } from '../../../domain/schema';
import { notOperatorNumberMessage } from '../../../domain/portal-content';
import { cachedAnswer } from '../api/cachedAnswer';
import type { OperationHandlers } from '../api/operation';
import { saveSubscriber, sessionOwner, type PortalContext } from './context';

interface OperatorLanguage {
  operatorId: number;
  languageId: number;
}

/** The home page, its shared parts and the visit tracking (customer-portal §7, home and shared). */
export function homeHandlers(context: PortalContext): OperationHandlers {
  const { db, store, ports } = context;

  return {
    getBanners({ query }) {
      const { operatorId, languageId } = query as unknown as OperatorLanguage;
      return cachedAnswer(db, `banners ${String(operatorId)} ${String(languageId)}`, async () => {
        const lang = await store.langOf(languageId);
        return {
          body: { data: await store.items<Schema<'Banner'>>('banners', { operatorId, lang }) },
        };
      });
    },

    async getPaidServices({ body }) {
      const { operatorId, languageId } = body as Schema<'OperatorLanguageRequest'>;
      const operator = await store.operatorOrFail(operatorId);
      const lang = await store.langOf(languageId);
      const texts = await store.page('home', lang);
      return {
        body: {
          data: {
            other_service: texts.other_service,
            terms_of_use_text: texts.terms_of_use_text,
            service: await store.items<Schema<'PaidServiceItem'>>('tiles', { operatorId, lang }),
            prompt: { pageID: operator.home_page_id, eventID: 'EV_HOME_VIEW' },
          },
        },
      };
    },

    async getFreeServices({ body }) {
      const { operatorId, languageId } = body as Schema<'FreeServiceRequest'>;
      const lang = await store.langOf(languageId);
      const texts = await store.page('home', lang);
      return {
        body: {
          data: {
            free_service: texts.free_service,
            free_services: await store.items<Schema<'FreeServiceItem'>>('free-services', {
              operatorId,
              lang,
            }),
          },
        },
      };
    },

    async getLanguageId({ body }) {
      const { operatorId } = body as Schema<'GetLanguageIdRequest'>;
      const operator = await store.operatorOrFail(operatorId);
      return { body: { data: { language_id: operator.default_language_id } } };
    },

    async getLanguages({ params }) {
      const rows = await db
        .selectFrom('portal_languages')
        .select(['id', 'code', 'name', 'icon'])
        .where('operator_id', '=', Number(params.operatorId))
        .orderBy('position')
        .execute();
      return { body: { data: rows } };
    },

    getOperators() {
      return cachedAnswer(db, 'operators', async () => {
        const operators = await store.operators();
        return { body: { data: operators.map(({ id, name, logo }) => ({ id, name, logo })) } };
      });
    },

    async getPortalMenu({ params }) {
      const { operatorId, languageId } = params as unknown as OperatorLanguage;
      const lang = await store.langOf(languageId);
      return {
        body: { data: await store.items<Schema<'PortalMenuEntry'>>('menu', { operatorId, lang }) },
      };
    },

    async getUserBalanceInfo({ portalMsisdn }) {
      const msisdn = sessionOwner(portalMsisdn);
      const row = await db
        .selectFrom('portal_subscribers')
        .select(['refund_point', 'total_point'])
        .where('msisdn', '=', msisdn)
        .executeTakeFirst();
      return { body: { data: row ?? { refund_point: 0, total_point: 0 } } };
    },

    async getFooterSection({ body }) {
      const { languageId } = body as Schema<'OperatorLanguageRequest'>;
      const texts = await store.page('home', await store.langOf(languageId));
      return {
        body: {
          data: { terms_of_use_text: texts.terms_of_use_text, support_text: texts.support_text },
        },
      };
    },

    async saveUserHistories({ body }) {
      const input = body as Schema<'SaveUserHistoryRequest'>;
      const msisdn = input.msisdn;
      const now = ports.clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await saveSubscriber(trx, msisdn, { operatorId: input.operatorId }, now);
        await trx
          .insertInto('portal_visits')
          .values({ msisdn, operator_id: input.operatorId, created_at: now })
          .execute();
      });
      return { body: { code: 200, message: 'Saved successfully' } };
    },

    async saveUserJourney({ query }) {
      const input = query as {
        operatorId: number;
        languageId: number;
        sessionId: string;
        service?: string;
        msisdn?: string;
        optionId?: number;
        serviceId?: number;
      };
      await db
        .insertInto('portal_journeys')
        .values({
          session_id: input.sessionId,
          operator_id: input.operatorId,
          language_id: input.languageId,
          service: input.service ?? null,
          msisdn: input.msisdn === undefined ? null : input.msisdn,
          option_id: input.optionId ?? null,
          service_id: input.serviceId ?? null,
          created_at: ports.clock.now().toISOString(),
        })
        .execute();
      return { body: { code: 200, message: 'Journey saved' } };
    },

    async getCampaigns() {
      return { body: { data: { campaigns: await store.items<Schema<'Campaign'>>('campaigns') } } };
    },

    async checkOperatorNumber({ body }) {
      const { msisdn } = body as Schema<'MsisdnRequest'>;
      const operatorId = await store.operatorOfNumber(msisdn);
      const operators = await store.operators();
      const operator = operators.find((candidate) => candidate.id === operatorId);
      if (operator === undefined) {
        const names = operators.map((candidate) => candidate.name);
        return { body: { code: 404, message: notOperatorNumberMessage(names) } };
      }
      return {
        body: { code: operator.number_check_code, message: operator.number_check_message },
      };
    },
  };
}
