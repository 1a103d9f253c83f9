import { RECRUIT_OPEN_STAGES, recruitLedgerResource as def, RecruitOps } from '@salon/contract';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { DetailLink, RegisterModal, StageCounts, StepAction } from './recruitDialogs';
import './recruit.css';

/**
 * /hrm/employee/manage 员工列表: the recruitment ledger. Counts by stage above the table (a count filters
 * the list to its stage), 登记候选人, 修改 while the application is open, 详情 opens 面试详情.
 */
export default function RecruitLedgerPage() {
  const [version, setVersion] = useState(0);
  const list = useResourceList(def, {
    hide: ['detail'],
    filterGroups: def.page,
    rowActions: (row, page) => (
      <Space size={0}>
        <DetailLink id={row.id} />
        {page.can(RecruitOps.edit) && RECRUIT_OPEN_STAGES.includes(row.stage ?? -1) ? (
          <StepAction
            label="修改"
            onDone={() => {
              setVersion((v) => v + 1);
              void page.reload();
            }}
          >
            {(m) => <RegisterModal record={row} onClose={m.close} onDone={m.done} />}
          </StepAction>
        ) : null}
      </Space>
    ),
  });
  const filters = (list.table.state?.filters ?? {}) as Record<string, unknown>;
  const pick = (stage: number | null) => {
    const values = { ...list.filters.form.getFieldsValue(), stage: stage ?? undefined };
    list.filters.form.setFieldsValue({ stage: stage ?? undefined });
    void list.filters.search(values);
  };
  return (
    <ResourceList
      list={list}
      above={<StageCounts filters={filters} version={version} onPick={pick} />}
      toolbar={
        list.can(RecruitOps.register) ? (
          <ModalAction
            trigger={<Button type="primary">登记候选人</Button>}
            onDone={() => {
              setVersion((v) => v + 1);
              void list.table.refresh();
            }}
          >
            {(m) => <RegisterModal record={null} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
