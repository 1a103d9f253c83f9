import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/** One tab of a page: its label, what it shows, and buttons beside the tabs while it is open. */
export interface CouponTab {
  key: string;
  label: string;
  children: ReactNode;
  extra?: ReactNode;
}

/**
 * The tabs of the coupon pages (优惠券列表 with its packages, 兑换码配置, 平台优惠券), the open one kept
 * in the URL (`tab`): a link, a reload and back/forward open the same tab; the open tab's own
 * buttons (通用编辑, 新增礼品券, 代客兑换…) stand beside the tabs.
 */
export function CouponTabs({ items }: { items: readonly CouponTab[] }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = items.find((t) => t.key === asked) ?? items[0];
  return (
    <Tabs
      className="page-tabs"
      activeKey={active?.key}
      destroyOnHidden
      tabBarExtraContent={active?.extra}
      onChange={(key) =>
        setParams((before) => {
          const next = new URLSearchParams(before);
          next.set('tab', key);
          return next;
        })
      }
      items={items.map((t) => ({ key: t.key, label: t.label, children: t.children }))}
    />
  );
}
