import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { resourceEndpoints, type FieldDef, type ResourceDef, type RevealResult } from '@salon/contract';
import { Button } from 'antd';
import { useState, type MouseEvent } from 'react';
import { ignoreRequestError, post } from '../api/request';

/**
 * A masked field's cell (lists and details answer masked values to everyone): for holders of the
 * resource's 查看完整号码, an eye button asks the reveal endpoint for this record's whole value
 * (the server audits each reveal) and shows it until pressed again. Pages drawing their own cells
 * use it too.
 */
export function MaskedValue({
  def,
  field,
  row,
  empty = '--',
}: {
  def: ResourceDef;
  field: FieldDef;
  row: Record<string, unknown> & { id: number };
  empty?: string;
}) {
  // The whole value belongs to the row object it was asked for: a reloaded list (new rows) shows
  // masked values again.
  const [whole, setWhole] = useState<{ of: object; value: string } | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const masked = row[field.key];
  if (masked === null || masked === undefined || masked === '') return <span className="masked-number">{empty}</span>;
  const known = whole?.of === row ? whole.value : null;
  const visible = shown && known !== null;

  async function toggle(event: MouseEvent) {
    event.stopPropagation();
    if (visible) {
      setShown(false);
      return;
    }
    if (known === null) {
      setBusy(true);
      try {
        const answer = await post<RevealResult>(resourceEndpoints(def).reveal.path, { id: row.id, field: field.key });
        setWhole({ of: row, value: answer.value ?? '' });
      } catch (err) {
        ignoreRequestError(err);
        return;
      } finally {
        setBusy(false);
      }
    }
    setShown(true);
  }

  return (
    <span className="masked-number">
      <span className="masked-number__text">{visible && known ? known : String(masked)}</span>
      <Button
        type="link"
        size="small"
        disabled={busy}
        icon={busy ? <LoadingOutlined /> : visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        aria-label={visible ? '隐藏完整号码' : '显示完整号码'}
        aria-pressed={visible}
        onClick={(e) => void toggle(e)}
      />
    </span>
  );
}
