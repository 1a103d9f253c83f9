import { CLICK_DEBOUNCE_MS } from '@salon/contract';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Spec §5 / §9: click handlers are debounced 1 second. Leading edge: the first click runs at
 * once, further clicks are ignored until `waitMs` (default 1000 ms) after the click that ran,
 * so a double click or an impatient second click never sends a search or an action twice.
 *
 * `sameAs` (optional) names what a click would do: a click within the wait that would do
 * something else (a search with other filters) is not a repeat and runs.
 */
export function useDebouncedClick<A extends unknown[]>(
  handler: (...args: A) => unknown,
  waitMs: number = CLICK_DEBOUNCE_MS,
  sameAs?: (...args: A) => string,
): (...args: A) => void {
  const latest = useRef({ handler, sameAs });
  /** The key of the click that ran, while its wait lasts. */
  const last = useRef<{ key: string | undefined } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    latest.current = { handler, sameAs };
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      const key = latest.current.sameAs?.(...args);
      if (last.current && last.current.key === key) return;
      clearTimeout(timer.current);
      last.current = { key };
      timer.current = setTimeout(() => (last.current = null), waitMs);
      void latest.current.handler(...args);
    },
    [waitMs],
  );
}
