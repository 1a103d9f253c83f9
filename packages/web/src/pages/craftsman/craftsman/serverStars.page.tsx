import { recomputeServiceStars, serviceStarEvaluations, serviceStarResource as def, type RowOf, type StarEvaluation } from '@salon/contract';
import { App, Button, Drawer, Empty, Form, Modal, Rate, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { MonthPicker } from '../../../components/MonthPicker';

type Row = RowOf<typeof def>;
const RECOMPUTE = 'craftsman:serverStars:recompute';

/** /craftsman/craftsman/serverStars 服务星级: the computed stars; the count opens to its evaluations; 重新计算 a month. */
export default function ServerStarsPage() {
  const list = useResourceList(def, {
    render: {
      star: (v) => (v ? <Rate disabled count={5} value={v} style={{ fontSize: 14 }} /> : '无星级'),
      evalCount: (v, row) => (
        <ModalAction
          trigger={
            <Button type="link" size="small" aria-label={`查看${row.craftsmanName ?? ''}的评价`}>
              {v}
            </Button>
          }
        >
          {(m) => <EvaluationsDrawer row={row} onClose={m.close} />}
        </ModalAction>
      ),
    },
  });
  const toolbar = list.can(RECOMPUTE) ? (
    <ModalAction trigger={<Button>重新计算</Button>} onDone={list.page.reload}>
      {(m) => <RecomputeModal onClose={m.close} onDone={m.done} />}
    </ModalAction>
  ) : null;
  return <ResourceList list={list} toolbar={toolbar} />;
}

/** The evaluations a row was computed from, oldest first. */
function EvaluationsDrawer({ row, onClose }: { row: Row; onClose(): void }) {
  const [rows, setRows] = useState<StarEvaluation[] | null>(null);
  useEffect(() => {
    void call(serviceStarEvaluations, { id: row.id })
      .then(setRows)
      .catch((err) => {
        setRows([]);
        ignoreRequestError(err);
      });
  }, [row.id]);
  return (
    <Drawer
      open
      size="large"
      title={`${row.craftsmanName ?? ''} ${String(row.month ?? '').slice(0, 7)} 的评价（${row.evalCount ?? 0}条，平均${row.avgScore ?? '--'}分）`}
      onClose={onClose}
    >
      {rows === null ? (
        <Spin />
      ) : rows.length ? (
        <Table<StarEvaluation>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: '评价时间', dataIndex: 'commentedAt', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
            { title: '门店', dataIndex: 'storeName', width: 130 },
            { title: '顾客', dataIndex: 'customerNickname', width: 90 },
            { title: '综合评分', dataIndex: 'ratingOverall', width: 80 },
            { title: '评价内容', dataIndex: 'content', ellipsis: true },
          ]}
        />
      ) : (
        <Empty description="该月没有计入的评价" />
      )}
    </Drawer>
  );
}

/** Picks a month (this one or earlier) and computes its stars again. */
function RecomputeModal({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const { message } = App.useApp();
  const [month, setMonth] = useState<string | null>(dayjs().format('YYYY-MM'));
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!month) return;
    setBusy(true);
    try {
      const done = await call(recomputeServiceStars, { month });
      message.success(`已重新计算${done.month}：${done.craftsmen}名手艺人，${done.starred}名获得星级`);
      onDone();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="重新计算服务星级" okText="计算" confirmLoading={busy} okButtonProps={{ disabled: !month }} onOk={() => void run()} onCancel={onClose}>
      <Form layout="vertical">
        <Form.Item label="月份" help="按星级管理的规则，用该月顾客评价重新计算；重复计算结果相同">
          <MonthPicker value={month} onChange={setMonth} pastOnly style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
