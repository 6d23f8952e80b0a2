// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

type Saved = Schema<'FavouriteNumberSaveResponse'>;

describe.each(testDatabases())('favourite numbers on $name', (database) => {
  let server: TestServer;
  const owner = '60125550101';
  const other = '60125550102';
  let token: string;
  let otherToken: string;

  const list = async (msisdn = owner, withToken = token) =>
    (
      await portalCall<Schema<'FavouriteNumberListResponse'>>(
        server,
        `/content/favourite-number-list?languageId=1&msisdn=${msisdn}`,
        undefined,
        withToken,
      )
    ).body.data;
  const save = (input: Partial<Schema<'FavouriteNumberInput'>>, withToken = token) =>
    portalCall<Saved>(
      server,
      '/save_or_update_favourite_number',
      {
        editId: 0,
        name: 'Abang Karim',
        receiverMsisdn: '60198765432',
        receiverOperatorId: 1,
        receiverCountry: 'MY',
        ...input,
      },
      withToken,
    );
  const remove = (id: number, msisdn = owner, withToken = token) =>
    portalCall<Saved>(server, '/delete-favourite-number', { id, msisdn }, withToken);

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await portalSignIn(server, owner);
    otherToken = await portalSignIn(server, other);
  });
  afterAll(() => server.close());

  it('adds, lists with the maximum, edits and deletes a favourite', async () => {
    expect(await list()).toEqual({ favourite_numbers: [], max_limit: 5 });
    expect((await save({})).body).toEqual({ code: '00', message: 'Favourite number saved' });
    const [added] = (await list()).favourite_numbers;
    expect(added).toMatchObject({
      name: 'Abang Karim',
      mobile_number: '60198765432',
      country_name: 'Malaysia',
      operator_id: 1,
    });
    const id = added?.id ?? 0;

    const edited = await save({
      editId: id,
      name: 'আম্মা',
      receiverMsisdn: '01712345678',
      receiverOperatorId: 11,
      receiverCountry: 'BD',
    });
    expect(edited.body).toEqual({ code: '00', message: 'Favourite number updated' });
    expect((await list()).favourite_numbers).toEqual([
      {
        id,
        name: 'আম্মা',
        mobile_number: '01712345678',
        country_name: 'Bangladesh',
        operator_id: 11,
      },
    ]);

    const form = await portalCall<Schema<'FavouriteNumberAddPageResponse'>>(
      server,
      '/content/favourite-number-add',
      { languageId: 1, requestFor: String(id), msisdn: owner },
      token,
    );
    expect(form.body.data.header_text).toBe('Edit favourite number');
    expect(form.body.data.favourite_number?.id).toBe(id);
    expect(form.body.data.operators.map((operator) => operator.id)).toEqual([11, 12, 13, 14, 15]);

    expect((await remove(id)).body).toEqual({ code: '00', message: 'Favourite number deleted' });
    expect((await list()).favourite_numbers).toEqual([]);
    expect((await remove(id)).body.code).toBe('01');
  });

  it('refuses a duplicate and a sixth number with code 01 and a message', async () => {
    const numbers = ['60191110001', '60191110002', '60191110003', '60191110004', '60191110005'];
    for (const receiverMsisdn of numbers) {
      expect((await save({ receiverMsisdn })).body.code).toBe('00');
    }
    const duplicate = await save({ receiverMsisdn: numbers[0] });
    expect(duplicate.body).toEqual({
      code: '01',
      message: 'This number is already in your favourites.',
    });
    const sixth = await save({ receiverMsisdn: '60191110006' });
    expect(sixth.body).toEqual({
      code: '01',
      message: 'You can keep at most 5 favourite numbers.',
    });
    expect((await list()).favourite_numbers).toHaveLength(5);
  });

  it('keeps each subscriber’s favourites to itself', async () => {
    const [mine] = (await list()).favourite_numbers;
    const id = mine?.id ?? 0;
    // Another number's session sees none of them and cannot delete or edit them.
    expect((await list(other, otherToken)).favourite_numbers).toEqual([]);
    expect((await remove(id, other, otherToken)).body).toEqual({
      code: '01',
      message: 'Favourite number not found.',
    });
    expect((await save({ editId: id, receiverMsisdn: '60191119999' }, otherToken)).body.code).toBe(
      '01',
    );
    // Naming the owner's number needs the owner's session.
    expect((await remove(id, owner, otherToken)).status).toBe(403);
    const anonymous = await portalCall(server, '/delete-favourite-number', { id, msisdn: owner });
    expect(anonymous.status).toBe(401);
    expect((await list()).favourite_numbers.map((favourite) => favourite.id)).toContain(id);
  });

  it('checks the country and operator of a receiver', async () => {
    const refused = await save({ receiverCountry: 'ZZ' }, otherToken);
    expect(refused.status).toBe(422);
    const wrongOperator = await save({ receiverCountry: 'BD', receiverOperatorId: 1 }, otherToken);
    expect(wrongOperator.status).toBe(422);
  });

  it('detects the country and operator of a receiver number from its prefixes', async () => {
    const detect = async (receiverMsisdn: string) =>
      (
        await portalCall<Schema<'FavouriteNumberInfoResponse'>>(
          server,
          '/get_favourite_number_info',
          { operatorId: 1, languageId: 1, msisdn: owner, receiverMsisdn },
          token,
        )
      ).body.data;
    expect(await detect('60187654321')).toEqual({ receiverCountry: 'MY', receiverOperatorId: 2 });
    expect(await detect('0171234567')).toEqual({ receiverCountry: 'MY', receiverOperatorId: 3 });
    expect(await detect('01812233445')).toEqual({ receiverCountry: 'BD', receiverOperatorId: 12 });
    expect(await detect('880191122334')).toEqual({
      receiverCountry: 'BD',
      receiverOperatorId: 13,
    });

    const operators = await portalCall<Schema<'CountryOperatorListResponse'>>(
      server,
      '/get-countrywise-operator-list',
      { language: 'BD' },
    );
    expect(operators.body.data.operators[0]).toMatchObject({ id: 11, prefix: ['013', '017'] });
    const unknown = await portalCall(server, '/get-countrywise-operator-list', { language: 'ZZ' });
    expect(unknown.status).toBe(422);
  });
});
