import { CLICK_DEBOUNCE_MS } from '@salon/contract';
import { useCallback, useLayoutEffect, useRef } from 'react';

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
  /**
   * The key and time of the click that ran. The wait is measured on the clock, not by a timer: a
   * browser slows the timers of a tab in the background, and a click there must not stay ignored.
   */
  const last = useRef<{ key: string | undefined; at: number } | null>(null);
  useLayoutEffect(() => {
    latest.current = { handler, sameAs };
  });
  return useCallback(
    (...args: A) => {
      const key = latest.current.sameAs?.(...args);
      const now = Date.now();
      if (last.current && last.current.key === key && now - last.current.at < waitMs) return;
      last.current = { key, at: now };
      void latest.current.handler(...args);
    },
    [waitMs],
  );
}
