import type { StoreOption } from '@salon/contract';
import { Alert, Card, Space, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { post, RequestError } from '../../api/request';
import { session } from '../../app/storage';

/** One live example: title, the rules it shows, the part, and what it gives back. */
export function DemoCard({
  title,
  rules,
  children,
  value,
  testId,
  wide,
}: {
  title: string;
  rules?: ReactNode;
  children: ReactNode;
  value?: unknown;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <Card size="small" title={title} className={`demo-card${wide ? ' demo-card--wide' : ''}`} data-testid={testId}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {rules ? <Typography.Text type="secondary">{rules}</Typography.Text> : null}
        <div>{children}</div>
        {value !== undefined ? <ValueView value={value} /> : null}
      </Space>
    </Card>
  );
}

export function ValueView({ value }: { value: unknown }) {
  return (
    <pre className="demo-value" data-testid="demo-value">
      {JSON.stringify(value, (_k, v: unknown) => (v === undefined ? null : v), 2)}
    </pre>
  );
}

export const isSignedIn = () => session.isLoggedIn();

/** The parts that call the server need a session; the demo itself is public. */
export function SignInNotice() {
  const location = useLocation();
  if (isSignedIn()) return null;
  const target = `#/login?redirect=${encodeURIComponent(location.pathname)}`;
  return (
    <Alert
      type="info"
      showIcon
      className="demo-signin"
      title="本页部分示例调用真实接口，需要先登录"
      description={
        <span>
          演示页本身无需登录；门店、区域、用户等数据来自服务器。<a href={target}>登录后回到本页</a>（示例账号 admin / Salon@2026）。
        </span>
      }
    />
  );
}

/** Parts that load server data on mount: shown only when signed in (a call without a session opens the login-expired dialog). */
export function NeedsSignIn({ children }: { children: ReactNode }) {
  return isSignedIn() ? <>{children}</> : <Typography.Text type="secondary">登录后可用。</Typography.Text>;
}

/** Signed in: the stores of the user's scope (all open statuses), for the linked examples. */
export function useStores(openStatus = '0,1,2,3,4'): StoreOption[] {
  const [stores, setStores] = useState<StoreOption[]>([]);
  useEffect(() => {
    if (!isSignedIn()) return;
    let live = true;
    post<StoreOption[]>('/basics/store/mgr/getStores', { openStatus }).then(
      (list) => live && setStores(list ?? []),
      (err: unknown) => {
        if (!(err instanceof RequestError)) throw err;
      },
    );
    return () => {
      live = false;
    };
  }, [openStatus]);
  return stores;
}

export function Grid({ children }: { children: ReactNode }) {
  return <div className="demo-grid">{children}</div>;
}
