import {
  NOTICE_ADD_PAGE,
  NoticeImportance,
  NoticeOps,
  NoticePath,
  NoticeReadState,
  noticeResource,
  NoticeType,
  type NoticeInboxRow,
  type NoticeReadResult,
} from '@salon/contract';
import { App, Badge, Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';
import { usePageAccess } from '../../../app/access';
import { DataTable, useListTable } from '../../../components/DataTable';
import { FilterBar, type FilterItem } from '../../../components/FilterBar';
import { PageCard } from '../../../components/PageCard';
import { ResourcePage, type ResourcePageOptions } from '../../../engine/ResourcePage';
import { NoticeReadStatus, NoticeTargetInput, noticeTargetText, readProgress, useTargetNames } from './noticeParts';

const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');
const tag = (def: typeof NoticeType | typeof NoticeImportance | typeof NoticeReadState, value: number) => {
  const item = def.items.find((i) => i.value === value);
  return <Tag color={item?.color}>{item?.label ?? value}</Tag>;
};

/** Head office: every notice from the declaration, its target named, read statistics per store. */
function NoticeManagement() {
  const names = useTargetNames();
  const options = useMemo<ResourcePageOptions>(
    () => ({
      createPage: NOTICE_ADD_PAGE,
      inputs: { targetIds: NoticeTargetInput },
      render: {
        targetType: (value, row) => noticeTargetText(value, row.targetIds, names),
        targetIds: (value, row) => noticeTargetText(row.targetType, value, names),
        readCount: (_, row) => readProgress(row),
        content: (value) => <div style={{ whiteSpace: 'pre-wrap' }}>{String(value ?? '')}</div>,
      },
      detailExtra: (row) => (row.status === 0 ? null : <NoticeReadStatus id={row.id} needConfirm={!!row.needConfirm} />),
    }),
    [names],
  );
  return <ResourcePage def={noticeResource} options={options} />;
}

const inboxFilters: FilterItem[] = [
  { type: 'input', key: 'keyword', label: '公告标题' },
  { type: 'select', key: 'noticeType', label: '公告类型', options: NoticeType.items.map((i) => ({ value: i.value, label: i.label })) },
  { type: 'select', key: 'readState', label: '阅读状态', options: NoticeReadState.items.map((i) => ({ value: i.value, label: i.label })) },
];

/** A store: the notices sent to it, newest first; opening one marks it read for the store. */
function NoticeInbox() {
  const { message } = App.useApp();
  const access = usePageAccess();
  const table = useListTable<NoticeInboxRow>({ view: 'storeNotice.inbox', url: NoticePath.inbox });
  const [open, setOpen] = useState<NoticeInboxRow | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function view(row: NoticeInboxRow) {
    setOpen(row);
    if (row.readState === 1) return;
    try {
      const read = await post<NoticeReadResult>(NoticePath.markRead, { id: row.id });
      setOpen((current) => (current?.id === row.id ? { ...current, readState: 1, readAt: read.readAt, readByName: read.readByName } : current));
      await table.reload();
    } catch (err) {
      ignoreRequestError(err);
    }
  }

  async function confirm(row: NoticeInboxRow) {
    setConfirming(true);
    try {
      const result = await post<NoticeReadResult>(NoticePath.confirm, { id: row.id });
      message.success('已确认收到该公告');
      setOpen({ ...row, readState: 1, confirmedAt: result.confirmedAt });
      await table.reload();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setConfirming(false);
    }
  }

  const columns: ColumnsType<NoticeInboxRow> = [
    {
      title: '公告标题',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Space size={6}>
          {row.readState === 0 ? <Badge status="processing" /> : null}
          <Typography.Link strong={row.readState === 0} onClick={() => void view(row)}>
            {title}
          </Typography.Link>
        </Space>
      ),
    },
    { title: '公告类型', dataIndex: 'noticeType', width: 100, render: (v: number) => tag(NoticeType, v) },
    { title: '重要程度', dataIndex: 'importance', width: 90, render: (v: number) => tag(NoticeImportance, v) },
    { title: '发布人', dataIndex: 'publisher', width: 90 },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: time },
    {
      title: '阅读状态',
      dataIndex: 'readState',
      width: 150,
      render: (v: number, row) => (
        <Space size={4}>
          {tag(NoticeReadState, v)}
          {row.needConfirm ? row.confirmedAt ? <Tag color="green">已确认</Tag> : <Tag color="orange">待确认</Tag> : null}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 80,
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => void view(row)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <PageCard filters={<FilterBar items={inboxFilters} onSearch={(v) => table.search(v)} />}>
      <DataTable table={table} columns={columns} rowKey="id" title="本店公告" />
      {open ? (
        <Drawer open title={open.title} onClose={() => setOpen(null)} size="large">
          <Descriptions
            column={2}
            size="small"
            items={[
              { key: 'type', label: '公告类型', children: tag(NoticeType, open.noticeType) },
              { key: 'importance', label: '重要程度', children: tag(NoticeImportance, open.importance) },
              { key: 'publisher', label: '发布人', children: open.publisher ?? '--' },
              { key: 'publishedAt', label: '发布时间', children: time(open.publishedAt) },
              { key: 'store', label: '接收门店', children: open.storeName },
              { key: 'readAt', label: '本店首次阅读', children: open.readAt ? `${time(open.readAt)}${open.readByName ? `（${open.readByName}）` : ''}` : '--' },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16, fontSize: 15, lineHeight: 1.8 }}>{open.content}</Typography.Paragraph>
          {open.needConfirm ? (
            open.confirmedAt ? (
              <Typography.Text type="success">本店已于 {time(open.confirmedAt)} 确认收到</Typography.Text>
            ) : access.can(NoticeOps.confirm) ? (
              <Button type="primary" loading={confirming} onClick={() => void confirm(open)}>
                确认收到
              </Button>
            ) : (
              <Typography.Text type="warning">该公告需门店确认收到</Typography.Text>
            )
          ) : null}
        </Drawer>
      ) : null}
    </PageCard>
  );
}

/**
 * /operate/shop/notice: head office (operate:notice:viewAll) manages notices and follows who read
 * them; a store reads the notices sent to it.
 */
export default function NoticePage() {
  const access = usePageAccess();
  return access.can(NoticeOps.viewAll) ? <NoticeManagement /> : <NoticeInbox />;
}
