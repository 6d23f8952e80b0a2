import type { Kysely, Selectable } from 'kysely';
import { fill } from '../../../domain/portal-content';
import type { Schema } from '../../../domain/schema';
import { int32 } from '../api/inputLimits';
import type { OperationHandlers } from '../api/operation';
import type { Database } from '../db/schema';
import { invalid } from '../api/errors';
import { saveSubscriber, sessionOwner, type PortalContext } from './context';
import type { PortalCountriesTable, PortalFavouritesTable } from '../db/schema/portal';

type Country = Selectable<PortalCountriesTable>;

/** The countries a favourite can be in, in order (the first is the default). */
const countriesOf = (db: Kysely<Database>) =>
  db.selectFrom('portal_countries').selectAll().orderBy('position').execute();

/** The operators of a country with their number prefixes. */
async function operatorsOf(db: Kysely<Database>, country: string) {
  const operators = await db
    .selectFrom('portal_receiver_operators')
    .select(['id', 'image'])
    .where('country_code', '=', country)
    .orderBy('position')
    .execute();
  const prefixes = await db
    .selectFrom('portal_receiver_prefixes')
    .innerJoin(
      'portal_receiver_operators',
      'portal_receiver_operators.id',
      'portal_receiver_prefixes.operator_id',
    )
    .select(['portal_receiver_prefixes.operator_id', 'portal_receiver_prefixes.prefix'])
    .where('portal_receiver_operators.country_code', '=', country)
    .orderBy('portal_receiver_prefixes.prefix')
    .execute();
  return operators.map((operator) => ({
    ...operator,
    prefix: prefixes.filter((row) => row.operator_id === operator.id).map((row) => row.prefix),
  }));
}

/**
 * The country of a receiver number and its national form (trunk 0 first): by its country
 * calling code, else the first country whose national numbers it looks like, else the first.
 */
function placeNumber(
  number: string,
  countries: Country[],
): { country: Country; local: string } | undefined {
  for (const country of countries) {
    if (number.startsWith(country.calling_code)) {
      return { country, local: `0${number.slice(country.calling_code.length)}` };
    }
  }
  const country = countries.find((candidate) => new RegExp(candidate.local_pattern).test(number));
  const fallback = country ?? countries[0];
  return fallback === undefined ? undefined : { country: fallback, local: number };
}

/** The contract's FavouriteNumber of a row. */
const favouriteOf = (
  row: Selectable<PortalFavouritesTable>,
  countries: Country[],
): Schema<'FavouriteNumber'> => ({
  id: row.id,
  name: row.name,
  mobile_number: row.mobile_number,
  country_name:
    countries.find((country) => country.code === row.country_code)?.name ?? row.country_code,
  operator_id: row.operator_id,
});

