import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, PortalApiClient } from './createApiClient';

/** The API clients a screen can use: the admin API and the customer portal API. */
export interface ApiClients {
  /** Client for the admin API (admin bearer token). */
  admin: ApiClient;
  /** Client for the customer portal API (portal session). */
  portal: PortalApiClient;
}

const ApiContext = createContext<Partial<ApiClients> | null>(null);

export interface ApiProviderProps {
  /** The clients the app or story created; an app gives only the one it talks to. */
  clients: Partial<ApiClients>;
  /** The screens that use them. */
  children: ReactNode;
}

/** Makes the API clients available to the screens below it. */
export function ApiProvider({ clients, children }: ApiProviderProps) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

/**
 * The client of one API; screens use its `query` hooks, typed from the contract. Each client
 * knows only its own API's paths: an admin path on the portal client does not compile.
 */
export function useApi<Name extends keyof ApiClients>(name: Name): ApiClients[Name] {
  const clients = useContext(ApiContext);
  const client = clients?.[name];
  if (client === undefined) throw new Error(`useApi('${name}') needs an <ApiProvider> with it`);
  return client;
}
