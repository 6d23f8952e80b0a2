import type { Kysely, Selectable } from 'kysely';
import type { Lang } from '../../../domain/portal-content';
import { compiledQueries } from '../db/compiledQueries';
import type { Database } from '../db/schema';
import { invalid } from '../api/errors';
import { pageTexts, type PageName, type PageTexts } from './content/texts';
import type { PortalPackagesTable, PortalServicesTable } from '../db/schema/portal';
import { portalLanguages } from './text';

/** A service with its price as a number and the operators that sell it. */
export type PortalService = Omit<Selectable<PortalServicesTable>, 'price'> & {
  price: number;
  operators: number[];
};

/** A package of a package service, with its price as a number. */
export type PortalPackage = Omit<Selectable<PortalPackagesTable>, 'price'> & { price: number };

/** The shown texts of a service. */
export interface ServiceTexts {
  title: string;
  overlay_desc: string | null;
  desc: string;
}

/** Where a content list comes from: an operator's, a language's, a keyed one. */
export interface ItemsOf {
  operatorId?: number;
  lang?: Lang;
  key?: string;
}

const content = compiledQueries();

const isLang = (code: string): code is Lang =>
  (portalLanguages as readonly string[]).includes(code);

/**
 * Reads the portal's content: texts and lists by operator and language, settings, services and
 * the operators of numbers. Content is small, so each answer reads what it shows.
 */
export class PortalStore {
  constructor(readonly db: Kysely<Database>) {}

  /** The language of a language id (ids are per operator; English when unknown). */
  async langOf(languageId: number): Promise<Lang> {
    const [row] = await content(this.db, `language ${String(languageId)}`, () =>
      this.db.selectFrom('portal_languages').select('code').where('id', '=', languageId),
    );
    return row !== undefined && isLang(row.code) ? row.code : 'en';
  }

  /** The texts of a page in a language (English where the language has none). */
  async page<Page extends PageName>(page: Page, lang: Lang): Promise<PageTexts<Page>> {
    const rows = await content(this.db, `page ${page} ${lang}`, () =>
      this.db
        .selectFrom('portal_content')
        .select(['language', 'data'])
        .where('section', '=', 'page')
        .where('item_key', '=', page)
        .where('language', 'in', [lang, 'en']),
    );
    const row = rows.find((candidate) => candidate.language === lang) ?? rows[0];
    const stored = (row === undefined ? {} : JSON.parse(row.data)) as Partial<
      Record<string, string>
    >;
    return Object.fromEntries(
      Object.keys(pageTexts[page]).map((key) => [key, stored[key] ?? '']),
    ) as PageTexts<Page>;
  }

  /**
   * The items of a content list, in order: those of every operator and language plus those of
   * the operator, language and key asked for (a filter left out takes all of them).
   */
  async items<Item>(section: string, where: ItemsOf = {}): Promise<Item[]> {
    const key = JSON.stringify(['items', section, where.key, where.operatorId, where.lang]);
    const rows = await content(this.db, key, () => {
      let query = this.db
        .selectFrom('portal_content')
        .select('data')
        .where('section', '=', section);
      if (where.key !== undefined) query = query.where('item_key', '=', where.key);
      if (where.operatorId !== undefined) {
        query = query.where('operator_id', 'in', [0, where.operatorId]);
      }
      if (where.lang !== undefined) query = query.where('language', 'in', ['', where.lang]);
      return query.orderBy('operator_id').orderBy('position').orderBy('id');
    });
    return rows.map((row) => JSON.parse(row.data) as Item);
  }

  /** The operators, in order. */
  operators() {
    return content(this.db, 'operators', () =>
      this.db.selectFrom('portal_operators').selectAll().orderBy('position'),
    );
  }

  /** An operator, or a 422 on `operatorId`. */
  async operatorOrFail(operatorId: number) {
    const [operator] = await content(this.db, `operator ${String(operatorId)}`, () =>
      this.db.selectFrom('portal_operators').selectAll().where('id', '=', operatorId),
    );
    if (operator === undefined) throw invalid('operatorId', 'The selected operator is invalid.');
    return operator;
  }

  /** A setting's text ('' when unset). */
  async setting(name: string): Promise<string> {
    const row = await this.db
      .selectFrom('portal_settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value ?? '';
  }

  /** A numeric setting (0 when unset or not a number). */
  async count(name: string): Promise<number> {
    const value = Number.parseInt(await this.setting(name), 10);
    return Number.isFinite(value) ? value : 0;
  }

  /**
   * The service of a machine name; the package page cuts names at the first underscore, so a
   * name also finds the service whose first part is the same.
   */
  async service(name: string): Promise<PortalService | undefined> {
    const rows = await this.db
      .selectFrom('portal_services')
      .selectAll()
      .orderBy('position')
      .execute();
    const head = (text: string) => text.split('_')[0];
    const row =
      rows.find((candidate) => candidate.service === name) ??
      rows.find((candidate) => head(candidate.service) === head(name));
    if (row === undefined) return undefined;
    const sellers = await this.db
      .selectFrom('portal_service_operators')
      .select('operator_id')
      .where('service', '=', row.service)
      .execute();
    return {
      ...row,
      price: Number(row.price),
      operators: sellers.map((seller) => seller.operator_id),
    };
  }

  /** The service of a name, or a 422 on `service` (also when the operator does not sell it). */
  async serviceOrFail(name: string, operatorId?: number): Promise<PortalService> {
    const service = await this.service(name);
    const sold = operatorId === undefined || service?.operators.includes(operatorId) === true;
    if (service === undefined || !sold)
      throw invalid('service', 'The selected service is invalid.');
    return service;
  }

  /**
   * A service's package by product id (§9), with its price as a number; none when no product
   * id is given, 422 on productId when the service has no such package. `db` is the caller's
   * transaction when it reads inside one.
   */
  async packageOrFail(
    service: PortalService,
    productId: number | null | undefined,
    db: Kysely<Database> = this.db,
  ): Promise<PortalPackage | undefined> {
    if (productId === undefined || productId === null) return undefined;
    const found = await this.package(service, productId, db);
    if (found === undefined) throw invalid('productId', 'The selected product id is invalid.');
    return found;
  }

  /** One of a service's packages, if it has it. */
  async package(
    service: PortalService,
    productId: number,
    db: Kysely<Database> = this.db,
  ): Promise<PortalPackage | undefined> {
    const row = await db
      .selectFrom('portal_packages')
      .selectAll()
      .where('service', '=', service.service)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return row === undefined ? undefined : { ...row, price: Number(row.price) };
  }

  /** The texts (title, overlay, description) of a service in a language. */
  async serviceTexts(service: PortalService, lang: Lang): Promise<ServiceTexts> {
    const [texts] = await this.items<ServiceTexts>('service', { key: service.service, lang });
    return texts ?? { title: service.service, overlay_desc: null, desc: '' };
  }

  /**
   * The operator of a subscriber's number, by its longest known prefix; a national number
   * (`0123456789`) is read with the country code's 6 that the number input shows.
   */
  async operatorOfNumber(msisdn: string): Promise<number | undefined> {
    const number = msisdn.startsWith('0') ? `6${msisdn}` : msisdn;
    const prefixes = await this.db.selectFrom('portal_msisdn_prefixes').selectAll().execute();
    const matches = prefixes
      .filter((row) => number.startsWith(row.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length);
    return matches[0]?.operator_id;
  }
}
