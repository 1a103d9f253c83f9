import { paymentRecordResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';

/**
 * /join/settle/receipt 收款记录: franchise stores' payments against their contracts, audited 通过 / 驳回
 * (reason) by holders of the audit code; an approved one is locked (no 编辑/删除). An audit reloads the
 * list, which announces the change: the menu badge (waiting for audit) counts again without a reload.
 */
export default resourcePage(paymentRecordResource);
