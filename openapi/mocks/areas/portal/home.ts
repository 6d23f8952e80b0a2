import type { HttpHandler } from 'msw';
import { portalHttp } from '../../http';
import type { MockStore } from '../../store';
import {
  banners,
  menu,
  tiles,
  campaigns,
  freeServices,
  defaultLanguage,
  langOf,
  languages,
  operatorOf,
  pageTexts,
  portalOperator,
} from '@domain/portal-content';
import { missingBody, missingQuery, queryOf, readBody, textOf } from './request';

const homeTexts = pageTexts.home;

/** Handlers of the portal home: banners, tiles, languages, menu, footer, tracking, campaigns. */
export function homeHandlers(store: MockStore): HttpHandler[] {
  const portal = store.portal;
  return [
    portalHttp.get('/get-banner', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['operatorId', 'languageId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const operatorId = operatorOf(query.get('operatorId'));
      return response(200).json({ data: banners[operatorId](langOf(query.get('languageId'))) });
    }),

    portalHttp.post('/paid-service', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getPaidServices', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const operatorId = operatorOf(body.operatorId);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          other_service: homeTexts.other_service[lang],
          terms_of_use_text: homeTexts.terms_of_use_text[lang],
          service: tiles
            .filter((tile) => tile.operators.includes(operatorId))
            .map((tile) => ({ ...tile.item, title: tile.title[lang] })),
          prompt: {
            pageID: portalOperator(operatorId).homePageId,
            eventID: 'EV_HOME_VIEW',
          },
        },
      });
    }),

    portalHttp.post('/free-service', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getFreeServices', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          free_service: homeTexts.free_service[lang],
          free_services: freeServices(operatorOf(body.operatorId), lang),
        },
      });
    }),

    portalHttp.post('/get-language-id', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getLanguageId', body);
      if (invalid !== undefined) return response(422).json(invalid);
      return response(200).json({
        data: { language_id: defaultLanguage[operatorOf(body.operatorId)] },
      });
    }),

    portalHttp.get('/get-language/{operatorId}', ({ params, response }) =>
      response(200).json({ data: languages[operatorOf(params.operatorId)] }),
    ),

    portalHttp.get('/get-operator', ({ response }) =>
      response(200).json({ data: portal.operators }),
    ),

    portalHttp.get('/get-menu/{operatorId}/{languageId}', ({ params, response }) => {
      const operatorId = operatorOf(params.operatorId);
      const lang = langOf(params.languageId);
      return response(200).json({
        data: menu
          .filter((entry) => entry.operators.includes(operatorId))
          .map((entry) => ({
            name: entry.name[lang],
            external_url: entry.external,
            target_page: entry.target,
            type: entry.type,
          })),
      });
    }),

    portalHttp.get('/get_user_balance_info/{msisdn}', ({ params, response }) =>
      response(200).json({
        data: portal.balances[params.msisdn] ?? { refund_point: 0, total_point: 0 },
      }),
    ),

    portalHttp.post('/get-footer-section', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getFooterSection', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          terms_of_use_text: homeTexts.terms_of_use_text[lang],
          support_text: homeTexts.support_text[lang],
        },
      });
    }),

    portalHttp.post('/save_user_histories', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('saveUserHistories', body);
      if (invalid !== undefined) return response(422).json(invalid);
      portal.visits.push({
        msisdn: textOf(body.msisdn) ?? '',
        operatorId: operatorOf(body.operatorId),
        at: store.clock(),
      });
      return response(200).json({ code: 200, message: 'Saved successfully' });
    }),

    portalHttp.post('/save_user_journey', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['operatorId', 'languageId', 'sessionId']);
      if (invalid !== undefined) return response(422).json(invalid);
      portal.journeys.push({
        sessionId: query.get('sessionId') ?? '',
        operatorId: operatorOf(query.get('operatorId')),
        service: query.get('service'),
        at: store.clock(),
      });
      return response(200).json({ code: 200, message: 'Journey saved' });
    }),

    portalHttp.get('/get-campaign', ({ response }) =>
      response(200).json({
        data: { campaigns },
      }),
    ),
  ];
}
