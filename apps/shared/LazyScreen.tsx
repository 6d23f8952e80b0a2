import { ChunkLoadError, Spinner } from '@ds';
import { useEffect, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadWithTimeout } from './chunkLoader';

type Loaded<Props> = { status: 'loaded'; Screen: ComponentType<Props> };
type State<Props> = { status: 'loading' } | { status: 'failed' } | Loaded<Props>;

/** A screen whose code loads on first render, or earlier when asked. */
export interface LazyScreen<Props extends object> extends FunctionComponent<Props> {
  /**
   * Loads the screen's code now, so its first render shows the screen at once instead of a
   * spinner first (the page's first screen, whose part the page already preloads). Settles when
   * the code has arrived or failed; a failure is left for the screen to show with its retry.
   */
  preload: () => Promise<void>;
}

/**
 * Makes a screen that loads its code on first render: a spinner while it loads, and the
 * recovery state with a retry when the part fails to load or takes longer than the timeout.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let cached: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  // One load at a time, shared by a preload and the screen; a failed one is tried afresh.
  const loadOnce = () =>
    (loading ??= loadWithTimeout(load).then(
      (Screen) => {
        cached = Screen;
        return Screen;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyScreen(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<State<Props>>(() =>
      cached === undefined ? { status: 'loading' } : { status: 'loaded', Screen: cached },
    );
    useEffect(() => {
      if (cached !== undefined) return;
      let current = true;
      loadOnce().then(
        (Screen) => {
          if (current) setState({ status: 'loaded', Screen });
        },
        (error: unknown) => {
          console.error(error);
          if (current) setState({ status: 'failed' });
        },
      );
      return () => {
        current = false;
      };
    }, [attempt]);
    if (state.status === 'loaded') return <state.Screen {...props} />;
    if (state.status === 'failed') {
      return (
        <ChunkLoadError
          onRetry={() => {
            setState({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    }
    return <Spinner label="Loading the page" />;
  }
  return Object.assign(LazyScreen, {
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
