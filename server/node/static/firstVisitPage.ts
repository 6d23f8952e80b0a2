import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  defaultLanguageId,
  defaultOperatorId,
  firstAnswersElementId,
  firstBannersElementId,
  firstVisitRequests,
  requestAddress,
  visitorBannerScript,
  type FirstAnswers,
  type FirstBanners,
  type RequestParts,
  type Visitor,
} from '../../../domain/portal-first-visit';
import { appEntries } from './appForPath';

/** JSON that cannot end the script element holding it. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const bannerScript = visitorBannerScript({
  operatorId: defaultOperatorId,
  languageId: defaultLanguageId,
});

/** The policy source that lets the page run its banner script (`visitorBannerScript`). */
export const visitorBannerScriptSource = `'sha256-${createHash('sha256').update(bannerScript, 'utf8').digest('base64')}'`;

type FirstRequest = (typeof firstVisitRequests)[keyof typeof firstVisitRequests];

/** One of the first visit's requests for a visitor, asked of the server's own API. */
function ask(app: FastifyInstance, request: FirstRequest, visitor: Visitor) {
  const init: RequestParts = request.init(visitor);
  return app.inject({
    method: request.method === 'get' ? 'GET' : 'POST',
    url: `/api/portal${requestAddress(request.path, init)}`,
    ...(init.body === undefined ? {} : { payload: init.body }),
    headers: { accept: 'application/json' },
  });
}

/** The answers of a first visit's home, asked of the server's own API. */
async function firstAnswers(app: FastifyInstance): Promise<FirstAnswers | undefined> {
  const operatorId = defaultOperatorId;
  const languageId = defaultLanguageId;
  const context = { operatorId, languageId };
  const requests = Object.entries(firstVisitRequests);
  const answers = await Promise.all(requests.map(([, request]) => ask(app, request, context)));
  if (answers.some((answer) => answer.statusCode !== 200)) return undefined;
  const named = requests.map(([name], index) => [name, answers[index]?.json<unknown>()]);
  return { ...context, ...Object.fromEntries(named) } as FirstAnswers;
}

/** An operator's languages (their ids), none when the API does not answer. */
async function languagesOf(app: FastifyInstance, operatorId: number): Promise<{ id: number }[]> {
  const answer = await ask(app, firstVisitRequests.languages, { operatorId, languageId: 0 });
  return answer.statusCode === 200 ? answer.json<FirstAnswers['languages']>().data : [];
}

/**
 * The first banner's picture of every operator in each of its languages: a returning visitor's
 * page preloads their own (the first visit's answers already hold the default visitor's).
 */
async function firstBanners(app: FastifyInstance, first: FirstAnswers): Promise<FirstBanners> {
  const firstOf = (banners: FirstAnswers['banners']) => banners.data[0]?.image;
  const operators = await Promise.all(
    first.operators.data.map(async ({ id: operatorId }) => {
      const languages =
        operatorId === first.operatorId ? first.languages.data : await languagesOf(app, operatorId);
      const images = await Promise.all(
        languages.map(async ({ id: languageId }) => {
          if (operatorId === first.operatorId && languageId === first.languageId) {
            return [languageId, firstOf(first.banners)] as const;
          }
          const answer = await ask(app, firstVisitRequests.banners, { operatorId, languageId });
          return [
            languageId,
            answer.statusCode === 200 ? firstOf(answer.json<FirstAnswers['banners']>()) : undefined,
          ] as const;
        }),
      );
      const known = images.filter((entry): entry is [number, string] => entry[1] !== undefined);
      return [operatorId, Object.fromEntries(known)] as const;
    }),
  );
  return Object.fromEntries(operators);
}

/**
 * The portal's page for a home address (`firstVisitHomes`): the built page with the home's
 * answers for a visitor who chose nothing yet, so a first visit shows its home without waiting
 * for the app's code to ask (the app reads them when the visitor's operator and language are
 * those), and the first banner of every operator and language with the script that preloads the
 * visitor's own, before the app's code and styles (a returning visitor's operator and language
 * are in their browser's storage, which the server never sees). Undefined when there is no built
 * page.
 */
export function firstVisitPage(app: FastifyInstance, appsDir: string) {
  const file = path.join(appsDir, appEntries.portal);
  let built: { changed: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const changed = await stat(file).then(
      (found) => found.mtimeMs,
      () => undefined,
    );
    if (changed === undefined) return undefined;
    if (built?.changed !== changed) built = { changed, html: await readFile(file, 'utf8') };
    const { html } = built;
    const head = html.indexOf('</head>');
    const answers = head === -1 ? undefined : await firstAnswers(app);
    if (answers === undefined) return html;
    const banners = await firstBanners(app, answers);
    const preload = `<script type="application/json" id="${firstBannersElementId}">${jsonInHtml(banners)}</script><script>${bannerScript}</script>`;
    // Before the page's first script or style: a script waits for the styles above it.
    const first = html.slice(0, head).search(/<script|<link rel="stylesheet"/);
    const at = first === -1 ? head : first;
    const data = `<script type="application/json" id="${firstAnswersElementId}">${jsonInHtml(answers)}</script>`;
    return `${html.slice(0, at)}${preload}${html.slice(at, head)}${data}${html.slice(head)}`;
  };
}
