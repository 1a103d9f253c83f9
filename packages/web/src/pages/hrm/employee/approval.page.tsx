import {
  businessToday,
  PriceGrade,
  PromotionLevel,
  recruitOnboardingResource as def,
  RecruitOps,
  ReviewResult,
  submitOnBoardingReview,
  type FieldDef,
} from '@salon/contract';
import { Space } from 'antd';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { DetailLink, StepAction, StepModal } from './recruitDialogs';
import './recruit.css';

const approving = (v: Record<string, unknown>) => v.result === 1;
const REVIEW_FIELDS: FieldDef[] = [
  { key: 'result', label: '审核结果', type: 'enum', enum: ReviewResult, required: true },
  { key: 'storeId', label: '入职门店', type: 'store', requiredWhen: approving },
  { key: 'level', label: '手艺人等级', type: 'enum', enum: PromotionLevel, requiredWhen: approving },
  { key: 'priceGrade', label: '价格等级', type: 'enum', enum: PriceGrade, requiredWhen: approving },
  { key: 'entryDate', label: '入职日期', type: 'date', requiredWhen: approving, help: '不能早于培训结束日期' },
  { key: 'reason', label: '驳回原因', type: 'textarea', max: 200, requiredWhen: (v) => v.result === 0, help: '驳回时必填，候选人将标记为未录用' },
];

/**
 * /hrm/employee/approval 入职审批: candidates whose training is over. 审核 通过 creates the craftsman in the
 * register (手艺人列表) with the chosen store, level, price grade and entry date; 驳回 ends the application.
 */
export default function OnboardingApprovalPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    rowActions: (row, page) => (
      <Space size={0}>
        <DetailLink id={row.id} />
        {page.can(RecruitOps.onBoardingReview) ? (
          <StepAction label="审核" onDone={() => void page.reload()}>
            {(m) => (
              <StepModal
                title={`入职审核 · ${row.realName}（${row.ledgerNo ?? ''}）`}
                intro={`培训${row.trainingSkipped ? '：免培训' : `结束：${row.trainingEnd ?? '--'}`}；考核分数：${row.assessmentScore ?? '--'}。通过后在手艺人列表建档，工号自动生成。`}
                endpoint={submitOnBoardingReview}
                id={row.id}
                fields={REVIEW_FIELDS}
                initial={{ result: 1, storeId: row.intendedStoreId ?? undefined, entryDate: businessToday() }}
                body={(v) =>
                  v.result === 1
                    ? { approve: true, storeId: v.storeId, level: v.level, priceGrade: v.priceGrade, entryDate: v.entryDate }
                    : { approve: false, reason: v.reason }
                }
                okText="提交审核"
                doneText="已提交入职审核"
                onClose={m.close}
                onDone={m.done}
              />
            )}
          </StepAction>
        ) : null}
      </Space>
    ),
  });
  return <ResourceList list={list} />;
}
