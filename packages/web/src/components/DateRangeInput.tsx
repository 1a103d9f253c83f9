import { Input } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazy, Suspense } from 'react';

const RangePicker = lazy(() => import('./dateRangePicker'));

/**
 * A date-range input (antd's RangePicker) whose code loads the first time one shows: list pages
 * without a date filter do not download the date picker. A form item's value and onChange pass
 * through; while loading, a disabled box of the same size holds the place.
 */
export function DateRangeInput(props: RangePickerProps) {
  return (
    <Suspense fallback={<Input disabled style={props.style} placeholder="开始日期 → 结束日期" />}>
      <RangePicker {...props} />
    </Suspense>
  );
}
