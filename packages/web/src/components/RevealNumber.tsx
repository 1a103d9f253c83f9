import { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type MouseEvent } from 'react';
import { ignoreRequestError } from '../api/request';

/**
 * A number the server answered masked (lists and details mask mobiles and ID numbers for everyone),
 * with an eye button that asks `reveal` for the whole one — an audited call of the page's reveal
 * endpoint — and shows it until pressed again. `of` is what the whole value belongs to (the row
 * object): a reloaded list (new rows) shows masked values again. Without `reveal` (the user lacks
 * 查看完整号码) only the masked value shows.
 */
export function RevealNumber({
  masked,
  of,
  reveal,
  empty = '--',
}: {
  masked: string | null | undefined;
  of: object;
  reveal?: () => Promise<string | null>;
  empty?: string;
}) {
  const [whole, setWhole] = useState<{ of: object; value: string } | null>(null);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  if (masked === null || masked === undefined || masked === '') return <span className="masked-number">{empty}</span>;
  const known = whole?.of === of ? whole.value : null;
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
        setWhole({ of, value: (await reveal!()) ?? '' });
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
      <span className="masked-number__text">{visible && known ? known : masked}</span>
      {reveal ? (
        <Button
          type="link"
          size="small"
          disabled={busy}
          icon={busy ? <LoadingOutlined /> : visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={visible ? '隐藏完整号码' : '显示完整号码'}
          aria-pressed={visible}
          onClick={(e) => void toggle(e)}
        />
      ) : null}
    </span>
  );
}
