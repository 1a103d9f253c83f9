import { ThMemberOps, thRechargeResource as def } from '@salon/contract';
import { Button } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { ThMoveModal } from './thMemberParts';

/** /operate/THMember/recharge: the partner members' 会员充值 records with the balance after each, from the declaration; 会员充值 in the toolbar. */
export default function ThLedgerPage() {
  const list = useResourceList(def, {
    columns: (c) => c.declared.map((column) => (['amount', 'balanceAfter'].includes(String(column.key)) ? { ...column, align: 'right' } : column)),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(ThMemberOps.recharge) ? (
          <ModalAction trigger={<Button type="primary">会员充值</Button>} onDone={() => list.table.refresh()}>
            {(m) => <ThMoveModal kind="recharge" stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
