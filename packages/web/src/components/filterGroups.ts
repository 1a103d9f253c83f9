import { FILTER_GROUP_DB, type FilterGroup } from '@salon/contract';
import { useCallback, useEffect, useState } from 'react';
import { get, post } from '../api/request';
import { session } from '../app/storage';

/**
 * Saved filter groups per page and user (spec §3, §9 "filter-group database version 4").
 * The server holds them (so they follow the user to another browser); the IndexedDB
 * database `filterGroup` is the local copy that shows them at once: read the cache first,
 * then the server list replaces it. Saves and deletes go to the server, then to the cache.
 * Without IndexedDB (spec §8 "Browser without indexedDB alert") everything works server-only.
 */
export const FILTER_GROUP_DB_NAME = 'filterGroup';
/** One record per user and page: { userId, page, groups, savedAt }, keyed by [userId, page]. */
export const FILTER_GROUP_STORE = 'groups';

export const UNSUPPORTED_MESSAGE = '当前浏览器不支持 indexedDB';
export const READ_FAILED_MESSAGE = '读取失败';

interface CachedGroups {
  userId: number;
  page: string;
  groups: FilterGroup[];
  savedAt: number;
}

let opening: Promise<IDBDatabase | null> | null = null;
let warnedUnsupported = false;

const hasIndexedDb = () => typeof indexedDB !== 'undefined' && indexedDB !== null;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The database, or null when the browser has none (alerted once) or it cannot be opened. */
function openCache(): Promise<IDBDatabase | null> {
  if (!hasIndexedDb()) {
    if (!warnedUnsupported) {
      warnedUnsupported = true;
      window.alert(UNSUPPORTED_MESSAGE);
    }
    return Promise.resolve(null);
  }
  opening ??= new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = indexedDB.open(FILTER_GROUP_DB_NAME, FILTER_GROUP_DB.version);
    request.onupgradeneeded = () => {
      const db = request.result;
      // Earlier versions kept other shapes: start afresh, the server holds the truth.
      for (const name of [...db.objectStoreNames]) db.deleteObjectStore(name);
      db.createObjectStore(FILTER_GROUP_STORE, { keyPath: ['userId', 'page'] });
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading or deleting the database: let it, open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

/** Cached groups of a user's page; null when nothing is cached or the cache cannot be read ('读取失败'). */
export async function readCachedGroups(userId: number, page: string): Promise<FilterGroup[] | null> {
  try {
    const db = await openCache();
    if (!db) return null;
    const record = await promised<CachedGroups | undefined>(db.transaction(FILTER_GROUP_STORE, 'readonly').objectStore(FILTER_GROUP_STORE).get([userId, page]));
    return record ? record.groups : null;
  } catch (err) {
    console.warn('filter groups: cache read failed', err);
    window.alert(READ_FAILED_MESSAGE);
    return null;
  }
}

/** Replaces the cached groups of a user's page (a failure only costs the instant display next time). */
export async function writeCachedGroups(userId: number, page: string, groups: FilterGroup[]): Promise<void> {
  try {
    const db = await openCache();
    if (!db) return;
    const tx = db.transaction(FILTER_GROUP_STORE, 'readwrite');
    tx.objectStore(FILTER_GROUP_STORE).put({ userId, page, groups, savedAt: Date.now() } satisfies CachedGroups);
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  } catch (err) {
    console.warn('filter groups: cache write failed', err);
  }
}

/** Closes the cache and forgets what was alerted (tests, logout). */
export async function resetFilterGroupCache(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
  warnedUnsupported = false;
}

const currentUserId = () => session.user()?.id ?? null;

/** The server's list for the signed-in user, written to the cache. */
export async function fetchFilterGroups(page: string): Promise<FilterGroup[]> {
  const groups = (await get<FilterGroup[]>('/uc/filterGroup/list', { page })) ?? [];
  const userId = currentUserId();
  if (userId) await writeCachedGroups(userId, page, groups);
  return groups;
}

export interface FilterGroupInput {
  id?: number;
  page: string;
  name: string;
  filters: Record<string, unknown>;
  sortOrder?: number;
}

/** Saves on the server, then refreshes the cache from the server list; resolves with the saved id and that list. */
export async function saveFilterGroup(input: FilterGroupInput): Promise<{ id: number; groups: FilterGroup[] }> {
  // noFilter: the filters are stored as given (FilterBar cleans them), and a name is trimmed by the server.
  const { id } = await post<{ id: number }>('/uc/filterGroup/save', { ...input, name: input.name.trim() }, { noFilter: true });
  return { id, groups: await fetchFilterGroups(input.page) };
}

/** Deletes on the server, then refreshes the cache from the server list. */
export async function deleteFilterGroup(page: string, id: number): Promise<FilterGroup[]> {
  await post('/uc/filterGroup/delete', { id });
  return fetchFilterGroups(page);
}

export interface FilterGroupsState {
  groups: FilterGroup[];
  /** Where `groups` came from so far. */
  source: 'none' | 'cache' | 'server';
  save(input: Omit<FilterGroupInput, 'page'>): Promise<number>;
  remove(id: number): Promise<void>;
  /** Loads the server list again. */
  refresh(): Promise<void>;
}

/** The groups of a page: the cached copy at once, then the server list. No page: nothing at all. */
export function useFilterGroups(page: string | undefined): FilterGroupsState {
  const [state, setState] = useState<{ page: string | undefined; groups: FilterGroup[]; source: FilterGroupsState['source'] }>({
    page,
    groups: [],
    source: 'none',
  });
  if (state.page !== page) setState({ page, groups: [], source: 'none' });

  useEffect(() => {
    if (!page) return;
    let live = true;
    let fromServer = false;
    const userId = currentUserId();
    if (userId) {
      void readCachedGroups(userId, page).then((cached) => {
        if (live && cached && !fromServer) setState({ page, groups: cached, source: 'cache' });
      });
    }
    fetchFilterGroups(page).then(
      (groups) => {
        fromServer = true;
        if (live) setState({ page, groups, source: 'server' });
      },
      () => undefined, // the request layer has shown why; the cached copy stays
    );
    return () => {
      live = false;
    };
  }, [page]);

  const save = useCallback(
    async (input: Omit<FilterGroupInput, 'page'>) => {
      if (!page) throw new Error('useFilterGroups: no page');
      const { id, groups } = await saveFilterGroup({ ...input, page });
      setState({ page, groups, source: 'server' });
      return id;
    },
    [page],
  );
  const remove = useCallback(
    async (id: number) => {
      if (!page) return;
      const groups = await deleteFilterGroup(page, id);
      setState({ page, groups, source: 'server' });
    },
    [page],
  );
  const refresh = useCallback(async () => {
    if (!page) return;
    const groups = await fetchFilterGroups(page);
    setState({ page, groups, source: 'server' });
  }, [page]);

  return { groups: state.page === page ? state.groups : [], source: state.page === page ? state.source : 'none', save, remove, refresh };
}
