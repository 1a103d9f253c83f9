import { CRAFTSMAN_BRIEFS_PATH } from '@salon/contract';
import { useMemo } from 'react';
import { get } from '../api/request';
import { RemoteSelect, type RemoteSelectProps } from './RemoteSelect';

/** A craftsman option (spec §3): label is the real name, value the id. */
export interface CraftsmanOption {
  label: string;
  value: number;
}

/** Where craftsmen come from: called with the typed text. */
export type CraftsmanSearch = (keyword: string, context: { page: number; signal: AbortSignal }) => Promise<CraftsmanOption[]>;

/**
 * The craftsmen of one store who are in service and enabled there (GET store/craftsmanBriefs/queryV2,
 * refused for a store outside the user's authority), narrowed by the typed part of a name.
 */
export function storeCraftsmenSearch(storeId: number): CraftsmanSearch {
  return async (keyword, { signal }) => {
    const all = await get<CraftsmanOption[]>(CRAFTSMAN_BRIEFS_PATH, { storeId }, { signal });
    return keyword ? all.filter((o) => o.label.includes(keyword)) : all;
  };
}

type WithoutSearch<T> = T extends unknown ? Omit<T, 'search'> : never;

/** Either a store (its craftsmen, listed on opening) or a search of one's own. */
type Source = { storeId: number; search?: undefined } | { search: CraftsmanSearch; storeId?: undefined };

export type CraftsmanSelectProps = WithoutSearch<RemoteSelectProps> & Source;

/**
 * Craftsman picker: a RemoteSelect whose options are labelled with the real name and valued by id.
 * Given `storeId`, the options are that store's craftsmen, listed as soon as it opens; given
 * `search`, searching starts at 1 character by default.
 */
export function CraftsmanSelect({ search, storeId, minLength, placeholder, ...rest }: CraftsmanSelectProps) {
  const source = useMemo(() => search ?? storeCraftsmenSearch(storeId!), [search, storeId]);
  return (
    <RemoteSelect
      {...rest}
      key={storeId}
      minLength={minLength ?? (storeId ? 0 : 1)}
      placeholder={placeholder ?? (rest.lang === 'en' ? 'Craftsman name' : storeId ? '请选择手艺人' : '请输入手艺人姓名')}
      search={(keyword, context) => source(keyword, context)}
      aria-label={rest['aria-label'] ?? '手艺人'}
    />
  );
}
