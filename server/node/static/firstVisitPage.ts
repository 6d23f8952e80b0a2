import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  defaultLanguageId,
  defaultOperatorId,
  firstAnswersElementId,
  firstVisitRequests,
  requestAddress,
  type FirstAnswers,
  type RequestParts,
} from '../../../domain/portal-first-visit';
import { appEntries } from './appForPath';

/** JSON that cannot end the script element holding it. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The answers of a first visit's home, asked of the server's own API. */
async function firstAnswers(app: FastifyInstance): Promise<FirstAnswers | undefined> {
  const operatorId = defaultOperatorId;
  const languageId = defaultLanguageId;
  const context = { operatorId, languageId };
  const requests = Object.entries(firstVisitRequests);
  const answers = await Promise.all(
    requests.map(([, request]) => {
      const init: RequestParts = request.init(context);
      return app.inject({
        method: request.method === 'get' ? 'GET' : 'POST',
        url: `/api/portal${requestAddress(request.path, init)}`,
        ...(init.body === undefined ? {} : { payload: init.body }),
        headers: { accept: 'application/json' },
      });
    }),
  );
  if (answers.some((answer) => answer.statusCode !== 200)) return undefined;
  const named = requests.map(([name], index) => [name, answers[index]?.json<unknown>()]);
  return { ...context, ...Object.fromEntries(named) } as FirstAnswers;
}

/**
 * The portal's page for a home address (`firstVisitHomes`): the built page with the home's
 * answers for a visitor who chose nothing yet, and the first banner's picture preloaded, so a
 * first visit shows its home without waiting for the app's code to ask (the app reads them when
 * the visitor's operator and language are those). Undefined when there is no built page.
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
    const image = answers.banners.data[0]?.image;
    const preload =
      image === undefined
        ? ''
        : `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high">`;
    const data = `<script type="application/json" id="${firstAnswersElementId}">${jsonInHtml(answers)}</script>`;
    return `${html.slice(0, head)}${preload}${data}${html.slice(head)}`;
  };
}
