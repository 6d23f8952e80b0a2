import type { Generated } from 'kysely';

// Content tables hold what the portal shows (seeded once per install); state tables hold what
// subscribers did. Timestamps are ISO text, prices numeric (PostgreSQL answers them as text),
// JSON values text, as everywhere in the server.

/** A mobile operator of the portal (1 = Digi, 2 = U Mobile). */
export interface PortalOperatorsTable {
  id: number;
  name: string;
  logo: string;
  /** The language the portal switches to when this operator is chosen. */
  default_language_id: number;
  /** pageID of the home page in visitor events. */
  home_page_id: string;
  /** What is_dg_user answers for a number of this operator (2001 Digi, 105 U Mobile). */
  number_check_code: number;
  number_check_message: string;
  /** The number input's message for a number of another operator. */
  invalid_number_message: string;
  position: number;
}

/** A language offered for an operator; ids are per operator except English (1). */
export interface PortalLanguagesTable {
  operator_id: number;
  id: number;
  /** The language of the texts: en, ms or bn. */
  code: string;
  name: string;
  icon: string;
  position: number;
}

/** A number prefix (country code included) of an operator's subscribers. */
export interface PortalMsisdnPrefixesTable {
  prefix: string;
  operator_id: number;
}

/** A subscription service, by machine name (its texts are `service` content rows). */
export interface PortalServicesTable {
  service: string;
  image: string;
  price: number | string;
  cycle: 'daily' | 'weekly' | 'monthly';
  /** USSD code that subscribes by dialling. */
  dial: string;
  visit_url: string | null;
  app_url: string | null;
  option_id: number;
  service_id: number;
  /** Operator-2 (mPay) subscription code. */
  umobile_code: string;
  position: number;
}

/** Which operators sell which services. */
export interface PortalServiceOperatorsTable {
  service: string;
  operator_id: number;
}

/** A package of a package service (product ids 1, 2, 3). */
export interface PortalPackagesTable {
  service: string;
  product_id: number;
  validity_days: number;
  price: number | string;
}

/** A country a favourite number can be in. */
export interface PortalCountriesTable {
  /** ISO 3166 alpha-2. */
  code: string;
  name: string;
  flag: string;
  calling_code: string;
  /** Its national numbers (with the trunk 0), as a regular expression. */
  local_pattern: string;
  position: number;
}

/** An operator of a favourite number's country. */
export interface PortalReceiverOperatorsTable {
  id: number;
  country_code: string;
  image: string;
  position: number;
}

/** The first three national digits of a receiver operator's numbers. */
export interface PortalReceiverPrefixesTable {
  operator_id: number;
  prefix: string;
}

/** A setting of the portal (favourite_max_limit, referral_point, mPay and portal addresses). */
export interface PortalSettingsTable {
  name: string;
  value: string;
}

/**
 * Shown content: one row per item of a list (banners, tiles, notices...) or per page text set,
 * by operator (0 = every operator) and language code ('' = every language). `data` is the
 * item's JSON as answered, or the page's texts (`{placeholders}` filled in when answered).
 */
export interface PortalContentTable {
  id: Generated<number>;
  section: string;
  /** Which one of a keyed section (a service name, a game group, an offer id). */
  item_key: string;
  operator_id: number;
  language: string;
  position: number;
  data: string;
}

/** Sequences of the numbers the portal hands out (ticket serials, tids, request ids). */
export interface PortalCountersTable {
  name: string;
  value: number;
}

/** A number that used the portal: its operator, language, points and referral token. */
export interface PortalSubscribersTable {
  id: Generated<number>;
  msisdn: string;
  operator_id: number;
  language_id: number;
  refund_point: number;
  total_point: number;
  referral_token: string | null;
  created_at: string;
  updated_at: string;
}

/** The subscription of a number to a service; `unsubscribed` rows are kept as history. */
export interface PortalSubscriptionsTable {
  id: Generated<number>;
  msisdn: string;
  service: string;
  operator_id: number;
  status: 'active' | 'pending' | 'suspended' | 'unsubscribed';
  subscribed_at: string;
  next_renewal_at: string | null;
  unsubscribed_at: string | null;
  updated_at: string;
  /** The package taken on a package page (its price and validity); null for a service's own. */
  product_id?: number | null;
}

