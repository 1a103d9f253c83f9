import { REFERRAL_DUE, REFERRAL_REWARD, ReferralOps, referralPay, referrerResource as def, type RowOf } from '@salon/contract';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList, type PageActions } from '../../../engine/useResourceList';

type Row = RowOf<typeof def>;

/**
 * /hrm/employee/referrerRelationship 推荐关系: who referred whom, the recruit's stage and days in service,
 * and the reward (待发放 first); 发放 pays a due reward into the referrer's pay of this month.
 */
export default function ReferrerRelationshipPage() {
  const list = useResourceList(def, {
    render: { paidAmount: (value, row) => value ?? (row.rewardState === REFERRAL_DUE ? `${REFERRAL_REWARD}（应发）` : '--') },
    rowActions: (row, page) => (row.rewardState === REFERRAL_DUE && page.can(ReferralOps.pay) ? <PayButton row={row} page={page} /> : null),
  });
  return <ResourceList list={list} />;
}

function PayButton({ row, page }: { row: Row; page: PageActions }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function pay() {
    setBusy(true);
    try {
      const done = await call(referralPay, { id: row.id });
      message.success(`已发放推荐奖励 ${done.amount} 元，记入 ${row.referrerName ?? '推荐人'} ${done.month} 工资`);
      await page.reload();
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Popconfirm
      title="发放推荐奖励"
      description={`向推荐人 ${row.referrerName ?? ''} 发放 ${REFERRAL_REWARD} 元（推荐 ${row.realName}），记入其本月工资的推荐奖励。`}
      okText="发放"
      cancelText="取消"
      onConfirm={pay}
    >
      <Button type="link" size="small" loading={busy}>
        发放奖励
      </Button>
    </Popconfirm>
  );
}
