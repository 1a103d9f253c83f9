import { ApprovalDecision, type ApprovalLogRow } from '@salon/contract';
import { Tag, Timeline, Typography } from 'antd';

/**
 * 审批记录 under a record's detail (加盟申请, 收款记录): each decision of its approval flow (流程设置) in
 * order — step, role, 通过 / 驳回, who, when, remark; a round ended by a rejection is shown struck through.
 */
export function ApprovalLog({ rows }: { rows: unknown }) {
  const list = Array.isArray(rows) ? (rows as ApprovalLogRow[]) : [];
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        审批记录
      </Typography.Title>
      {list.length ? (
        <Timeline
          items={list.map((r) => ({
            color: r.decision === 1 ? 'green' : 'red',
            children: (
              <span style={r.active ? undefined : { color: 'rgba(0,0,0,0.45)' }}>
                第{r.stepNo}步 {r.roleName ?? ''} <Tag color={r.decision === 1 ? 'green' : 'red'}>{ApprovalDecision.labelOf(r.decision)}</Tag>
                {r.operator} {r.createdAt}
                {r.remark ? `：${r.remark}` : ''}
                {r.active ? '' : '（本轮已结束）'}
              </span>
            ),
          }))}
        />
      ) : (
        <Typography.Text type="secondary">暂无分步审批记录（单步审核的结果见审核人、审核时间）</Typography.Text>
      )}
    </>
  );
}
