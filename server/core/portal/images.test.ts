// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** Every portal picture an answer names (`/images/...`), found anywhere in its body. */
function picturesIn(body: unknown): string[] {
  return [...JSON.stringify(body).matchAll(/"(\/images\/[^"]+)"/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

describe.each(testDatabases().slice(0, 1))('portal pictures on $name', (database) => {
  let server: TestServer;
  const msisdn = '60123456789';
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await portalSignIn(server, msisdn);
  });
  afterAll(() => server.close());

  it('ships every picture the portal answers with, for both operators and every language', async () => {
    const get = async (url: string) =>
      (await server.api.request({ method: 'GET', url: `/api/portal${url}` })).body;
    const post = async (url: string, body?: unknown) =>
      (await portalCall(server, url, body, token)).body;
    const answers: unknown[] = [await get('/get-operator'), await get('/get-campaign')];
    const languages = { 1: [1, 22, 23], 2: [1, 11, 12] };
    for (const [operator, ids] of Object.entries(languages)) {
      const operatorId = Number(operator);
      answers.push(await get(`/get-language/${operator}`));
      for (const languageId of ids) {
        const scope = `languageId=${languageId}&operatorId=${operator}&msisdn=${msisdn}`;
        answers.push(
          await get(`/get-banner?operatorId=${operator}&languageId=${languageId}`),
          await post('/paid-service', { operatorId, languageId }),
          await post('/free-service', { operatorId, languageId }),
          await post(`/content/topup-page?languageId=${languageId}&operatorId=${operator}`),
          await post(`/content/refer-friend-page?${scope}`),
          await post(`/content/notice-page?${scope}`),
          await post('/my-subscription', { msisdn, operatorId, languageId }),
          await post('/content/favourite-number-add', { languageId, requestFor: 'add', msisdn }),
          await post('/get-countrywise-operator-list', { language: 'BD' }),
          await post('/get-countrywise-operator-list', { language: 'MY' }),
        );
        for (const group of [4, 5]) {
          answers.push(await post(`/content/free-service-page/${group}?${scope}`));
        }
        for (const page of ['caller-tune-page', 'religion-page-content', 'games-page']) {
          answers.push(await post(`/content/${page}?${scope}&service=x&serviceGroupId=1`));
        }
        for (const service of ['bangla_barta', 'rashifol', 'game_zone', 'cinema', 'religion']) {
          const action = { msisdn, service, operatorId, languageId };
          answers.push(
            await post(`/content/${service}?languageId=${languageId}&msisdn=${msisdn}`),
            await post(`/content/${service}/step/1`, { languageId }),
            await post(`/content/${service}-khobor?languageId=${languageId}`),
            await post(`/content/mo-success-page/${service}`, action),
            await post('/content/unsub-success-page', action),
          );
        }
      }
    }
    const pictures = new Set(answers.flatMap(picturesIn));
    const missing = [...pictures].filter((url) => !existsSync(path.join(publicDir, url)));
    expect(missing).toEqual([]);
    // Banners, tiles, services, sections, flags, logos, posters, cards, notices, news ...
    expect(pictures.size).toBeGreaterThan(90);
  });
});
