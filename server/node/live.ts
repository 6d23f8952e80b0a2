import type { TokensEnded } from '../core/ports';

/** Hears an ending; a promise it answers is waited for before the ending call answers. */
type EndListener = (ended: TokensEnded) => void | Promise<void>;

/**
 * Where the Node host hears of tokens ended early (the core's `live.tokensEnded`): the broker
 * passes them to every process (to close the live connections they opened) and the token cache
 * forgets them. It is a hint: a revocation inside a transaction is heard before it commits, so a
 * listener re-checks the tokens it holds against the database.
 */
export interface TokenEndings {
  /** Calls `listener` with every ending; answers a function that stops listening. */
  listen(listener: EndListener): () => void;
  /** Tells every listener, and resolves once each has handled it. */
  announce(ended: TokensEnded): Promise<void>;
}

/** A fresh set of listeners (one per server). */
export function tokenEndings(): TokenEndings {
  const listeners = new Set<EndListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announce(ended) {
      await Promise.all([...listeners].map((listener) => Promise.resolve(listener(ended))));
    },
  };
}
