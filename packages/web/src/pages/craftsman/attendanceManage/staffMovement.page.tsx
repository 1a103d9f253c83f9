import { staffMovementResource, transitionDoneText, TransferType } from '@salon/contract';
import { Descriptions, Typography } from 'antd';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';

/**
 * /craftsman/attendanceManage/staffMovement 人员调动审批: the loans and transfers waiting for head office
 * on top (what the menu badge counts), 通过 / 驳回 with the reason; an approved one takes effect on its date.
 */
export default function StaffMovementPage() {
  const list = useResourceList(staffMovementResource, {
    transitionDialog: (row, t) => ({
      title: `${t.label}${TransferType.labelOf(row.transferType)}申请`,
      okText: `确定${t.label}`,
      doneText: `${transitionDoneText(t)} ${row.craftsmanName ?? ''}`,
      intro: (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'who', label: '手艺人', children: `${row.craftsmanName ?? ''}（${row.employeeNo ?? ''}）` },
              { key: 'move', label: '调动', children: `${row.fromStoreName ?? ''} → ${row.toStoreName ?? ''}（${TransferType.labelOf(row.transferType)}）` },
              { key: 'when', label: '生效日期', children: row.endDate ? `${row.startDate} 至 ${row.endDate}` : row.startDate },
              { key: 'why', label: '调动原因', children: row.reason },
            ]}
          />
          {t.confirm ? <Typography.Paragraph type="secondary">{t.confirm}</Typography.Paragraph> : null}
        </>
      ),
    }),
  });
  return <ResourceList list={list} />;
}
