import type { AreaNode, ResourceDef, StoreOption } from '@salon/contract';
import { useEffect, useState } from 'react';
import { get, ignoreRequestError, post } from '../api/request';

/** Select options of lookup fields that name where to read them, by field key. */
export type LookupOptions = Record<string, { value: number; label: string }[]>;

export interface Reference {
  stores: StoreOption[];
  areas: AreaNode[];
  lookups: LookupOptions;
}

/** Reference data the declaration's fields need: stores, the city/district tree, lookup options. */
export function useReference(def: ResourceDef): Reference {
  const [stores, setStores] = useState<StoreOption[]>([]);
  const [areas, setAreas] = useState<AreaNode[]>([]);
  const [lookups, setLookups] = useState<LookupOptions>({});
  useEffect(() => {
    for (const f of def.fields) {
      const source = f.lookup?.options;
      if (!source) continue;
      void (source.method === 'GET' ? get<{ id: number; name: string }[]>(source.path) : post<{ id: number; name: string }[]>(source.path, {}))
        .then((rows) => setLookups((prev) => ({ ...prev, [f.key]: rows.map((r) => ({ value: r.id, label: r.name })) })))
        .catch(ignoreRequestError);
    }
  }, [def]);
  const needsStores = def.fields.some((f) => f.type === 'store');
  const needsAreas = def.fields.some((f) => f.type === 'district');
  useEffect(() => {
    if (needsStores) void post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus: '0,1,2,3,4' }).then(setStores).catch(ignoreRequestError);
  }, [needsStores]);
  useEffect(() => {
    if (needsAreas) void get<AreaNode[]>('/basics/area/all', { storesLowerLimit: 0 }).then(setAreas).catch(ignoreRequestError);
  }, [needsAreas]);
  return { stores, areas, lookups };
}
