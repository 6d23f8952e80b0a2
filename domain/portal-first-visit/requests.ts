/** Whom the portal asks for: the visitor's operator and language, and their number once known. */
export interface Visitor {
  operatorId: number;
  languageId: number;
  msisdn?: string;
}

/** The parameters and body of one request, in the API client's terms. */
export interface RequestParts {
  params?: {
    path?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, string | number>>;
  };
  body?: Readonly<Record<string, unknown>>;
}

/**
 * The requests of a first visit: the home's three (banners, paid-service tiles, free services)
 * and the portal frame's four (operators, the operator's languages, menu, footer), each with its
 * method, its contract path and its parameters for a visitor. One source for the screens that
 * ask them and for the server that answers them into the portal's page.
 */
export const firstVisitRequests = {
  banners: {
    method: 'get',
    path: '/get-banner',
    init: ({ operatorId, languageId }: Visitor) => ({
      params: { query: { operatorId, languageId } },
    }),
  },
  paid: {
    method: 'post',
    path: '/paid-service',
    init: ({ operatorId, languageId }: Visitor) => ({ body: { operatorId, languageId } }),
  },
  free: {
    method: 'post',
    path: '/free-service',
    init: ({ operatorId, languageId, msisdn }: Visitor) => ({
      body: { operatorId, languageId, ...(msisdn === undefined ? {} : { msisdn }) },
    }),
  },
  operators: { method: 'get', path: '/get-operator', init: () => ({}) },
  languages: {
    method: 'get',
    path: '/get-language/{operatorId}',
    init: ({ operatorId }: Pick<Visitor, 'operatorId'>) => ({ params: { path: { operatorId } } }),
  },
  menu: {
    method: 'get',
    path: '/get-menu/{operatorId}/{languageId}',
    init: ({ operatorId, languageId }: Visitor) => ({
      params: { path: { operatorId, languageId } },
    }),
  },
  footer: {
    method: 'post',
    path: '/get-footer-section',
    init: ({ operatorId, languageId }: Visitor) => ({ body: { operatorId, languageId } }),
  },
} as const;

/** A request's address below the API's base: its path with its parameters, then its query. */
export function requestAddress(path: string, init: RequestParts): string {
  const filled = path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = init.params?.path?.[name];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(
    Object.entries(init.params?.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  return query === '' ? filled : `${filled}?${query}`;
}
