import { message } from 'antd';
import type { ClipboardEvent, CSSProperties, ReactNode } from 'react';
import { COPY_PROTECT_ENCODED_TABLE_CHARS, COPY_PROTECT_GENERIC_CHARS, copiedLength, protectCopy } from './copyProtect';

export interface CopyProtectProps {
  children: ReactNode;
  /** An encoded-table area: the limit is 100 characters (otherwise 300). */
  encodedTable?: boolean;
  /** An explicit limit in characters. */
  limit?: number;
  /** Say so when a copy was encoded (default true). */
  notice?: boolean;
  /** Called after a copy was encoded, with the length of the selection. */
  onProtected?: (length: number) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * Copy protection for an area (spec §9): copying a selection longer than the limit puts an
 * encoded text on the clipboard instead (100 characters in encoded tables, 300 elsewhere).
 */
export function CopyProtect({ children, encodedTable, limit, notice = true, onProtected, className, style }: CopyProtectProps) {
  const max = limit ?? (encodedTable ? COPY_PROTECT_ENCODED_TABLE_CHARS : COPY_PROTECT_GENERIC_CHARS);
  const onCopy = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = window.getSelection()?.toString() ?? '';
    const encoded = protectCopy(text, max);
    if (encoded === null) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', encoded);
    if (notice) void message.warning(`复制内容超过${max}个字符，已加密处理`);
    onProtected?.(copiedLength(text));
  };
  return (
    <div className={['copy-protect', className].filter(Boolean).join(' ')} style={style} data-copy-limit={max} onCopy={onCopy}>
      {children}
    </div>
  );
}