/** Favourite numbers: each subscriber sees and changes only those of its own session. */
export function favouriteHandlers(context: PortalContext): OperationHandlers {
  const { db, store, ports } = context;

  const ownFavourite = (owner: string, id: number) =>
    db
      .selectFrom('portal_favourites')
      .selectAll()
      .where('owner', '=', owner)
      .where('id', '=', id)
      .executeTakeFirst();

  /** The texts of the favourites pages in the language the subscriber last used. */
  const textsFor = async (owner: string) => {
    const subscriber = await db
      .selectFrom('portal_subscribers')
      .select('language_id')
      .where('msisdn', '=', owner)
      .executeTakeFirst();
    const lang = await store.langOf(subscriber?.language_id ?? 1);
    return { lang, texts: await store.page('favourite-number', lang) };
  };

  return {
    async getFavouriteNumberAddPage({ body, portalMsisdn }) {
      const input = body as Schema<'FavouriteNumberAddPageRequest'>;
      const owner = sessionOwner(portalMsisdn);
      let editing: Selectable<PortalFavouritesTable> | undefined;
      if (input.requestFor !== 'add') {
        const id = /^[0-9]{1,10}$/.test(input.requestFor) ? Number(input.requestFor) : 0;
        editing = id <= int32.max ? await ownFavourite(owner, id) : undefined;
        if (editing === undefined)
          throw invalid('requestFor', 'The selected requestFor is invalid.');
      }
      const texts = await store.page('favourite-number', await store.langOf(input.languageId));
      const countries = await countriesOf(db);
      return {
        body: {
          data: {
            header_text: editing === undefined ? texts.add_header_text : texts.edit_header_text,
            name_placeholder: texts.name_placeholder,
            number_placeholder: texts.number_placeholder,
            save_btn_text: texts.save_btn_text,
            available_country: Object.fromEntries(
              countries.map((country) => [
                country.code,
                { name: country.name, flag: country.flag, prefix: country.calling_code },
              ]),
            ),
            operators: await operatorsOf(db, editing?.country_code ?? countries[0]?.code ?? ''),
            favourite_number: editing === undefined ? null : favouriteOf(editing, countries),
          },
        },
      };
    },

    async getFavouriteNumberList({ portalMsisdn }) {
      const owner = sessionOwner(portalMsisdn);
      const rows = await db
        .selectFrom('portal_favourites')
        .selectAll()
        .where('owner', '=', owner)
        .orderBy('id')
        .execute();
      const countries = await countriesOf(db);
      return {
        body: {
          data: {
            favourite_numbers: rows.map((row) => favouriteOf(row, countries)),
            max_limit: await store.count('favourite_max_limit'),
          },
        },
      };
    },

    async getFavouriteNumberInfo({ body }) {
      const input = body as Schema<'FavouriteNumberInfoRequest'>;
      const placed = placeNumber(input.receiverMsisdn, await countriesOf(db));
      const operators = await operatorsOf(db, placed?.country.code ?? '');
      // The operator is the one whose prefixes hold the first three national digits.
      const head = placed?.local.slice(0, 3) ?? '';
      const operator =
        operators.find((candidate) => candidate.prefix.includes(head)) ?? operators[0];
      return {
        body: {
          data: {
            receiverCountry: placed?.country.code ?? 'MY',
            receiverOperatorId: operator?.id ?? 1,
          },
        },
      };
    },

    async getCountrywiseOperatorList({ body }) {
      const { language } = body as Schema<'CountryOperatorListRequest'>;
      const countries = await countriesOf(db);
      if (!countries.some((country) => country.code === language)) {
        throw invalid('language', 'The selected language is invalid.');
      }
      return { body: { data: { operators: await operatorsOf(db, language) } } };
    },

    async saveOrUpdateFavouriteNumber({ body, portalMsisdn }) {
      const input = body as Schema<'FavouriteNumberInput'>;
      const owner = sessionOwner(portalMsisdn);
      const countries = await countriesOf(db);
      if (!countries.some((country) => country.code === input.receiverCountry)) {
        throw invalid('receiverCountry', 'The selected receiverCountry is invalid.');
      }
      const operators = await operatorsOf(db, input.receiverCountry);
      if (!operators.some((operator) => operator.id === input.receiverOperatorId)) {
        throw invalid('receiverOperatorId', 'The selected receiverOperatorId is invalid.');
      }
      const { lang, texts } = await textsFor(owner);
      const maxLimit = await store.count('favourite_max_limit');
      const fields = {
        name: input.name,
        mobile_number: input.receiverMsisdn,
        country_code: input.receiverCountry,
        operator_id: input.receiverOperatorId,
      };
      const now = ports.clock.now().toISOString();
      const result = await db.transaction().execute(async (trx) => {
        // Locks the owner's row, so two adds cannot both pass the limit.
        await saveSubscriber(trx, owner, {}, now);
        const mine = await trx
          .selectFrom('portal_favourites')
          .select(['id', 'mobile_number'])
          .where('owner', '=', owner)
          .execute();
        if (
          mine.some((row) => row.mobile_number === fields.mobile_number && row.id !== input.editId)
        ) {
          return { saved: false, text: texts.duplicate };
        }
        if (input.editId === 0) {
          if (mine.length >= maxLimit)
            return { saved: false, text: fill(texts.limit, { max: maxLimit }, lang) };
          await trx
            .insertInto('portal_favourites')
            .values({ owner, ...fields, created_at: now, updated_at: now })
            .execute();
          return { saved: true, text: texts.saved };
        }
        const updated = await trx
          .updateTable('portal_favourites')
          .set({ ...fields, updated_at: now })
          .where('owner', '=', owner)
          .where('id', '=', input.editId)
          .executeTakeFirst();
        return updated.numUpdatedRows === 0n
          ? { saved: false, text: texts.not_found }
          : { saved: true, text: texts.updated };
      });
      return { body: { code: result.saved ? '00' : '01', message: result.text } };
    },

    async deleteFavouriteNumber({ body, portalMsisdn }) {
      const input = body as Schema<'DeleteFavouriteNumberRequest'>;
      const owner = sessionOwner(portalMsisdn);
      const { texts } = await textsFor(owner);
      const deleted = await db
        .deleteFrom('portal_favourites')
        .where('owner', '=', owner)
        .where('id', '=', input.id)
        .executeTakeFirst();
      return {
        body:
          deleted.numDeletedRows === 0n
            ? { code: '01', message: texts.not_found }
            : { code: '00', message: texts.deleted },
      };
    },
  };
}
