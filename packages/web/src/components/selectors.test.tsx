import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandServiceSelect } from './BrandServiceSelect';
import { chooseBrand, chooseServiceType, combinedCode, showsServiceType, type BrandServiceValue } from './brandRules';
import { CitySelector } from './CitySelector';
import { chooseCity, chooseDistrict, CITY_VALUE_ERROR, normalizeCityValue, toCityOptions, type CityOption, type CityValue } from './cityRules';

const inConsole = (node: ReactNode) =>
  render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      {node}
    </ConfigProvider>,
  );

/** Opens the select labelled `label` and clicks the option `text`. */
async function pick(label: string, text: string) {
  const box = screen.getByLabelText(label);
  fireEvent.mouseDown(box);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.textContent === text && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

const selectedText = (label: string) => screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CITIES: CityOption[] = [
  {
    id: 310000,
    name: '上海市',
    children: [
      { id: 310001, name: '浦东新区' },
      { id: 310002, name: '徐汇区' },
    ],
  },
  { id: 110000, name: '北京市', children: [{ id: 110001, name: '朝阳区' }] },
];

describe('city selector rules (spec §3, §4, §5)', () => {
  it('choosing a city resets the district; clearing the city clears both', () => {
    expect(chooseCity([310000, 310001], 110000)).toEqual([110000, null]);
    expect(chooseCity([310000, 310001], null)).toEqual([null, null]);
    expect(chooseDistrict([310000, null], 310002)).toEqual([310000, 310002]);
    expect(chooseDistrict([null, null], 310002)).toEqual([null, null]);
  });

  it('a value that is not two elements counts as empty', () => {
    expect(normalizeCityValue([310000])).toEqual([null, null]);
    expect(normalizeCityValue([1, 2, 3])).toEqual([null, null]);
    expect(normalizeCityValue('310000')).toEqual([null, null]);
    expect(normalizeCityValue([310000, undefined])).toEqual([310000, null]);
  });

  it('options come from the area tree: cities and their districts, no stores', () => {
    expect(
      toCityOptions([
        {
          id: 1,
          name: 'C',
          level: 1,
          storeCount: 1,
          children: [{ id: 2, name: 'D', level: 2, storeCount: 1, children: [{ id: 3, name: 'S', level: 3, storeCount: 1 }] }],
        },
      ]),
    ).toEqual([{ id: 1, name: 'C', children: [{ id: 2, name: 'D' }] }]);
  });
});

describe('CitySelector', () => {
  function Controlled({ onChange }: { onChange: (v: CityValue) => void }) {
    const [value, setValue] = useState<CityValue>([310000, 310001]);
    return (
      <CitySelector
        options={CITIES}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('is 160 px wide per select; a new city resets the district; clearing the city clears both', async () => {
    const onChange = vi.fn();
    inConsole(<Controlled onChange={onChange} />);
    expect((screen.getByLabelText('城市').closest('.ant-select') as HTMLElement).style.width).toBe('160px');
    expect((screen.getByLabelText('区域').closest('.ant-select') as HTMLElement).style.width).toBe('160px');
    expect(selectedText('区域')).toBe('浦东新区');
    await pick('城市', '北京市');
    expect(onChange).toHaveBeenLastCalledWith([110000, null]);
    expect(selectedText('区域')).toBe('请选择区域');
    await pick('区域', '朝阳区');
    expect(onChange).toHaveBeenLastCalledWith([110000, 110001]);
    const clear = screen.getByLabelText('城市').closest('.ant-select')!.querySelector('.ant-select-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([null, null]));
    expect((screen.getByLabelText('区域') as HTMLInputElement).disabled).toBe(true);
  });

  it('logs an error for a value that is not exactly two elements', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    inConsole(<CitySelector options={CITIES} value={[310000] as unknown as CityValue} />);
    expect(error.mock.calls.some((c) => c[0] === CITY_VALUE_ERROR)).toBe(true);
    error.mockClear();
    cleanup();
    inConsole(<CitySelector options={CITIES} value={[310000, null]} />);
    expect(error.mock.calls.some((c) => c[0] === CITY_VALUE_ERROR)).toBe(false);
  });
});

describe('brand and service type (spec §4)', () => {
  it('rules: another brand clears the service type; service type only for brand 0', () => {
    const chosen: BrandServiceValue = { brandType: 0, serviceType: 1 };
    expect(chooseBrand(chosen, 2)).toEqual({ brandType: 2, serviceType: null });
    expect(chooseBrand(chosen, 0)).toEqual(chosen);
    expect(chooseBrand(chosen, null)).toEqual({ brandType: null, serviceType: null });
    expect(chooseServiceType({ brandType: 1, serviceType: null }, 1)).toEqual({ brandType: 1, serviceType: null });
    expect(showsServiceType(0)).toBe(true);
    expect([1, 2, 3, null].some(showsServiceType)).toBe(false);
    expect(combinedCode({ brandType: 0, serviceType: 1 })).toBe('0-1');
    expect(combinedCode({ brandType: 2, serviceType: null })).toBe('2');
  });

  it('the service type select shows for brand 0 only and is cleared by another brand', async () => {
    const onChange = vi.fn();
    inConsole(<BrandServiceSelect onChange={onChange} />);
    expect(screen.queryByLabelText('服务类型')).toBeNull();
    await pick('门店品牌', '发型品牌');
    expect(screen.getByLabelText('服务类型')).toBeTruthy();
    await pick('服务类型', '三代店');
    expect(onChange).toHaveBeenLastCalledWith({ brandType: 0, serviceType: 1 });
    await pick('门店品牌', 'U STAR');
    expect(onChange).toHaveBeenLastCalledWith({ brandType: 1, serviceType: null });
    expect(screen.queryByLabelText('服务类型')).toBeNull();
    await pick('门店品牌', '发型品牌');
    expect(onChange).toHaveBeenLastCalledWith({ brandType: 0, serviceType: null });
    expect(within(screen.getByLabelText('服务类型').closest('.ant-select') as HTMLElement).queryByText('三代店')).toBeNull();
  });
});
