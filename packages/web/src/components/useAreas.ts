import { useEffect, useState } from 'react';
import { RequestError } from '../api/request';
import { loadAreas, type AreaData } from './areaCache';

export interface AreasState {
  data: AreaData | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The cached area tree for a component. `version` changes force a reload through the cache
 * (a scope change); `refresh` bypasses the cache. `enabled: false` loads nothing.
 */
export function useAreas({
  storesLowerLimit = 1,
  version = '',
  refresh = 0,
  enabled = true,
}: { storesLowerLimit?: number; version?: string; refresh?: number; enabled?: boolean } = {}): AreasState {
  const want = `${storesLowerLimit}|${version}|${refresh}`;
  const [state, setState] = useState<{ for: string | null; data: AreaData | null; failed: boolean }>({ for: null, data: null, failed: false });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadAreas({ storesLowerLimit, refresh: refresh > 0 }).then(
      (data) => live && setState({ for: want, data, failed: false }),
      (err: unknown) => {
        if (!(err instanceof RequestError)) console.error(err);
        if (live) setState((s) => ({ ...s, for: want, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [want, storesLowerLimit, refresh, enabled]);

  return { data: state.data, loading: enabled && state.for !== want, failed: state.failed };
}
