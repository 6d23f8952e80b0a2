import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import {
  banners,
  freeGames,
  menu,
  services,
  servicePackages,
  tiles,
  campaigns,
  cinemaPosters,
  demoDated,
  demoTextDated,
  freeServices,
  khobor,
  notices,
  offers,
  offerTexts,
  problemTypes,
  sections,
  topupCards,
  availableCountry,
  countryOperators,
  defaultLanguage,
  languages,
  operatorOfMsisdn,
  operatorPrefixes,
  storage,
  type Lang,
  type OperatorId,
  seedPortalState,
  portalOperators,
  portalSettings,
  offerDialCode,
  nationalMobilePatterns,
} from '../../../../domain/portal-content';
import type { Database } from '../../db/schema';
import type { PortalContentTable, PortalOperatorsTable } from '../../db/schema/portal';
import { hasText, localized, portalLanguages } from '../text';
import { pageTexts, type PageName } from './texts';

const operatorIds: OperatorId[] = portalOperators.map((operator) => operator.id);

/** The operators, as the portal's operator facts define them. */
const operators: PortalOperatorsTable[] = portalOperators.map((operator, position) => ({
  id: operator.id,
  name: operator.name,
  logo: operator.logo,
  default_language_id: defaultLanguage[operator.id],
  home_page_id: operator.homePageId,
  number_check_code: operator.numberCheck.code,
  number_check_message: operator.numberCheck.message,
  invalid_number_message: operator.invalidNumberMessage,
  position: position + 1,
}));

/** The portal's settings; favourite_max_limit is the list maximum the favourites page shows. */
const settings: Record<string, string> = {
  favourite_max_limit: String(portalSettings.favouriteMaxLimit),
  referral_point: String(portalSettings.referralPoint),
  mpay_action_url: portalSettings.mpayActionUrl,
  mpay_site_code: portalSettings.mpaySiteCode,
};

/** Where content rows go: a keyed section, an operator. */
interface RowOptions {
  key?: string | ((position: number) => string);
  operatorId?: number;
}

/**
 * Content rows of a list: one per item and language when the items hold `{en, ms, bn}` texts
 * (or are made per language), else one per item for every language.
 */
function contentRows(
  section: string,
  items: unknown[] | ((lang: Lang) => unknown[]),
  options: RowOptions = {},
): Insertable<PortalContentTable>[] {
  const perLanguage = typeof items === 'function' || items.some(hasText);
  const rowsIn = (language: Lang | '') => {
    const list = typeof items === 'function' ? items(language === '' ? 'en' : language) : items;
    return list.map((item, position) => ({
      section,
      item_key: typeof options.key === 'function' ? options.key(position) : (options.key ?? ''),
      operator_id: options.operatorId ?? 0,
      language,
      position,
      data: JSON.stringify(language === '' ? item : localized(item, language)),
    }));
  };
  return perLanguage ? portalLanguages.flatMap(rowsIn) : rowsIn('');
}

