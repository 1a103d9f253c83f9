import { thMemberResource } from '@salon/contract';
import { resourcePage } from '../../../engine/ResourcePage';
import { ThLedger } from './thMemberParts';

/** /operate/THMember/memberInfo: 会员信息 — partner members, balances and totals; the detail shows the ledger; 冻结/解冻 (head office). */
export default resourcePage(thMemberResource, { detailExtra: (row) => <ThLedger row={row} /> });
