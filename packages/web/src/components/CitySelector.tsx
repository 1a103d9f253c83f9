import { CITY_SELECT_WIDTH } from '@salon/contract';
import { Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  chooseCity,
  chooseDistrict,
  CITY_VALUE_ERROR,
  districtOptions,
  isCityValue,
  normalizeCityValue,
  toCityOptions,
  type CityOption,
  type CityValue,
} from './cityRules';
import { useAreas } from './useAreas';

export interface CitySelectorProps {
  /** Exactly two elements: [cityId, districtId]; anything else logs an error. */
  value?: CityValue;
  onChange?: (value: CityValue) => void;
  /** Cities with their districts; read from the cached area tree (/basics/area/all) when left out. */
  options?: CityOption[];
  /** Width of each of the two selects (default 160). */
  width?: number;
  /** Show only the city select. */
  cityOnly?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
}

/**
 * City and district (spec §3, §4, §5): two selects 160 px wide. Choosing a city resets the
 * district; clearing the city clears both. The value must be a two-element array.
 */
export function CitySelector({ value, onChange, options, width = CITY_SELECT_WIDTH, cityOnly, disabled, allowClear = true }: CitySelectorProps) {
  const areas = useAreas({ enabled: !options });
  const cities = useMemo(() => options ?? toCityOptions(areas.data?.tree ?? []), [options, areas.data]);
  const [own, setOwn] = useState<CityValue>([null, null]);
  const current = value === undefined ? own : normalizeCityValue(value);

  useEffect(() => {
    if (value !== undefined && !isCityValue(value)) console.error(CITY_VALUE_ERROR, value);
  }, [value]);

  const update = (next: CityValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const toOptions = (list: CityOption[]) => list.map((o) => ({ value: o.id, label: o.name }));

  return (
    <Space.Compact className="city-selector">
      <Select<number>
        style={{ width }}
        placeholder="请选择城市"
        aria-label="城市"
        loading={areas.loading}
        disabled={disabled}
        allowClear={allowClear}
        showSearch={{ optionFilterProp: 'label' }}
        options={toOptions(cities)}
        value={current[0] ?? undefined}
        onChange={(cityId) => update(chooseCity(current, cityId ?? null))}
      />
      {cityOnly ? null : (
        <Select<number>
          style={{ width }}
          placeholder="请选择区域"
          aria-label="区域"
          disabled={disabled || current[0] === null}
          allowClear={allowClear}
          showSearch={{ optionFilterProp: 'label' }}
          options={toOptions(districtOptions(cities, current[0]))}
          value={current[1] ?? undefined}
          onChange={(districtId) => update(chooseDistrict(current, districtId ?? null))}
        />
      )}
    </Space.Compact>
  );
}