function allContentRows(installedAt: string): Insertable<PortalContentTable>[] {
  const pages = (Object.keys(pageTexts) as PageName[]).flatMap((page) =>
    contentRows('page', [pageTexts[page]], { key: page }),
  );
  const perOperator = operatorIds.flatMap((operatorId) => {
    const own = <Item extends { operators: OperatorId[] }>(list: Item[]) =>
      list.filter((item) => item.operators.includes(operatorId));
    return [
      ...contentRows('banners', (lang) => banners[operatorId](lang), { operatorId }),
      ...contentRows(
        'tiles',
        own(tiles).map((tile) => ({ ...tile.item, title: tile.title })),
        { operatorId },
      ),
      ...contentRows(
        'menu',
        own(menu).map((entry) => ({
          name: entry.name,
          external_url: entry.external,
          target_page: entry.target,
          type: entry.type,
        })),
        { operatorId },
      ),
      ...contentRows('free-services', (lang) => freeServices(operatorId, lang), { operatorId }),
      ...contentRows(
        'notices',
        notices[operatorId].map(({ mentions = [], ...notice }) => ({
          title: demoTextDated(notice.title, mentions, installedAt),
          published_at: demoDated(notice.at, installedAt),
          image: notice.image,
          description: demoTextDated(notice.description, mentions, installedAt),
        })),
        { operatorId },
      ),
      ...contentRows(
        'offers',
        (lang) =>
          offers[operatorId].map((offer) => ({
            package_id: offer.id,
            ...offerTexts(offer, lang),
            bonus_offer: offer.bonus?.[lang] ?? null,
            tel: offerDialCode(operatorId, offer.id),
          })),
        { operatorId, key: (position) => String(offers[operatorId][position]?.id) },
      ),
    ];
  });
  const sectionLists = Object.entries(sections).flatMap(([name, list]) =>
    contentRows(
      'sections',
      list.map((section) => ({
        target_page: section.target,
        image_link: storage(`sections/${section.image}.png`),
        text: section.text,
        color_class: section.color,
      })),
      { key: name },
    ),
  );
  const games = Object.entries(freeGames).flatMap(([group, list]) =>
    contentRows(
      'free-games',
      list.map(({ slug, game }) => ({
        banner_image: storage(`free/${slug}.png`),
        title: game.title,
        sub_title: game.sub,
        description: game.desc,
        button_text: game.button,
        external_url: `https://games.telco-kit.my/${slug}`,
      })),
      { key: group },
    ),
  );
  const news = Object.entries(khobor).flatMap(([service, feed]) =>
    contentRows(
      'khobor',
      feed.items.map(({ mentions = [], ...item }) => ({
        title: demoTextDated(item.title, mentions, installedAt),
        body: demoTextDated(item.body, mentions, installedAt),
        image_link: item.image,
        published_at: demoDated(item.at, installedAt),
      })),
      { key: service },
    ),
  );
  return [
    ...pages,
    ...perOperator,
    ...sectionLists,
    ...games,
    ...news,
    ...services.flatMap((service) =>
      contentRows(
        'service',
        [{ title: service.title, overlay_desc: service.overlay, desc: service.desc }],
        { key: service.service },
      ),
    ),
    ...contentRows(
      'step-images',
      cinemaPosters.map((desc, index) => ({
        link: storage(`cinema/poster-${index + 1}.jpg`),
        desc,
      })),
      { key: 'cinema' },
    ),
    ...contentRows(
      'topup-cards',
      topupCards.map((card) => ({
        target_page_name: card.target,
        icon_url: storage(`icons/${card.icon}.png`),
        title: card.title,
      })),
    ),
    ...contentRows(
      'refer-cards',
      [1, 2, 3].map((productId) => ({
        product_id: productId,
        image_url: storage(`refer/card-${productId}.png`),
      })),
    ),
    ...contentRows('problem-types', problemTypes),
    ...contentRows('campaigns', campaigns),
  ];
}

/** Inserts rows in slices (SQLite limits the parameters of one statement). */
async function insertAll<Table extends keyof Database>(
  db: Kysely<Database>,
  table: Table,
  rows: Insertable<Database[Table]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 50) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 50))
      .execute();
  }
}

/**
 * The content every install needs, from the mock API's catalogue: operators, languages,
 * number prefixes, services and packages, countries and their operators, settings, and the
 * shown lists and page texts in every language; demo notices, news and horoscopes are dated
 * before `now`, the install.
 */
export async function seedPortalContent(db: Kysely<Database>, now: string): Promise<void> {
  // Content already there (its seed record lost) stays as it is, edits included.
  const existing = await db.selectFrom('portal_operators').select('id').executeTakeFirst();
  if (existing !== undefined) return;
  await insertAll(db, 'portal_operators', operators);
  await insertAll(
    db,
    'portal_languages',
    operatorIds.flatMap((operatorId) =>
      languages[operatorId].map((language, position) => ({
        operator_id: operatorId,
        ...language,
        position,
      })),
    ),
  );
  await insertAll(
    db,
    'portal_msisdn_prefixes',
    operatorIds.flatMap((operatorId) =>
      operatorPrefixes[operatorId].map((prefix) => ({ prefix, operator_id: operatorId })),
    ),
  );
  await insertAll(
    db,
    'portal_services',
    services.map((service, position) => ({
      service: service.service,
      image: service.image,
      price: service.price,
      cycle: service.cycle,
      dial: service.dial,
      visit_url: service.visitUrl,
      app_url: service.appUrl,
      option_id: service.optionId,
      service_id: service.serviceId,
      umobile_code: service.umobileCode,
      position,
    })),
  );
  await insertAll(
    db,
    'portal_service_operators',
    services.flatMap((service) =>
      service.operators.map((operatorId) => ({
        service: service.service,
        operator_id: operatorId,
      })),
    ),
  );
  await insertAll(db, 'portal_packages', servicePackages);
  await insertAll(
    db,
    'portal_countries',
    Object.entries(availableCountry).map(([code, country], position) => ({
      code,
      name: country.name,
      flag: country.flag,
      calling_code: country.prefix,
      local_pattern: nationalMobilePatterns[code]?.source ?? '^$',
      position,
    })),
  );
  const receivers = Object.entries(countryOperators).flatMap(([code, list]) =>
    list.map((operator, position) => ({ ...operator, country_code: code, position })),
  );
  await insertAll(
    db,
    'portal_receiver_operators',
    receivers.map(({ id, image, country_code, position }) => ({
      id,
      image,
      country_code,
      position,
    })),
  );
  await insertAll(
    db,
    'portal_receiver_prefixes',
    receivers.flatMap((operator) =>
      operator.prefix.map((prefix) => ({ operator_id: operator.id, prefix })),
    ),
  );
  await insertAll(
    db,
    'portal_settings',
    Object.entries(settings).map(([name, value]) => ({ name, value })),
  );
  await insertAll(db, 'portal_content', allContentRows(now));
}

