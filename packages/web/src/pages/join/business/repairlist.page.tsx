import { REPAIR_STATUS, repairDispatch, repairDispatchFields, repairFix, repairFixFields, RepairOps, repairResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { StepAction, StepModal } from '../../../engine/StepModal';

/**
 * /join/business/repairlist 报修管理: franchise stores' repair orders; 新增 / 编辑 (while 已报修), 导入, 导出,
 * 派单 (已报修: worker, expected date) and 维修完成 (已派单: result, cost) as step dialogs, 验收 / 验收不通过
 * from the declaration.
 */
export default resourcePage(repairResource, {
  rowActions: (row, page) => {
    const who = `报修单 ${row.repairNo ?? ''}`;
    return (
      <>
        {row.status === REPAIR_STATUS.reported && page.can(RepairOps.dispatch) ? (
          <StepAction label="派单" onDone={page.reload}>
            {(m) => (
              <StepModal
                title={`派单 ${who}`}
                intro={`${row.item ?? ''}（${row.storeName ?? ''}）`}
                endpoint={repairDispatch}
                id={row.id}
                fields={repairDispatchFields}
                okText="派单"
                doneText="已派单"
                onClose={m.close}
                onDone={m.done}
              />
            )}
          </StepAction>
        ) : null}
        {row.status === REPAIR_STATUS.dispatched && page.can(RepairOps.fix) ? (
          <StepAction label="维修完成" onDone={page.reload}>
            {(m) => (
              <StepModal
                title={`维修完成 ${who}`}
                intro={row.rejectReason ? `上次验收不通过：${row.rejectReason}` : undefined}
                endpoint={repairFix}
                id={row.id}
                fields={repairFixFields}
                initial={{ cost: '0.00' }}
                okText="登记维修完成"
                doneText="已登记维修完成，待验收"
                onClose={m.close}
                onDone={m.done}
              />
            )}
          </StepAction>
        ) : null}
      </>
    );
  },
});
