import { atom, useAtomValue, useSetAtom } from 'jotai';
import {
  operatorOf,
  portalStorage,
  readPortalState,
  verifiedMsisdn,
  writePortalState,
  type PortalState,
  type StorageAreas,
} from './model';

function browserAreas(): StorageAreas | undefined {
  return typeof localStorage === 'undefined'
    ? undefined
    : { local: localStorage, session: sessionStorage };
}

const newSessionId = () => crypto.randomUUID();

/** Reads the stored state once per app; a new visit id is stored at once. */
function loadState(): PortalState {
  const areas = browserAreas();
  if (areas === undefined) return { languageId: 1, sessionId: newSessionId() };
  const state = readPortalState(areas, newSessionId);
  areas.session.setItem(portalStorage.sessionId.key, state.sessionId);
  return state;
}

const loaded = atom<PortalState | undefined>(undefined);

/**
 * The portal's client-held state, backed by local and session storage (see `portalStorage`):
 * every update is written through, so a reload or the API client sees the same values.
 */
export const portalStateAtom = atom(
  (get) => get(loaded) ?? loadState(),
  (get, set, update: PortalState | ((state: PortalState) => PortalState)) => {
    const before = get(portalStateAtom);
    const after = typeof update === 'function' ? update(before) : update;
    const areas = browserAreas();
    if (areas !== undefined) writePortalState(areas, before, after);
    set(loaded, after);
  },
);

/** The portal's state. */
export function usePortalState(): PortalState {
  return useAtomValue(portalStateAtom);
}

/** Updates the portal's state (a new state, or a function of the current one). */
export function useUpdatePortalState() {
  return useSetAtom(portalStateAtom);
}

/** What most calls send: the operator, the language, the visit and the numbers known. */
export interface PortalContext {
  /** The operator in use (1 when none was chosen). */
  operatorId: number;
  /** The display language id. */
  languageId: number;
  /** The visit id of journey events. */
  sessionId: string;
  /** The stored number, verified at some point (it may need a code again). */
  msisdn: string | undefined;
  /** The number whose verified session the portal holds now. */
  verified: string | undefined;
}

/** The operator, language, visit id and numbers the calls send. */
export function usePortalContext(): PortalContext {
  return portalContextOf(usePortalState());
}

/** The operator, language, visit id and numbers of a stored state (also read before render). */
export function portalContextOf(state: PortalState): PortalContext {
  return {
    operatorId: operatorOf(state),
    languageId: state.languageId,
    sessionId: state.sessionId,
    msisdn: state.msisdn,
    verified: verifiedMsisdn(state),
  };
}

/** Whether audio prompts play (true) or are muted (false): the sidebar and campaign toggles. */
export const audioPlayingAtom = atom(false);

/** Whether the visitor asked for the 'Select Your Operator' popup (operator tile or menu entry). */
export const operatorPopupAtom = atom(false);
