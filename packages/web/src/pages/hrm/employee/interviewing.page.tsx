import {
  CandidateField,
  InterviewResult,
  RECRUIT_OPEN_STAGES,
  RECRUIT_STAGE,
  RecruitCloseStatus,
  recruitInterviewResource as def,
  RecruitOps,
  submitExchangeArea,
  submitExchangeStatus,
  submitHrInterview,
  submitModifyInterviewer,
  submitShiftAdjustment,
  submitSurveyRegister,
  updateSpecialRemark,
  type FieldDef,
} from '@salon/contract';
import { Space } from 'antd';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { DetailLink, StepAction, StepModal } from './recruitDialogs';
import './recruit.css';

const HR_FIELDS: FieldDef[] = [
  { key: 'result', label: '面试结果', type: 'enum', enum: InterviewResult, required: true },
  {
    key: 'remark',
    label: '面试评语',
    type: 'textarea',
    max: 500,
    requiredWhen: (v) => v.result === 0,
    help: '不通过时必填，写明原因（候选人将标记为未录用）',
  },
];
const INTERVIEWER_FIELDS: FieldDef[] = [{ ...CandidateField.interviewerId, required: true, label: '新的面试官' }];
const SHIFT_FIELDS: FieldDef[] = [
  { ...CandidateField.interviewAt, required: true, label: '新的面试时间' },
  { key: 'remark', label: '调整原因', type: 'text', max: 200 },
];
const AREA_FIELDS: FieldDef[] = [
  { ...CandidateField.regionId, label: '新的招聘区域' },
  { key: 'remark', label: '备注', type: 'text', max: 200 },
];
const CLOSE_FIELDS: FieldDef[] = [
  { key: 'status', label: '结束为', type: 'enum', enum: RecruitCloseStatus, required: true },
  { key: 'reason', label: '原因', type: 'textarea', max: 200, required: true },
];
const REMARK_FIELDS: FieldDef[] = [{ ...CandidateField.specialRemark }];

/**
 * /hrm/employee/interviewing 面试管理: candidates waiting for their HR interview (待面试) or their trade test
 * (待考核), soonest interview first, with the interview steps on each row.
 */
export default function InterviewingPage() {
  const list = useResourceList(def, {
    hide: ['detail'],
    rowActions: (row, page) => {
      const reload = () => void page.reload();
      const waiting = row.stage === RECRUIT_STAGE.registered;
      const open = RECRUIT_OPEN_STAGES.includes(row.stage ?? -1);
      const who = `${row.realName}（${row.ledgerNo ?? ''}）`;
      return (
        <Space size={0} wrap>
          <DetailLink id={row.id} />
          {waiting && page.can(RecruitOps.hrInterview) ? (
            <StepAction label="HR面试" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`HR面试 · ${who}`}
                  intro="通过：进入待考核，等技能考核；不通过：标记为未录用。"
                  endpoint={submitHrInterview}
                  id={row.id}
                  fields={HR_FIELDS}
                  initial={{ result: 1 }}
                  body={(v) => ({ pass: v.result === 1, remark: v.remark ?? undefined })}
                  okText="提交结果"
                  doneText="已提交面试结果"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {waiting && page.can(RecruitOps.modifyInterviewer) ? (
            <StepAction label="换面试官" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`更换面试官 · ${who}`}
                  intro={`当前面试官：${row.interviewerName ?? '未指定'}`}
                  endpoint={submitModifyInterviewer}
                  id={row.id}
                  fields={INTERVIEWER_FIELDS}
                  doneText="已更换面试官"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {waiting && page.can(RecruitOps.shiftAdjustment) ? (
            <StepAction label="调整时间" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`调整面试时间 · ${who}`}
                  endpoint={submitShiftAdjustment}
                  id={row.id}
                  fields={SHIFT_FIELDS}
                  initial={{ interviewAt: row.interviewAt ?? undefined }}
                  body={(v) => ({ interviewAt: v.interviewAt, remark: v.remark ?? undefined })}
                  doneText="已调整面试时间"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {open && !row.surveyAt && page.can(RecruitOps.surveyRegister) ? (
            <StepAction label="问卷登记" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`问卷登记 · ${who}`}
                  intro="确认候选人已填写招聘问卷？登记后记入候选人的面试详情。"
                  endpoint={submitSurveyRegister}
                  id={row.id}
                  fields={[]}
                  okText="确认登记"
                  doneText="已登记问卷"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {open && page.can(RecruitOps.exchangeArea) ? (
            <StepAction label="换区域" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`更换招聘区域 · ${who}`}
                  intro={`当前区域：${row.regionName ?? '--'}；城市随新区域变化。`}
                  endpoint={submitExchangeArea}
                  id={row.id}
                  fields={AREA_FIELDS}
                  body={(v) => ({ regionId: v.regionId, remark: v.remark ?? undefined })}
                  doneText="已更换招聘区域"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {page.can(RecruitOps.specialRemark) ? (
            <StepAction label="备注" onDone={reload}>
              {(m) => (
                <StepModal
                  title={`特殊备注 · ${who}`}
                  endpoint={updateSpecialRemark}
                  id={row.id}
                  fields={REMARK_FIELDS}
                  initial={{ specialRemark: row.specialRemark ?? '' }}
                  body={(v) => ({ specialRemark: (v.specialRemark as string | null) ?? '' })}
                  doneText="已保存备注"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
          {open && page.can(RecruitOps.exchangeStatus) ? (
            <StepAction label="结束应聘" danger onDone={reload}>
              {(m) => (
                <StepModal
                  title={`结束应聘 · ${who}`}
                  intro="候选人放弃或不予录用：应聘结束，之后不能再修改。"
                  endpoint={submitExchangeStatus}
                  id={row.id}
                  fields={CLOSE_FIELDS}
                  danger
                  okText="结束应聘"
                  doneText="应聘已结束"
                  onClose={m.close}
                  onDone={m.done}
                />
              )}
            </StepAction>
          ) : null}
        </Space>
      );
    },
  });
  return <ResourceList list={list} />;
}
