import { ThMemberOps, thConsumptionResource as def } from '@salon/contract';
import { Button } from 'antd';
import { ModalAction } from '../../../engine/ModalAction';
import { ResourceList } from '../../../engine/ResourceList';
import { useResourceList } from '../../../engine/useResourceList';
import { ThMoveModal } from './thMemberParts';

/** /operate/THMember/consumption: the partner members' 会员消费 records with the balance after each, from the declaration; 会员消费 in the toolbar. */
export default function ThLedgerPage() {
  const list = useResourceList(def, {
    columns: (c) => c.declared.map((column) => (['amount', 'balanceAfter'].includes(String(column.key)) ? { ...column, align: 'right' } : column)),
  });
  return (
    <ResourceList
      list={list}
      toolbar={
        list.can(ThMemberOps.consume) ? (
          <ModalAction trigger={<Button type="primary">会员消费</Button>} onDone={() => list.table.refresh()}>
            {(m) => <ThMoveModal kind="consume" stores={list.reference.stores} onClose={m.close} onDone={m.done} />}
          </ModalAction>
        ) : null
      }
    />
  );
}
