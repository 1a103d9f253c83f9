import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { maskNumber } from '@salon/contract';
import { Button } from 'antd';
import { useState } from 'react';

export interface MaskedNumberProps {
  value: string | number | null | undefined;
  /** Offer an eye button that shows the whole number. */
  reveal?: boolean;
  /** Text for missing values (default '--'). */
  empty?: string;
}

/**
 * A masked number (spec §5): under 8 characters keeps the first and last 3 around four stars,
 * otherwise the first and last 4 ('6222021234567890' -> '6222****7890'). With `reveal`, an eye
 * button shows the whole number until pressed again.
 */
export function MaskedNumber({ value, reveal, empty = '--' }: MaskedNumberProps) {
  const [shown, setShown] = useState(false);
  const full = value === null || value === undefined ? '' : String(value);
  if (!full) return <span className="masked-number">{empty}</span>;
  return (
    <span className="masked-number">
      <span className="masked-number__text">{shown ? full : maskNumber(full)}</span>
      {reveal ? (
        <Button
          type="link"
          size="small"
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={shown ? '隐藏' : '显示完整号码'}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        />
      ) : null}
    </span>
  );
}
