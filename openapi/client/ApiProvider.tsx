import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './createApiClient';

/** The API clients a screen can use: the admin API and the customer portal API. */
export interface ApiClients {
  /** Client for the admin API (bearer token). */
  admin: ApiClient;
  /** Client for the customer portal API. */
  portal: ApiClient;
}

const ApiContext = createContext<ApiClients | null>(null);

export interface ApiProviderProps {
  /** The clients the app or story created. */
  clients: ApiClients;
  /** The screens that use them. */
  children: ReactNode;
}

/** Makes the API clients available to the screens below it. */
export function ApiProvider({ clients, children }: ApiProviderProps) {
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

/** The client for one API; screens use its `query` hooks, typed from the contract. */
export function useApi(name: keyof ApiClients): ApiClient {
  const clients = useContext(ApiContext);
  if (clients === null) throw new Error('useApi needs an <ApiProvider> above it');
  return clients[name];
}
