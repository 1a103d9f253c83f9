import {
  CRAFTSMAN_ACTIVE_RECORDS_PATH,
  CraftsmanActiveStatus,
  PromotionLevel,
  CraftsmanStatus,
  CraftsmanType,
  Gender,
  PriceGrade,
  storeCraftsmanResource as def,
  transitionDoneText,
  type CraftsmanActiveRecord,
  type RowOf,
} from '@salon/contract';
import { Badge, Button, Descriptions, Drawer, Empty, Spin, Tag, Timeline, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

type Row = RowOf<typeof def>;
const DEPARTED = 4;

/** Status dots: who takes orders here at a glance. */
const ACTIVE_DOT: Record<number, 'success' | 'error'> = { 1: 'success', 0: 'error' };
const SERVICE_DOT: Record<number, 'success' | 'warning' | 'processing' | 'default'> = { 1: 'success', 2: 'warning', 3: 'processing', 4: 'default' };
const activeDot = (row: Row) => <Badge status={ACTIVE_DOT[row.activeStatus ?? 0]} text={CraftsmanActiveStatus.labelOf(row.activeStatus)} />;
const serviceDot = (row: Row) => <Badge status={SERVICE_DOT[row.craftsmanStatus ?? 0]} text={CraftsmanStatus.labelOf(row.craftsmanStatus)} />;

/** Home store or part-time: a part-timer names the store it belongs to. */
function HomeTag({ row }: { row: Row }) {
  return row.isHome ? (
    <Tag color="blue">本店</Tag>
  ) : (
    <Tooltip title={`归属门店：${row.homeStoreName}`}>
      <Tag color="purple">兼职</Tag>
    </Tooltip>
  );
}

/** /operate/shop/manageCraftsman (门店手艺人, watermarked by the shell): who serves each store, enabled or not, and the history of every change. */
export default function ManageCraftsmanPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    filterGroups: def.page,
    filters: { keyword: { placeholder: '姓名或工号' } },
    // Enumerations read as plain text where a tag would only add noise.
    render: {
      isHome: (_, row) => <HomeTag row={row} />,
      activeStatus: (_, row) => activeDot(row),
      craftsmanStatus: (_, row) => serviceDot(row),
      level: (v) => PromotionLevel.labelOf(v),
      priceGrade: (v) => PriceGrade.labelOf(v),
      craftsmanType: (v) => CraftsmanType.labelOf(v),
      gender: (v) => Gender.labelOf(v),
    },
    rowActions: (row) => (
      <ModalAction
        trigger={
          <Button type="link" size="small">
            变更记录
          </Button>
        }
      >
        {(m) => <HistoryDrawer row={row} onClose={m.close} />}
      </ModalAction>
    ),
    transitionBlocked: (row, t) => (t.action === 'enable' && row.craftsmanStatus === DEPARTED ? `${CraftsmanStatus.labelOf(DEPARTED)}的手艺人不能启用` : null),
    transitionDialog: (row, t) => ({
      title: `${t.label}手艺人`,
      okText: `确定${t.label}`,
      doneText: `${transitionDoneText(t)} ${row.realName}`,
      intro: (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'who', label: '手艺人', children: `${row.realName}（${row.employeeNo}）` },
              { key: 'store', label: '门店', children: row.storeName },
            ]}
          />
          {t.confirm ? <Typography.Paragraph type="secondary">{t.confirm}</Typography.Paragraph> : null}
        </>
      ),
    }),
  });
  return <ResourceList list={list} />;
}

/** Every enable/disable of this craftsman in this store, newest first. */
function HistoryDrawer({ row, onClose }: { row: Row; onClose(): void }) {
  const [records, setRecords] = useState<CraftsmanActiveRecord[] | null>(null);
  useEffect(() => {
    void post<CraftsmanActiveRecord[]>(CRAFTSMAN_ACTIVE_RECORDS_PATH, { craftsmanId: row.craftsmanId, storeId: row.storeId })
      .then(setRecords)
      .catch((err) => {
        setRecords([]);
        ignoreRequestError(err);
      });
  }, [row.craftsmanId, row.storeId]);
  const status = (value: number | null) => (value === null ? '新开通' : CraftsmanActiveStatus.labelOf(value));
  return (
    <Drawer open title={`启停记录：${row.realName}（${row.employeeNo}）`} onClose={onClose} size="large">
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'store', label: '门店', children: row.storeName },
          { key: 'home', label: '任职方式', children: <HomeTag row={row} /> },
          { key: 'level', label: '等级', children: PromotionLevel.labelOf(row.level) },
          { key: 'status', label: '在职状态', children: serviceDot(row) },
          { key: 'active', label: '当前启用状态', children: activeDot(row) },
          { key: 'entry', label: '入职日期', children: row.entryDate ?? '--' },
        ]}
      />
      {records === null ? (
        <Spin />
      ) : records.length === 0 ? (
        <Empty description="暂无变更记录" />
      ) : (
        <Timeline
          className="craftsman-history"
          items={records.map((r) => ({
            key: r.id,
            color: r.toStatus === 1 ? 'green' : 'red',
            content: (
              <div>
                <Typography.Text strong>
                  {status(r.fromStatus)} → {status(r.toStatus)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                  {dayjs(r.createdAt).format('YYYY-MM-DD HH:mm')} · {r.operator}
                </Typography.Text>
                <div>{r.remark ?? '--'}</div>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
