import { LATEST_RANGE_DAY_OFFSETS, latestRange, type LatestRangeUnit } from '@salon/contract';
import { DatePicker, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DemoCard, Grid } from './DemoParts';

const UNIT_LABEL: Record<LatestRangeUnit, string> = { week: '最近一周', month: '最近一个月', year: '最近一年' };

/** Latest-range shortcuts (spec §9: week 7, month 30, year 365 days back from now). */
const presets = () =>
  (Object.keys(LATEST_RANGE_DAY_OFFSETS) as LatestRangeUnit[]).map((unit) => {
    const [start, end] = latestRange(unit);
    return { label: UNIT_LABEL[unit], value: [dayjs(start), dayjs(end)] as [Dayjs, Dayjs] };
  });

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** /demo/datePicker: date ranges with the latest-range shortcuts. */
export default function DatePickerDemo() {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [dayRange, setDayRange] = useState<[Dayjs | null, Dayjs | null] | null>(() => {
    const [start, end] = latestRange('week');
    return [dayjs(start), dayjs(end)];
  });
  const [day, setDay] = useState<Dayjs | null>(null);
  const text = (r: [Dayjs | null, Dayjs | null] | null, format: string) => (r ? r.map((d) => d?.format(format) ?? null) : null);

  return (
    <Grid>
      <DemoCard
        title="日期时间范围（最近一周 / 一个月 / 一年）"
        rules={`快捷范围从此刻往前 ${LATEST_RANGE_DAY_OFFSETS.week} / ${LATEST_RANGE_DAY_OFFSETS.month} / ${LATEST_RANGE_DAY_OFFSETS.year} 天，结束于此刻（contract latestRange）。`}
        value={text(range, FORMAT)}
      >
        <DatePicker.RangePicker showTime presets={presets()} value={range} onChange={(v) => setRange(v)} format={FORMAT} />
      </DemoCard>
      <DemoCard title="日期范围（默认最近一周）" rules="只选日期；打开时同样有快捷范围。" value={text(dayRange, 'YYYY-MM-DD')}>
        <DatePicker.RangePicker presets={presets()} value={dayRange} onChange={(v) => setDayRange(v)} />
      </DemoCard>
      <DemoCard title="单个日期" rules="中文日期格式（dayjs zh-cn）。" value={day?.format('YYYY-MM-DD') ?? null}>
        <Space>
          <DatePicker value={day} onChange={setDay} />
          <Typography.Text type="secondary">{day ? day.format('YYYY年M月D日 dddd') : '未选择'}</Typography.Text>
        </Space>
      </DemoCard>
    </Grid>
  );
}
