import { PAGE_SIZE, pageSizePreferenceKey } from '@salon/contract';
import { useEffect, useEffectEvent } from 'react';
import { get, post } from '../api/request';
import { session } from '../app/storage';

/**
 * Page size per user per view (spec §3): local storage is the fast copy every table reads
 * synchronously; the server keeps it too (user_preference `pageSize:<view>`), so that it
 * follows the user to another browser.
 */
const key = (view: string) => `pageSize:${session.user()?.id ?? 0}:${view}`;

/** The locally stored size, or null when this browser has none for the user and view. */
function storedPageSize(view: string): number | null {
  const raw = localStorage.getItem(key(view));
  return raw === null ? null : Number(raw);
}

export function readPageSize(view: string, fallback: number = PAGE_SIZE.default, options: readonly number[] = PAGE_SIZE.options): number {
  const stored = storedPageSize(view);
  return stored !== null && options.includes(stored) ? stored : fallback;
}

/** Server writes per user and view: one in flight at a time, the latest value last. */
const syncing = new Map<string, { next: number | null }>();

function syncToServer(view: string, size: number): void {
  const userId = session.user()?.id;
  if (!userId || !session.token() || !Number.isInteger(size) || size <= 0) return;
  const id = `${userId}:${view}`;
  const running = syncing.get(id);
  if (running) {
    running.next = size;
    return;
  }
  const state = { next: size as number | null };
  syncing.set(id, state);
  void (async () => {
    while (state.next !== null) {
      const value = state.next;
      state.next = null;
      // Fire-and-forget: the local copy is what counts for this browser.
      await post('/uc/preference/set', { key: pageSizePreferenceKey(view), value }, { silent: true }).catch(() => undefined);
    }
    syncing.delete(id);
  })();
}

/** Remembers the size locally and, in the background, on the server. */
export function writePageSize(view: string, size: number): void {
  localStorage.setItem(key(view), String(size));
  syncToServer(view, size);
}

/** The server's size for a view (null when none or unreachable). */
export async function fetchServerPageSize(view: string): Promise<number | null> {
  try {
    const value = await get<unknown>('/uc/preference/get', { key: pageSizePreferenceKey(view) }, { silent: true });
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * First use of a view in a browser with nothing stored locally: asks the server and, if it
 * has an offered size, stores it locally and hands it to `adopt` (the table reloads with it).
 * The table's first, synchronous read is unchanged; a size chosen meanwhile wins.
 */
export function useServerPageSize(view: string, options: readonly number[], adopt: (size: number) => void): void {
  const onAdopt = useEffectEvent(adopt);
  useEffect(() => {
    if (storedPageSize(view) !== null || !session.user()?.id) return;
    let live = true;
    void fetchServerPageSize(view).then((size) => {
      if (!live || size === null || !options.includes(size) || storedPageSize(view) !== null) return;
      localStorage.setItem(key(view), String(size));
      onAdopt(size);
    });
    return () => {
      live = false;
    };
  }, [view, options]);
}
