import { FranchiseStoreOps, franchiseStoreResource, transferFranchiseStore, transferFranchiseStoreFields } from '@salon/contract';
import { Timeline, Typography } from 'antd';
import { resourcePage } from '../../../engine/ResourcePage';
import { StepAction, StepModal } from '../../../engine/StepModal';

/**
 * /join/business/store 加盟门店: franchise stores with their franchisee, manager and where their 加盟 and
 * 租赁 contracts stand; 新增 (a 加盟 store to a franchisee 合作中), 编辑, and 转让 to another franchisee.
 */
type Transfer = { id: number; fromName: string; toName: string; transferredOn: string; reason: string; operator: string };

/** 转让记录 under the store's detail, newest first. */
function Transfers({ rows }: { rows: unknown }) {
  const list = Array.isArray(rows) ? (rows as Transfer[]) : [];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        转让记录
      </Typography.Title>
      {list.length ? (
        <Timeline
          items={list.map((r) => ({
            children: `${r.transferredOn} 由「${r.fromName}」转让给「${r.toName}」：${r.reason}（${r.operator}）`,
          }))}
        />
      ) : (
        <Typography.Text type="secondary">无转让记录</Typography.Text>
      )}
    </>
  );
}

export default resourcePage(franchiseStoreResource, {
  detailExtra: (row) => <Transfers rows={row.transfers} />,
  formDialog: {
    title: (record) => (record ? `编辑加盟门店 ${record.storeName ?? ''}` : '新增加盟门店'),
    intro: (record) => (record ? undefined : '门店类别须为加盟且尚未分配；加盟商须在合作中。'),
  },
  rowActions: (row, page) =>
    page.can(FranchiseStoreOps.transfer) ? (
      <StepAction label="转让" onDone={page.reload}>
        {(m) => (
          <StepModal
            title={`转让 ${row.storeName ?? ''}（现属 ${row.franchiseeName ?? ''}）`}
            intro="转让后门店归属新的加盟商；门店现有协议不变，新加盟商另行签约。"
            endpoint={transferFranchiseStore}
            id={row.id}
            fields={transferFranchiseStoreFields}
            okText="确认转让"
            doneText="门店已转让"
            onClose={m.close}
            onDone={m.done}
          />
        )}
      </StepAction>
    ) : null,
});
