import { paymentRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { ApprovalLog } from '../business/approvalLog';

/**
 * /join/settle/receipt 收款记录: franchise stores' payments against their contracts, audited 通过 / 驳回
 * (reason) by holders of the audit code; an approved one is locked (no 编辑/删除). An audit reloads the
 * list, which announces the change: the menu badge (waiting for audit) counts again without a reload.
 * The audit follows the 收款审核 flow of 流程设置; the detail shows its decisions.
 */
export default resourcePage(paymentRecordResource, { detailExtra: (row) => <ApprovalLog rows={row.approvals} /> });