/** A registration or deregistration request with the tid it answered. */
export interface PortalSubscriptionEventsTable {
  id: Generated<number>;
  tid: string;
  msisdn: string;
  service: string;
  operator_id: number;
  action: 'subscribe' | 'unsubscribe';
  price: number | string;
  created_at: string;
}

/** A transaction of the history screen; a guest's top-up has no msisdn. */
export interface PortalTransactionsTable {
  id: Generated<number>;
  transaction_id: string;
  msisdn: string | null;
  type: 'topup' | 'subscription' | 'internet' | 'bd-topup';
  service: string;
  receiver_number: string | null;
  amount: number | string;
  currency: 'MYR' | 'BDT';
  status: 'success' | 'pending' | 'failed';
  session_id: string | null;
  source: string | null;
  created_at: string;
}

/** A subscription that came from a referral link. */
export interface PortalReferralsTable {
  id: Generated<number>;
  msisdn: string;
  re_token: string;
  re_product_id: string;
  t_id: string;
  price: number | string;
  created_at: string;
}

/** A visit of a number (save_user_histories). */
export interface PortalVisitsTable {
  id: Generated<number>;
  msisdn: string;
  operator_id: number;
  created_at: string;
}

/** A page view (save_user_journey). */
export interface PortalJourneysTable {
  id: Generated<number>;
  session_id: string;
  operator_id: number;
  language_id: number;
  service: string | null;
  msisdn: string | null;
  option_id: number | null;
  service_id: number | null;
  created_at: string;
}

/** A favourite number of a subscriber (`owner`). */
export interface PortalFavouritesTable {
  id: Generated<number>;
  owner: string;
  name: string;
  mobile_number: string;
  country_code: string;
  operator_id: number;
  created_at: string;
  updated_at: string;
}

/** A support ticket. */
export interface PortalTicketsTable {
  id: Generated<number>;
  ticket_number: string;
  msisdn: string;
  operator_id: number;
  customer_id: number;
  /** The problem type. */
  service: string;
  message: string;
  receiver_number: string | null;
  transaction_id: string | null;
  status: 'Initiated' | 'In Progress' | 'Resolved';
  remarks: string | null;
  request_time: string;
  resolve_date: string | null;
  updated_at: string;
}

/**
 * A payment the server asked the operator-2 provider for (the confirmation page's form): the
 * provider's callback must name it, and it pays for one subscription only.
 */
export interface PortalPaymentRequestsTable {
  id: Generated<number>;
  request_id: string;
  msisdn: string;
  service: string;
  /** The price sent to the provider, as text with two decimals (`3.00`). */
  amount: string;
  /** The package paid for, when a package page's; null for the service's own price. */
  product_id?: number | null;
  created_at: string;
  /** When a verified callback used it; null until then. */
  used_at: string | null;
}

/** The customer portal's tables. */
export interface PortalTables {
  portal_operators: PortalOperatorsTable;
  portal_languages: PortalLanguagesTable;
  portal_msisdn_prefixes: PortalMsisdnPrefixesTable;
  portal_services: PortalServicesTable;
  portal_service_operators: PortalServiceOperatorsTable;
  portal_packages: PortalPackagesTable;
  portal_countries: PortalCountriesTable;
  portal_receiver_operators: PortalReceiverOperatorsTable;
  portal_receiver_prefixes: PortalReceiverPrefixesTable;
  portal_settings: PortalSettingsTable;
  portal_content: PortalContentTable;
  portal_counters: PortalCountersTable;
  portal_subscribers: PortalSubscribersTable;
  portal_subscriptions: PortalSubscriptionsTable;
  portal_subscription_events: PortalSubscriptionEventsTable;
  portal_transactions: PortalTransactionsTable;
  portal_referrals: PortalReferralsTable;
  portal_visits: PortalVisitsTable;
  portal_journeys: PortalJourneysTable;
  portal_favourites: PortalFavouritesTable;
  portal_tickets: PortalTicketsTable;
  portal_payment_requests: PortalPaymentRequestsTable;
}
