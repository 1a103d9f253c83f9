import {
  LEAD_OPEN_STATUSES,
  leadAssign,
  leadAssignFields,
  leadConvert,
  leadConvertFields,
  leadFollow,
  leadFollowFields,
  LeadOps,
  LeadPage,
} from '@salon/contract';
import { Link } from 'react-router';
import { StepAction, StepModal } from '../../../engine/StepModal';

interface LeadLike {
  id: number;
  status: number | null;
  leadNo: string | null;
  contactName: string | null;
  budget?: string | null;
}

/** 详情: the lead on 加盟线索详情. */
export const LeadDetailLink = ({ id }: { id: number }) => <Link to={`${LeadPage.detail}?id=${id}`}>详情</Link>;

/**
 * The steps of an open lead (新线索, 跟进中) the user holds: 跟进, 转申请, 分配 — each its endpoint's
 * dialog; `onDone` reloads what shows the lead.
 */
export function LeadSteps({ lead, can, onDone }: { lead: LeadLike; can(code: string): boolean; onDone(): void }) {
  if (lead.status === null || !LEAD_OPEN_STATUSES.includes(lead.status)) return null;
  const who = `${lead.contactName ?? ''}（${lead.leadNo ?? ''}）`;
  return (
    <>
      {can(LeadOps.follow) ? (
        <StepAction label="跟进" onDone={onDone}>
          {(m) => (
            <StepModal
              title={`跟进 ${who}`}
              endpoint={leadFollow}
              id={lead.id}
              fields={leadFollowFields}
              body={(v) => ({ ...v, leadId: lead.id, nextFollowOn: v.nextFollowOn || null })}
              okText="保存跟进"
              doneText="已添加跟进记录"
              onClose={m.close}
              onDone={m.done}
            />
          )}
        </StepAction>
      ) : null}
      {can(LeadOps.convert) ? (
        <StepAction label="转申请" onDone={onDone}>
          {(m) => (
            <StepModal
              title={`${who} 转为加盟申请`}
              intro="转为加盟申请后线索即为已转申请，申请进入加盟申请页待审核。"
              endpoint={leadConvert}
              id={lead.id}
              fields={leadConvertFields}
              initial={{ budget: lead.budget ?? undefined, plannedStores: 1 }}
              okText="转申请"
              doneText="已转为加盟申请"
              onClose={m.close}
              onDone={m.done}
            />
          )}
        </StepAction>
      ) : null}
      {can(LeadOps.assign) ? (
        <StepAction label="分配" onDone={onDone}>
          {(m) => (
            <StepModal
              title={`分配 ${who}`}
              endpoint={leadAssign}
              id={lead.id}
              fields={leadAssignFields}
              body={(v) => ({ ids: [lead.id], ownerUserId: v.ownerUserId })}
              okText="分配"
              doneText="已分配"
              onClose={m.close}
              onDone={m.done}
            />
          )}
        </StepAction>
      ) : null}
    </>
  );
}
