import { COUPON_ADD_PAGE, CouponOps, couponTemplateResource, GENERAL_UPDATE_PAGE, type CouponTemplateDetailLines } from '@salon/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageAccess } from '../../../app/access';
import { useMenu } from '../../../app/MenuContext';
import { menuHasPage, ResourcePage, type PageActions, type ResourcePageOptions, type ResourceRow } from '../../../engine/ResourcePage';
import { AddPackageButton, CouponPackageTab, COUPON_PACKAGE_TABS } from './couponPackageParts';
import { CouponScope, couponInputs, GrantModal, validityCell, valueCell } from './couponParts';
import { CouponTabs } from './couponTabs';

/** 发放 on an online template's row (head office's operation). */
function GrantAction({ row, page }: { row: ResourceRow; page: PageActions }) {
  const [open, setOpen] = useState(false);
  if (row.status !== 1 || !page.can(CouponOps.grant)) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        发放
      </Button>
      {open ? (
        <GrantModal
          row={row}
          onClose={() => setOpen(false)}
          onDone={async () => {
            setOpen(false);
            await page.reload();
          }}
        />
      ) : null}
    </>
  );
}

const templateOptions: ResourcePageOptions = {
  createPage: COUPON_ADD_PAGE,
  inputs: couponInputs,
  render: {
    valueKind: (_value, row) => valueCell(row),
    validType: (_value, row) => validityCell(row),
    stock: (value) => (value === null || value === undefined ? '不限' : String(value)),
  },
  rowActions: (row, page) => <GrantAction row={row} page={page} />,
  detailExtra: (row) => <CouponScope row={row as ResourceRow & Partial<CouponTemplateDetailLines>} />,
};

/** 通用编辑 over many templates at once (its own page). */
function BatchEditButton() {
  const navigate = useNavigate();
  const { menu } = useMenu();
  const access = usePageAccess();
  if (!access.can(CouponOps.batchEdit) || !menuHasPage(menu, GENERAL_UPDATE_PAGE)) return null;
  return <Button onClick={() => navigate(GENERAL_UPDATE_PAGE)}>通用编辑</Button>;
}

/**
 * /operate/marketing/coupon 优惠券列表: the coupon templates (新增 on its own page, 发放 by mobile,
 * 上线/下线, counts of issued, used and expired coupons, 通用编辑), and the coupon packages of the
 * four families, one tab each (新增 and 详情 on their own pages).
 */
export default function CouponPage() {
  return (
    <CouponTabs
      items={[
        { key: 'template', label: '优惠券', children: <ResourcePage def={couponTemplateResource} options={templateOptions} />, extra: <BatchEditButton /> },
        ...COUPON_PACKAGE_TABS.map((t) => ({
          key: t.key,
          label: t.label,
          children: <CouponPackageTab family={t.family} />,
          extra: <AddPackageButton family={t.family} />,
        })),
      ]}
    />
  );
}
