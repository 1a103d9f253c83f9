import { EyeOutlined } from '@ant-design/icons';
import { SENSITIVE_KEY, type AuditChange } from '@salon/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { ignoreRequestError, post } from '../../../api/request';

/**
 * 显示完整号码 in the detail of an audit row (操作记录, 数据变更日志): the pages answer numbers of
 * people masked to everyone; a holder of the page's 查看完整号码 asks the reveal endpoint for this
 * row's whole values (the server audits each reveal) and `onRevealed` shows them. Offered only when a
 * change holds such a number.
 */
export function RevealChangesButton<T extends { changes: AuditChange[] }>({
  path,
  id,
  changes,
  allowed,
  onRevealed,
}: {
  path: string;
  id: number;
  changes: readonly AuditChange[];
  allowed: boolean;
  onRevealed(answer: T): void;
}) {
  const [busy, setBusy] = useState(false);
  if (!allowed || !changes.some((c) => SENSITIVE_KEY.test(c.field))) return null;
  async function reveal() {
    setBusy(true);
    try {
      onRevealed(await post<T>(path, { id }));
    } catch (err) {
      ignoreRequestError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="small" icon={<EyeOutlined />} loading={busy} onClick={() => void reveal()}>
      显示完整号码
    </Button>
  );
}
