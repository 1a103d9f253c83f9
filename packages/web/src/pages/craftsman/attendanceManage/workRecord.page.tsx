import { WORK_RECORD_ORDERS_PAGE, workRecordResource } from '@salon/contract';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useMenu } from '../../../app/MenuContext';
import { ResourceList } from '../../../engine/ResourceList';
import { menuHasPage, useResourceList } from '../../../engine/useResourceList';

/**
 * /craftsman/attendanceManage/workRecord 工作记录: each craftsman's served orders of a day (orders,
 * customers, items, 指定, amount); 查看订单 opens 订单列表 on that craftsman and day.
 */
export default function WorkRecordPage() {
  const { menu } = useMenu();
  const holdsOrders = menuHasPage(menu, WORK_RECORD_ORDERS_PAGE);
  const list = useResourceList(workRecordResource, {
    hide: ['detail'],
    columns: (c) =>
      c.declared.map((column) =>
        ['int', 'money'].includes(workRecordResource.fields.find((f) => f.key === column.key)?.type ?? '') ? { ...column, align: 'right' } : column,
      ),
    rowActions: (row) =>
      holdsOrders ? (
        <Link
          to={`${WORK_RECORD_ORDERS_PAGE}?craftsmanId=${row.craftsmanId}&storeId=${row.storeId}&createdAtStart=${row.workDate}&createdAtEnd=${row.workDate}`}
        >
          <Button type="link" size="small">
            查看订单
          </Button>
        </Link>
      ) : null,
  });
  return <ResourceList list={list} />;
}