/**
 * The mock API's subscribers as demo rows: their subscriptions, favourite numbers, support
 * tickets, transactions, points and referrals.
 */
export async function seedPortalDemo(db: Kysely<Database>, now: string): Promise<void> {
  const state = seedPortalState(now);
  const numbers = new Set([
    ...state.subscriptions.map((row) => row.msisdn),
    ...state.favourites.map((row) => row.owner),
    ...state.tickets.map((row) => row.msisdn),
    ...state.histories.map((row) => row.msisdn),
    ...Object.keys(state.balances),
    ...state.referrals.map((row) => row.msisdn),
  ]);
  await insertAll(
    db,
    'portal_subscribers',
    [...numbers].map((msisdn) => ({
      msisdn,
      operator_id: operatorOfMsisdn(msisdn) ?? 1,
      language_id: defaultLanguage[operatorOfMsisdn(msisdn) ?? 1],
      refund_point: state.balances[msisdn]?.refund_point ?? 0,
      total_point: state.balances[msisdn]?.total_point ?? 0,
      referral_token: state.referralTokens[msisdn] ?? null,
      created_at: now,
      updated_at: now,
    })),
  );
  await insertAll(
    db,
    'portal_subscriptions',
    state.subscriptions.map((row) => ({
      msisdn: row.msisdn,
      service: row.service,
      operator_id: row.operatorId,
      status: row.status,
      subscribed_at: row.subscribedAt,
      next_renewal_at: row.nextRenewalAt,
      unsubscribed_at: null,
      updated_at: row.subscribedAt,
    })),
  );
  await insertAll(
    db,
    'portal_favourites',
    state.favourites.map((row) => ({
      id: row.id,
      owner: row.owner,
      name: row.name,
      mobile_number: row.mobile_number,
      country_code: row.country,
      operator_id: row.operator_id ?? 1,
      created_at: now,
      updated_at: now,
    })),
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // The demo favourites keep their ids (stories edit 302): move the serial past them.
    const last = sql`(select max(id) from portal_favourites)`;
    await sql`select setval(pg_get_serial_sequence('portal_favourites', 'id'), ${last})`.execute(
      db,
    );
  }
  await insertAll(
    db,
    'portal_tickets',
    state.tickets.map((row) => ({
      ticket_number: row.ticket_number,
      msisdn: row.msisdn,
      operator_id: row.operatorId,
      customer_id: row.customer_id,
      service: row.service,
      message: row.message,
      receiver_number: row.receiver_number ?? null,
      transaction_id: row.transaction_id ?? null,
      status: row.status,
      remarks: row.remarks ?? null,
      request_time: row.request_time,
      resolve_date: row.resolve_date ?? null,
      updated_at: row.resolve_date ?? row.request_time,
    })),
  );
  await insertAll(
    db,
    'portal_transactions',
    state.histories.map((row) => ({
      transaction_id: row.transaction_id,
      msisdn: row.msisdn,
      type: row.type,
      service: row.service,
      receiver_number: row.receiver_number ?? null,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      session_id: null,
      source: null,
      created_at: row.created_at,
    })),
  );
  await insertAll(
    db,
    'portal_referrals',
    state.referrals.map((row) => ({
      msisdn: row.msisdn,
      re_token: row.reToken,
      re_product_id: row.reProductId,
      t_id: row.tId,
      price: row.price,
      created_at: now,
    })),
  );
}
