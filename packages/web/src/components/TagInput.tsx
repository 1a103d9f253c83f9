import { Input, Tag, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { commitTagText, TAG_LIMITS } from './tagRules';

export interface TagInputProps {
  value?: string[];
  onChange?: (tags: string[]) => void;
  /** Default 20 tags. */
  maxTags?: number;
  /** Default 20 characters per tag. */
  maxChars?: number;
  placeholder?: string;
  disabled?: boolean;
  width?: number | string;
  'aria-label'?: string;
}

/**
 * Tags typed into one box (spec §5): a comma or a full-width comma (or Enter) adds a tag;
 * at most 20 tags of at most 20 characters; empty and repeated tags are refused with a message.
 */
export function TagInput({
  value,
  onChange,
  maxTags = TAG_LIMITS.maxTags,
  maxChars = TAG_LIMITS.maxChars,
  placeholder = '输入后按逗号或回车添加',
  disabled,
  width = 360,
  ...rest
}: TagInputProps) {
  const [own, setOwn] = useState<string[]>([]);
  const tags = value ?? own;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const limits = { maxTags, maxChars };

  const update = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const commit = (input: string, final: boolean) => {
    const result = commitTagText(tags, input, final, limits);
    if (result.tags.length !== tags.length) update(result.tags);
    setText(result.rest);
    setError(result.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(text, true);
    } else if (event.key === 'Backspace' && text === '' && tags.length) {
      update(tags.slice(0, -1));
    }
  };

  return (
    <div className="tag-input" style={{ width }}>
      <div className="tag-input__box">
        {tags.map((tag) => (
          <Tag key={tag} closable={!disabled} onClose={() => update(tags.filter((t) => t !== tag))} className="tag-input__tag">
            {tag}
          </Tag>
        ))}
        <Input
          variant="borderless"
          className="tag-input__text"
          value={text}
          disabled={disabled}
          placeholder={tags.length ? undefined : placeholder}
          aria-label={rest['aria-label'] ?? '标签'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const next = e.target.value;
            if (/[,，]/.test(next)) commit(next, false);
            else {
              setText(next);
              setError(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text, true)}
        />
      </div>
      <div className="tag-input__footer">
        {error ? (
          <Typography.Text type="danger" role="alert" id={errorId}>
            {error}
          </Typography.Text>
        ) : (
          <span />
        )}
        <Typography.Text type="secondary">
          {tags.length}/{maxTags}
        </Typography.Text>
      </div>
    </div>
  );
}
