import { RefundCheckerOps, RefundCheckerPath, refundCheckerRule, selfCheckRefusal, type RefundCheckerSetting, type RefundRequester } from '@salon/contract';
import { App, Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { get, ignoreRequestError, post } from '../../../api/request';
import { session } from '../../../app/storage';
import { PriceInput } from '../../../components/PriceInput';

/** One read of the setting serves every row of a page for a while (each row's steps ask for it). */
const FRESH_MS = 30_000;
let cached: { at: number; setting: Promise<RefundCheckerSetting> } | null = null;
function readSetting(fresh: boolean): Promise<RefundCheckerSetting> {
  if (fresh || !cached || Date.now() - cached.at > FRESH_MS) {
    const setting = get<RefundCheckerSetting>(RefundCheckerPath.setting);
    cached = { at: Date.now(), setting };
    setting.catch(() => (cached = null));
  }
  return cached.setting;
}

/**
 * Maker-checker on the refund pages (issue 12.17): head office's threshold, read once a page, and
 * why the signed-in user may not take a step of a refund they asked for themselves (the server's
 * own words, contract selfCheckRefusal), so the step is disabled with its reason instead of refused after a click.
 */
export function useRefundChecker() {
  const [setting, setSetting] = useState<RefundCheckerSetting | null>(null);
  const load = useCallback((fresh = false) => readSetting(fresh).then(setSetting).catch(ignoreRequestError), []);
  useEffect(() => void load(), [load]);
  const refusal = useCallback(
    (step: 'approve' | 'complete', amount: string, requester: RefundRequester): string | null => {
      const user = session.user();
      if (!setting || !user) return null;
      return selfCheckRefusal(step, amount, setting.threshold, requester, { id: user.id, name: user.name });
    },
    [setting],
  );
  return { setting, refusal, reload: load };
}

/** A step's link button: disabled with the reason shown on hover when the user may not take it. */
export function StepButton({ refusal, danger, onClick, children }: { refusal: string | null; danger?: boolean; onClick?: () => void; children: ReactNode }) {
  const button = (
    <Button type="link" size="small" danger={danger} disabled={!!refusal} onClick={onClick}>
      {children}
    </Button>
  );
  // A disabled button gets no mouse events: the tooltip sits on a wrapper.
  return refusal ? (
    <Tooltip title={refusal}>
      <span className="refund-step-refused" aria-label={refusal}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}

/** A step asked for with a yes/no question, or disabled with its reason. */
export function ConfirmStep({
  refusal,
  title,
  okText,
  onConfirm,
  children,
}: {
  refusal: string | null;
  title: ReactNode;
  okText: string;
  onConfirm(): Promise<void>;
  children: ReactNode;
}) {
  if (refusal) return <StepButton refusal={refusal}>{children}</StepButton>;
  return (
    <Popconfirm title={title} okText={okText} cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" size="small">
        {children}
      </Button>
    </Popconfirm>
  );
}

/** 退款复核: the threshold in words above the order list, and for holders of 退款复核设置 a field to change it. */
export function RefundCheckerBar({ can }: { can: (code: string) => boolean }) {
  const { message } = App.useApp();
  const { setting, reload } = useRefundChecker();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!setting) return null;
  async function save() {
    setSaving(true);
    try {
      const saved = await post<RefundCheckerSetting>(RefundCheckerPath.update, { threshold: editing });
      message.success(`退款复核已设为：${refundCheckerRule(saved.threshold)}`);
      setEditing(null);
      await reload(true);
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setSaving(false);
    }
  }
  return (
    <div className="refund-checker-bar" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Typography.Text type="secondary">退款复核：{refundCheckerRule(setting.threshold)}</Typography.Text>
        {can(RefundCheckerOps.edit) && editing === null ? (
          <Button type="link" size="small" onClick={() => setEditing(setting.threshold)}>
            修改复核金额
          </Button>
        ) : null}
        {editing !== null ? (
          <>
            <PriceInput aria-label="复核金额" value={editing} onChange={(v) => setEditing(v ?? '')} width={160} />
            <Typography.Text type="secondary">元及以上须由他人审核（0 表示全部）</Typography.Text>
            <Button type="primary" size="small" loading={saving} onClick={save}>
              保存
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              取消
            </Button>
          </>
        ) : null}
        {setting.updatedBy ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            （{setting.updatedBy} 设置）
          </Typography.Text>
        ) : null}
      </Space>
    </div>
  );
}
