import { ChunkLoadError, Spinner } from '@ds';
import { useEffect, useState, type ComponentType } from 'react';
import { loadWithTimeout } from './chunkLoader';

type Loaded<Props> = { status: 'loaded'; Screen: ComponentType<Props> };
type State<Props> = { status: 'loading' } | { status: 'failed' } | Loaded<Props>;

/**
 * Makes a screen that loads its code on first render: a spinner while it loads, and the
 * recovery state with a retry when the part fails to load or takes longer than the timeout.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let cached: ComponentType<Props> | undefined;
  function LazyScreen(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<State<Props>>(() =>
      cached === undefined ? { status: 'loading' } : { status: 'loaded', Screen: cached },
    );
    useEffect(() => {
      if (cached !== undefined) return;
      let current = true;
      loadWithTimeout(load).then(
        (Screen) => {
          cached = Screen;
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
  return LazyScreen;
}
