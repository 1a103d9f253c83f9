import { SELECT_WIDTH, StoreBrandType, StoreServiceType } from '@salon/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { chooseBrand, chooseServiceType, EMPTY_BRAND_SERVICE, showsServiceType, type BrandServiceValue } from './brandRules';
import './inputs.css';

export interface BrandServiceSelectProps {
  value?: BrandServiceValue;
  onChange?: (value: BrandServiceValue) => void;
  width?: number;
  disabled?: boolean;
}

const brandOptions = StoreBrandType.items.map((i) => ({ value: i.value, label: i.label }));
const serviceOptions = StoreServiceType.items.map((i) => ({ value: i.value, label: i.label }));

/**
 * Store brand and service type (spec §4): the service type select shows only for brand 0
 * (hairstyle brand); choosing another brand clears the service type.
 */
export function BrandServiceSelect({ value, onChange, width = SELECT_WIDTH, disabled }: BrandServiceSelectProps) {
  const [own, setOwn] = useState<BrandServiceValue>(EMPTY_BRAND_SERVICE);
  const current = value ?? own;
  const update = (next: BrandServiceValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <span className="brand-service-select">
      <Select<number>
        style={{ width }}
        placeholder="请选择门店品牌"
        aria-label="门店品牌"
        allowClear
        disabled={disabled}
        options={brandOptions}
        value={current.brandType ?? undefined}
        onChange={(brand) => update(chooseBrand(current, brand))}
      />
      {showsServiceType(current.brandType) ? (
        <Select<number>
          style={{ width }}
          placeholder="请选择服务类型"
          aria-label="服务类型"
          allowClear
          disabled={disabled}
          options={serviceOptions}
          value={current.serviceType ?? undefined}
          onChange={(type) => update(chooseServiceType(current, type))}
        />
      ) : null}
    </span>
  );
}
