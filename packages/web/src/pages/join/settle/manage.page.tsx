import {
  costSettleGenerate,
  costSettleQuery,
  costSettleResource as def,
  CostKind,
  PaymentFeeKind,
  SettleOps,
  type EndpointAnswer,
  type StoreOption,
} from '@salon/contract';
import { Button, Modal, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../api/call';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { monthFilter, monthText } from '../../../engine/monthFilter';
import { StoreMonthModal } from '../../../engine/StoreMonthModal';

/**
 * /join/settle/manage 结算列表: a franchise store's settlement of a month. 生成结算 computes a store's month
 * from the four cost pages and the approved receipts; a row's 重新生成 does it again while 待确认; 确认
 * locks it and its cost lines; 明细 shows the lines it counts.
 */
export default function SettlementPage() {
  const list = useResourceList(def, {
    filters: { month: monthFilter },
    render: { month: (value) => monthText(value) },
    rowActions: (row, page) => (
      <Space size={0}>
        <ModalAction
          trigger={
            <Button type="link" size="small">
              明细
            </Button>
          }
          onDone={() => undefined}
        >
          {(m) => <LinesModal id={row.id} title={`${row.settleNo} 明细`} onClose={m.close} />}
        </ModalAction>
        {page.can(SettleOps.generate) && row.status === 0 && row.storeId !== null ? (
          <ModalAction
            trigger={
              <Button type="link" size="small">
                重新生成
              </Button>
            }
            onDone={() => void page.reload()}
          >
            {(m) => <GenerateModal stores={[]} fixed={{ storeId: Number(row.storeId), month: String(row.month) }} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null}
      </Space>
    ),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(SettleOps.generate) ? (
          <ModalAction trigger={<Button type="primary">生成结算</Button>} onDone={() => list.table.refresh()}>
            {(m) => <GenerateModal stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}

function GenerateModal(props: { stores: readonly StoreOption[]; fixed?: { storeId: number; month: string }; onClose(): void; onDone(): void }) {
  return (
    <StoreMonthModal
      endpoint={costSettleGenerate}
      title="生成结算"
      okText="生成"
      intro="汇总该加盟门店当月的人工、物料、运营费用和投资款，以及当月已审核通过的收款（保证金除外），计算结余；待确认的结算可重新生成，已确认的不能。"
      storeLabel="加盟门店"
      doneText={(done) =>
        `已生成 ${done.settleNo}：${done.lineCount} 笔费用，合计 ${done.costTotal} 元，已收款 ${done.receivedTotal} 元，结余 ${done.balance} 元`
      }
      {...props}
    />
  );
}

/** The cost lines and receipts a settlement counts (costsettle/query). */
function LinesModal({ id, title, onClose }: { id: number; title: string; onClose(): void }) {
  const [lines, setLines] = useState<EndpointAnswer<typeof costSettleQuery> | null>(null);
  useEffect(() => {
    void call(costSettleQuery, { id }).then(setLines, () => setLines({ costs: [], receipts: [] }));
  }, [id]);
  return (
    <Modal open title={title} width={760} footer={null} onCancel={onClose}>
      <Typography.Title level={5}>费用</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={!lines}
        pagination={false}
        dataSource={lines?.costs ?? []}
        columns={[
          { title: '费用单号', dataIndex: 'costNo', width: 150 },
          { title: '类型', dataIndex: 'kind', width: 90, render: (v: number) => CostKind.labelOf(v) },
          { title: '发生日期', dataIndex: 'costDate', width: 110 },
          { title: '项目', dataIndex: 'item' },
          { title: '金额(元)', dataIndex: 'amount', width: 110, align: 'right' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        已收款
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={!lines}
        pagination={false}
        dataSource={lines?.receipts ?? []}
        columns={[
          { title: '收款单号', dataIndex: 'paymentNo', width: 150 },
          { title: '费用类型', dataIndex: 'feeKind', width: 90, render: (v: number) => PaymentFeeKind.labelOf(v) },
          { title: '付款日期', dataIndex: 'paidOn', width: 110 },
          { title: '金额(元)', dataIndex: 'amount', width: 110, align: 'right' },
        ]}
      />
    </Modal>
  );
}
