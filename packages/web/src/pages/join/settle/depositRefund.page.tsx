import { DEPOSIT_REFUND_STATUS, DepositRefundOps, depositRefundPay, depositRefundPayFields, depositRefundResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { StepAction, StepModal } from '../../../engine/StepModal';

/**
 * /join/settle/depositRefund 保证金退款 (spec depositReturn: query, export, import): refunds of ended or
 * terminated contracts' deposits (amount + deductions within the deposit), audited 通过 / 驳回 (reason);
 * an approved one is locked and 退款 (date and voucher) makes it 已退款.
 */
export default resourcePage(depositRefundResource, {
  formDialog: {
    title: (record) => (record ? `修改退款申请 ${String(record.refundNo)}` : '申请退还保证金'),
    intro: (record) => (record ? undefined : '只能选择已到期或已终止、保证金大于0且没有进行中退款的协议；退款金额 + 扣款金额不超过协议保证金。'),
  },
  rowActions: (row, page) =>
    row.status === DEPOSIT_REFUND_STATUS.approved && page.can(DepositRefundOps.refund) ? (
      <StepAction label="退款" onDone={() => void page.reload()}>
        {(m) => (
          <StepModal
            title={`确认退款 ${row.refundNo ?? ''}`}
            intro={`退还 ${row.storeName ?? ''} 协议 ${row.contractNo ?? ''} 的保证金 ${row.amount ?? ''} 元。`}
            endpoint={depositRefundPay}
            id={row.id}
            fields={depositRefundPayFields}
            okText="确认退款"
            doneText="已退款"
            onClose={m.close}
            onDone={m.done}
          />
        )}
      </StepAction>
    ) : null,
});
