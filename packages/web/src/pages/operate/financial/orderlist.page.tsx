import { orderResource } from '@salon/contract';
import { usePageAccess } from '../../../app/access';
import { ResourcePage } from '../../../engine/ResourcePage';
import { orderPageOptions } from './orderParts';
import { RefundCheckerBar } from './refundChecker';

/**
 * /operate/financial/orderlist: 订单列表, from its declaration; the detail adds the lines and the
 * refund steps. Above the list, the refund checker's rule, and for holders of 退款复核设置 its amount to change.
 */
export default function OrderListPage() {
  const access = usePageAccess();
  return (
    <>
      <RefundCheckerBar can={access.can} />
      <ResourcePage def={orderResource} options={orderPageOptions} />
    </>
  );
}
