import { AREA_CACHE_DB, type AreaNode } from '@salon/contract';
import { get } from '../api/request';
import { session } from '../app/storage';

/**
 * The area tree (spec §3 "cached area tree and raw area list", §9 'areaTable' version 1):
 * /basics/area/all is read once per user and stores-lower-limit and kept in IndexedDB until
 * logout (signOut deletes the database). Without IndexedDB the browser is told so and the
 * tree is fetched each time; a failed read says '读取失败' and falls back to the server.
 */
export interface AreaListItem {
  id: number;
  name: string;
  level: 1 | 2 | 3;
  parentId: number | null;
  storeCount: number;
}

export interface AreaData {
  tree: AreaNode[];
  list: AreaListItem[];
}

interface AreaRecord extends AreaData {
  key: string;
  savedAt: number;
}

export const AREA_STORE = 'area';

export const areaCacheMessages = {
  noIndexedDb: '当前浏览器不支持indexedDB，请更换浏览器',
  readFailed: '读取失败',
};

/** The raw list behind a tree: every node once, with its parent. */
export function flattenAreas(tree: readonly AreaNode[], parentId: number | null = null, out: AreaListItem[] = []): AreaListItem[] {
  for (const node of tree) {
    out.push({ id: node.id, name: node.name, level: node.level, parentId, storeCount: node.storeCount });
    if (node.children) flattenAreas(node.children, node.id, out);
  }
  return out;
}

let warnedNoIndexedDb = false;
const say = (text: string) => {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(text);
};

function openAreaDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(AREA_CACHE_DB.name, AREA_CACHE_DB.version);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(AREA_STORE)) open.result.createObjectStore(AREA_STORE, { keyPath: 'key' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexedDB open failed'));
    open.onblocked = () => reject(new Error('indexedDB open blocked'));
  });
}

function run<T>(db: IDBDatabase, mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(AREA_STORE, mode);
    const req = action(tx.objectStore(AREA_STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('indexedDB request failed'));
    tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
  });
}

const hasIndexedDb = () => typeof indexedDB !== 'undefined' && indexedDB !== null;

/** The cached record, or undefined (nothing cached, no IndexedDB, or a failed read). */
async function readCache(key: string): Promise<{ db: IDBDatabase | null; record?: AreaRecord }> {
  if (!hasIndexedDb()) {
    if (!warnedNoIndexedDb) say(areaCacheMessages.noIndexedDb);
    warnedNoIndexedDb = true;
    return { db: null };
  }
  let db: IDBDatabase;
  try {
    db = await openAreaDb();
  } catch {
    say(areaCacheMessages.readFailed);
    return { db: null };
  }
  try {
    return { db, record: await run<AreaRecord | undefined>(db, 'readonly', (s) => s.get(key)) };
  } catch {
    say(areaCacheMessages.readFailed);
    return { db };
  }
}

const inFlight = new Map<string, Promise<AreaData>>();

export interface LoadAreasOptions {
  /** Districts and cities with fewer stores are left out (default 1). */
  storesLowerLimit?: number;
  /** Skip the cache and fetch again (the new tree replaces the cached one). */
  refresh?: boolean;
}

/** The area tree and raw list: from IndexedDB when cached, otherwise from /basics/area/all. */
export function loadAreas(options: LoadAreasOptions = {}): Promise<AreaData> {
  const limit = options.storesLowerLimit ?? 1;
  const key = `${session.user()?.id ?? 0}:${limit}`;
  const pending = inFlight.get(key);
  if (pending && !options.refresh) return pending;
  const load = (async () => {
    const { db, record } = await readCache(key);
    try {
      if (record && !options.refresh) return { tree: record.tree, list: record.list };
      const tree = await get<AreaNode[]>('/basics/area/all', { storesLowerLimit: limit });
      const data: AreaData = { tree: tree ?? [], list: flattenAreas(tree ?? []) };
      if (db) await run(db, 'readwrite', (s) => s.put({ key, savedAt: Date.now(), ...data } satisfies AreaRecord)).catch(() => undefined);
      return data;
    } finally {
      db?.close();
    }
  })();
  inFlight.set(key, load);
  const forget = () => {
    if (inFlight.get(key) === load) inFlight.delete(key);
  };
  load.then(forget, forget);
  return load;
}

/** Tests: forget the in-page state (the no-IndexedDB warning). */
export function resetAreaCacheState(): void {
  warnedNoIndexedDb = false;
  inFlight.clear();
}
