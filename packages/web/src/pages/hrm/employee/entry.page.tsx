import {
  businessToday,
  daysInService,
  EducationDegree,
  probationEnd,
  recruitEntryResource as def,
  RecruitOps,
  updateRecruitUserDetail,
  type FieldDef,
} from '@salon/contract';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { DetailLink, StepAction, StepModal } from './recruitDialogs';
import './recruit.css';

const EDIT_FIELDS: FieldDef[] = [
  { key: 'education', label: '学历', type: 'enum', enum: EducationDegree, required: true },
  { key: 'workYears', label: '从业年限', type: 'decimal', scale: 1, min: 0, max: 60, required: true },
  { key: 'specialRemark', label: '特殊备注', type: 'textarea', max: 500 },
];
const CRAFTSMAN_PAGE = '/craftsman/craftsman/manage';

/**
 * /hrm/employee/entry 入职管理: who joined through the ledger, when and where, days in service and the end
 * of probation (90 days; 试用期 while it runs), a link to their record in 手艺人列表, and corrections.
 */
export default function EntryPage() {
  const today = businessToday();
  const list = useResourceList(def, {
    hide: ['detail'],
    render: {
      employeeNo: (value) => (value ? <Link to={`${CRAFTSMAN_PAGE}?keyword=${encodeURIComponent(value)}`}>{value}</Link> : '--'),
    },
    columns: (c) => [
      ...c.declared.slice(0, 7),
      {
        key: 'daysInService',
        title: '在职天数',
        width: 90,
        render: (_: unknown, row) => (row.employedOn ? daysInService(row.employedOn, today) : '--'),
      },
      {
        key: 'probationEnd',
        title: '试用期至',
        width: 150,
        render: (_: unknown, row) => {
          if (!row.employedOn) return '--';
          const end = probationEnd(row.employedOn);
          return (
            <Space size={4}>
              {end}
              {end >= today && row.craftsmanStatus !== 4 ? <Tag color="orange">试用期</Tag> : null}
            </Space>
          );
        },
      },
      ...c.declared.slice(7),
    ],
    rowActions: (row, page) => (
      <Space size={0}>
        <DetailLink id={row.id} />
        {page.can(RecruitOps.editEntry) ? (
          <StepAction label="修改" onDone={() => void page.reload()}>
            {(m) => (
              <StepModal
                title={`修改入职信息 · ${row.realName}`}
                endpoint={updateRecruitUserDetail}
                id={row.id}
                fields={EDIT_FIELDS}
                initial={{ education: row.education, workYears: row.workYears ?? 0, specialRemark: row.specialRemark ?? undefined }}
                doneText="已保存"
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
