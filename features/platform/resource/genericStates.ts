import type { ResourceDefinition, ResourceRecord } from './types';

/**
 * The states every resource's screens share: loading, empty, 403, 500, the network gone, a
 * record that does not exist, a save the server fails. The machinery's own stories picture each
 * once (`Admin/Resource/Screens`); a unit test (apps/admin) puts every resource of the console
 * into each and checks what its user reads.
 */
export interface GenericState {
  /** The screen that shows it. */
  screen: 'list' | 'show' | 'edit' | 'create';
  /** The call whose answer makes the state: the list, one record, or storing a new one. */
  call: 'list' | 'record' | 'store';
  /** How that call is answered (a scenario of the mock API). */
  answer: 'loading' | 'empty' | 'forbidden' | 'serverError' | 'networkError' | 'notFound';
  /** What the user reads, on a resource titled `title`. */
  texts: (title: string) => string[];
  /** Whether the user submits the form first (and is told it failed, in an alert). */
  submits?: boolean;
  /** Whether the list's table is marked busy. */
  busy?: boolean;
  /** A button the state offers. */
  offers?: string;
  /** A button the state must not offer. */
  withholds?: string;
}

/** The name of a generic state (its story's). */
export type GenericStateName =
  | 'ListLoading'
  | 'ListEmpty'
  | 'ListForbidden'
  | 'ListServerError'
  | 'ListNetworkError'
  | 'ShowNotFound'
  | 'CreateFailed'
  | 'EditNotFound';

/** The generic states by name. */
export const genericStates: Record<GenericStateName, GenericState> = {
  ListLoading: { screen: 'list', call: 'list', answer: 'loading', texts: () => [], busy: true },
  ListEmpty: { screen: 'list', call: 'list', answer: 'empty', texts: () => ['No data found!'] },
  ListForbidden: {
    screen: 'list',
    call: 'list',
    answer: 'forbidden',
    texts: () => ['Permission denied!'],
    withholds: 'New',
  },
  ListServerError: {
    screen: 'list',
    call: 'list',
    answer: 'serverError',
    texts: (title) => [`We could not load the ${title.toLowerCase()}.`],
    offers: 'Try again',
  },
  ListNetworkError: {
    screen: 'list',
    call: 'list',
    answer: 'networkError',
    texts: () => ['Oops..', 'There is some problem in your network!'],
  },
  ShowNotFound: { screen: 'show', call: 'record', answer: 'notFound', texts: () => ['Not Found'] },
  CreateFailed: {
    screen: 'create',
    call: 'store',
    answer: 'serverError',
    texts: () => [],
    submits: true,
  },
  EditNotFound: { screen: 'edit', call: 'record', answer: 'notFound', texts: () => ['Not Found'] },
};

/** The generic states of a resource's screens: its show page's and form's only if it has them. */
export function genericStatesOf<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
): GenericStateName[] {
  const has = {
    list: true,
    show: resource.viewable !== false,
    create: resource.fields !== undefined,
    edit: resource.fields !== undefined,
  };
  return (Object.keys(genericStates) as GenericStateName[]).filter(
    (name) => has[genericStates[name].screen],
  );
}

/** The contract path and method of the call a state answers, for a resource. */
export function callOf<Row extends ResourceRecord>(
  resource: ResourceDefinition<Row>,
  { call }: GenericState,
): { method: 'get' | 'post'; path: string } {
  if (call === 'store') return { method: 'post', path: resource.path };
  return { method: 'get', path: call === 'list' ? resource.path : `${resource.path}/{id}` };
}
