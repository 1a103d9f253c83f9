import { BADGE_FETCH_GUARD_MS, BADGE_FIELDS, BADGE_KEYS, BADGE_SET_DELAY_MS, BADGE_SOURCES, type BadgeKey } from '@salon/contract';
import { useSyncExternalStore } from 'react';
import { feedback } from '../api/feedback';
import { call } from '../api/call';
import { RequestError } from '../api/request';

/**
 * Menu badges (spec §2): pending counts shown on their pages' menu entries. A count is fetched at
 * most once per 4 s, set 500 ms after it arrives, and fetched again when the console reports an
 * internal change: any list reloaded after a write (an approval, a completed affair).
 */
type Counts = Partial<Record<BadgeKey, number>>;

let counts: Counts = {};
const listeners = new Set<() => void>();
const lastFetch = new Map<BadgeKey, number>();
const pendingSet = new Map<BadgeKey, ReturnType<typeof setTimeout>>();
/** A refresh asked for inside the guard window runs once, when the window ends. */
const trailing = new Map<BadgeKey, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

function set(key: BadgeKey, value: number) {
  clearTimeout(pendingSet.get(key));
  pendingSet.set(
    key,
    setTimeout(() => {
      pendingSet.delete(key);
      if (counts[key] === value) return;
      counts = { ...counts, [key]: value };
      emit();
    }, BADGE_SET_DELAY_MS),
  );
}

/** The badge keys whose pages are in the user's menu and whose counts can be read. */
export function badgeKeysFor(menuPaths: Iterable<string>): BadgeKey[] {
  const paths = new Set(menuPaths);
  return (Object.keys(BADGE_KEYS) as BadgeKey[]).filter((key) => paths.has(BADGE_KEYS[key]) && (BADGE_SOURCES[key] || BADGE_FIELDS[key]));
}

/** A badge's count: its own call, or its field of a call answering several (the contract badges: one call for the three). */
function countOf(key: BadgeKey, shared: Map<string, Promise<Record<string, number>>>): Promise<number> {
  const own = BADGE_SOURCES[key];
  if (own) return call(own, {}, { silent: true });
  const { source, field } = BADGE_FIELDS[key]!;
  let answer = shared.get(source.path);
  if (!answer) {
    answer = call(source, {}, { silent: true });
    shared.set(source.path, answer);
  }
  return answer.then((counts) => counts[field]);
}

/** Fetches the counts of these badges, each unless it was fetched less than 4 s ago. */
export async function refreshBadges(keys: BadgeKey[], now = Date.now()): Promise<void> {
  const shared = new Map<string, Promise<Record<string, number>>>();
  await Promise.all(
    keys.map(async (key) => {
      const last = lastFetch.get(key);
      if (last !== undefined && now - last < BADGE_FETCH_GUARD_MS) {
        if (!trailing.has(key))
          trailing.set(
            key,
            // Only while a menu shows the badges: after a sign-out (the shell gone) nothing is asked for.
            setTimeout(
              () => {
                trailing.delete(key);
                if (listeners.size) void refreshBadges([key]);
              },
              last + BADGE_FETCH_GUARD_MS - now,
            ),
          );
        return;
      }
      lastFetch.set(key, now);
      try {
        set(key, await countOf(key, shared));
      } catch (err) {
        // Session codes have their own dialog; anything else the menu says once.
        if (err instanceof RequestError && err.envelope && !err.retCode.startsWith('501')) feedback.warning('提示', err.envelope.retMsg);
      }
    }),
  );
}

/** A list reloaded after a write (see the kit's DataTable): the badges count again. */
export { LIST_CHANGED as DATA_CHANGED } from '../components/DataTable';

export function useBadgeCounts(): Counts {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => counts,
  );
}

/** Forgets everything (sign-out, tests). */
export function resetBadges(): void {
  counts = {};
  lastFetch.clear();
  for (const t of [...pendingSet.values(), ...trailing.values()]) clearTimeout(t);
  pendingSet.clear();
  trailing.clear();
  emit();
}
