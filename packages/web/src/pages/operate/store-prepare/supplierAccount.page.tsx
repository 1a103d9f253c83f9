import { resetSupplierAccountPassword, SupplierOps, supplierAccountResource } from '@salon/contract';
import { App, Button, Popconfirm, Typography } from 'antd';
import { call } from '../../../api/call';
import { ignoreRequestError } from '../../../api/request';
import { resourcePage, type PageActions, type ResourceRow } from '../../../engine/ResourcePage';

/** 重置密码: asks first, then shows the new password once (only its hash is kept). */
function ResetPassword({ row, page }: { row: ResourceRow; page: PageActions }) {
  const { modal } = App.useApp();
  if (row.enabled !== 1 || !page.can(SupplierOps.accountResetPwd)) return null;
  return (
    <Popconfirm
      title={`重置账号 ${String(row.account)} 的密码？`}
      description="新密码只显示这一次，持有人首次登录须修改。"
      okText="重置"
      cancelText="取消"
      onConfirm={() =>
        call(resetSupplierAccountPassword, { id: row.id })
          .then((answer) => {
            modal.success({
              title: '密码已重置',
              content: (
                <>
                  <p>账号 {answer.account} 的新密码（只显示这一次）：</p>
                  <Typography.Text code copyable>
                    {answer.password}
                  </Typography.Text>
                </>
              ),
              okText: '我已记下',
            });
          })
          .then(page.reload)
          .catch(ignoreRequestError)
      }
    >
      <Button type="link" size="small">
        重置密码
      </Button>
    </Popconfirm>
  );
}

/**
 * /operate/store-prepare/supplierAccount 供应商账号: suppliers' logins to the quotation portal; 新增 (no
 * password until 重置密码), 启用/禁用, 重置密码 (shown once).
 */
export default resourcePage(supplierAccountResource, {
  formDialog: {
    title: (record) => (record ? `修改账号 ${String(record.account)}` : '新增供应商账号'),
    intro: (record) => (record ? undefined : '新账号没有密码，保存后用「重置密码」生成。'),
  },
  rowActions: (row, page) => <ResetPassword row={row} page={page} />,
});
