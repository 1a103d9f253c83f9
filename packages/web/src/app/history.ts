import { ROUTE_HISTORY_SIZE } from '@salon/contract';
import { storage, StorageKey } from './storage';

/** The last 10 visited paths, newest first, without repeats. */
export function rememberPath(path: string): string[] {
  const list = (storage.read<string[]>(StorageKey.routeHistory) ?? []).filter((p) => p !== path);
  list.unshift(path);
  const kept = list.slice(0, ROUTE_HISTORY_SIZE);
  storage.write(StorageKey.routeHistory, kept);
  return kept;
}

export const routeHistory = () => storage.read<string[]>(StorageKey.routeHistory) ?? [];
