import { BookingSlotMinutes, noonWithinBusinessHours, storeSettingResource as def, type RowOf } from '@salon/contract';
import { Tag, Typography } from 'antd';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

type Row = RowOf<typeof def>;
const nowrap = { whiteSpace: 'nowrap' } as const;
const people = (n: number | null) => `${n} 人`;

/** /operate/shop/manageSetting (门店设置): every store's queue, booking, noon-break and walk-in settings; head office edits them in sections. */
export default function ManageSettingPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    filterGroups: def.page,
    filters: { keyword: { placeholder: '门店名称或编码' } },
    columns: (c) => [
      c.field('storeId', {
        width: 190,
        fixed: 'left',
        render: (_, r) => (
          <span style={nowrap}>
            {r.storeName}
            <Typography.Text type="secondary" style={{ marginLeft: 6 }}>
              {r.storeCode}
            </Typography.Text>
          </span>
        ),
      }),
      { title: '营业时间', key: 'hours', width: 110, render: (_, r) => `${r.businessStart}-${r.businessEnd}` },
      c.field('maxWaiting', { title: '排队上限', width: 90, render: (_, r) => people(r.maxWaiting) }),
      c.field('stopTakeMinutes', { title: '停止取号', render: (_, r) => (r.stopTakeMinutes ? `闭店前 ${r.stopTakeMinutes} 分钟` : '营业至闭店') }),
      c.field('walkInPolicy'),
      c.field('bookingEnabled', { width: 200, render: (_, r) => <Booking row={r} /> }),
      { title: '午休', key: 'noon', width: 110, render: (_, r) => `${r.noonStart}-${r.noonEnd}` },
      c.field('noonMaxCraftsmen', { title: '午间在岗上限', width: 100, render: (_, r) => people(r.noonMaxCraftsmen) }),
      c.field('queueNotice'),
      c.field('updatedBy'),
      c.field('updatedAt'),
    ],
    formDialog: {
      title: (r) => `编辑门店设置：${r?.storeName}`,
      intro: (r) => `营业时间 ${r?.businessStart}-${r?.businessEnd}（在「门店营业时间」中调整），午休须在营业时间之内。`,
      sections: [
        { title: '排队取号', fields: ['maxWaiting', 'stopTakeMinutes', 'walkInPolicy'] },
        { title: '线上预约', fields: ['bookingEnabled', 'bookingDays', 'bookingSlot'] },
        { title: '午休', fields: ['noonStart', 'noonEnd', 'noonMaxCraftsmen'] },
        { title: '排队屏', fields: ['queueNotice'] },
      ],
      savedText: (r) => `${r?.storeName}的设置已保存`,
      // The store's hours come with the row; the server's hook checks the same.
      check: (v, r) => {
        if (!r?.businessStart || !r.businessEnd || typeof v.noonStart !== 'string' || typeof v.noonEnd !== 'string') return true;
        const within = noonWithinBusinessHours(v.noonStart, v.noonEnd, r.businessStart, r.businessEnd);
        return within === true ? true : { field: 'noonEnd', message: within };
      },
    },
  });
  return <ResourceList list={list} />;
}

/** Online booking at a glance: off, or how far ahead and in which slots. */
function Booking({ row }: { row: Row }) {
  if (!row.bookingEnabled) return <Tag>关闭</Tag>;
  return (
    <span style={nowrap}>
      <Tag color="green">开启</Tag>提前{row.bookingDays}天，每段{BookingSlotMinutes.labelOf(row.bookingSlot)}
    </span>
  );
}
