import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyProtect } from './CopyProtect';
import { COPY_PROTECT_ENCODED_TABLE_CHARS, COPY_PROTECT_GENERIC_CHARS, decodeCopiedText, encodeCopiedText, protectCopy } from './copyProtect';

/** Selects the text of an element and fires a copy there; returns what went to the clipboard (null: left alone). */
function copy(element: HTMLElement): { data: string | null; prevented: boolean } {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  let data: string | null = null;
  const clipboardData = { setData: (_type: string, value: string) => (data = value), getData: () => '' };
  const event = new Event('copy', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  fireEvent(element, event);
  return { data, prevented: event.defaultPrevented };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('copy protection rules (spec §9)', () => {
  it('limits: 100 characters in encoded tables, 300 elsewhere', () => {
    expect(COPY_PROTECT_ENCODED_TABLE_CHARS).toBe(100);
    expect(COPY_PROTECT_GENERIC_CHARS).toBe(300);
  });

  it('text over the limit is encoded (and can be decoded); up to the limit it is left alone', () => {
    expect(protectCopy('字'.repeat(100), 100)).toBeNull();
    const encoded = protectCopy('字'.repeat(101), 100);
    expect(encoded).not.toBeNull();
    expect(encoded).not.toContain('字');
    expect(decodeCopiedText(encoded!)).toBe('字'.repeat(101));
    expect(protectCopy('a'.repeat(300))).toBeNull();
    expect(protectCopy('a'.repeat(301))).toBe(encodeCopiedText('a'.repeat(301)));
  });
});

describe('CopyProtect', () => {
  it('in an encoded table, a copy over 100 characters puts the encoded text on the clipboard', () => {
    const onProtected = vi.fn();
    render(
      <CopyProtect encodedTable notice={false} onProtected={onProtected}>
        <p data-testid="long">{'会员手机'.repeat(26)}</p>
        <p data-testid="short">{'短'.repeat(100)}</p>
      </CopyProtect>,
    );
    const long = copy(screen.getByTestId('long'));
    expect(long.prevented).toBe(true);
    expect(decodeCopiedText(long.data!)).toBe('会员手机'.repeat(26));
    expect(onProtected).toHaveBeenCalledWith(104);
    const short = copy(screen.getByTestId('short'));
    expect(short).toEqual({ data: null, prevented: false });
  });

  it('elsewhere the limit is 300, or the one given', () => {
    render(
      <>
        <CopyProtect notice={false}>
          <p data-testid="generic">{'x'.repeat(250)}</p>
        </CopyProtect>
        <CopyProtect notice={false} limit={10}>
          <p data-testid="custom">{'y'.repeat(11)}</p>
        </CopyProtect>
        <p data-testid="outside">{'z'.repeat(400)}</p>
      </>,
    );
    expect(copy(screen.getByTestId('generic')).prevented).toBe(false);
    expect(copy(screen.getByTestId('custom')).prevented).toBe(true);
    expect(copy(screen.getByTestId('outside')).prevented).toBe(false);
  });
});
