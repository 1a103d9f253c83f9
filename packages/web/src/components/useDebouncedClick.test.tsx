import { CLICK_DEBOUNCE_MS } from '@salon/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedClick } from './useDebouncedClick';

function Clicker({ onClick, waitMs }: { onClick: (n: number) => void; waitMs?: number }) {
  const click = useDebouncedClick((n: number) => onClick(n), waitMs);
  return (
    <>
      <button onClick={() => click(1)}>一</button>
      <button onClick={() => click(2)}>二</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedClick (spec §5: click handlers debounced 1 second)', () => {
  it('is 1000 ms by default', () => {
    expect(CLICK_DEBOUNCE_MS).toBe(1000);
  });

  it('runs the first click at once and ignores the rest until 1 s after it', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<Clicker onClick={onClick} />);
    fireEvent.click(screen.getByText('一'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByText('二'));
    act(() => void vi.advanceTimersByTime(999));
    fireEvent.click(screen.getByText('二'));
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByText('二'));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onClick).toHaveBeenLastCalledWith(2);
  });

  it('measures the wait on the clock: a tab in the background, whose timers the browser slows, takes the click after 1 s', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(<Clicker onClick={onClick} />);
    fireEvent.click(screen.getByText('一'));
    // The clock moves on, no timer runs (a hidden tab's timers wait for a minute).
    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(screen.getByText('一'));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('calls the newest handler, and takes another wait', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Clicker onClick={first} waitMs={200} />);
    fireEvent.click(screen.getByText('一'));
    view.rerender(<Clicker onClick={second} waitMs={200} />);
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByText('一'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('with sameAs, ignores only a repeat of the same thing within the wait', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    function Keyed() {
      const click = useDebouncedClick(
        (n: number) => onClick(n),
        1000,
        (n) => String(n),
      );
      return (
        <>
          <button onClick={() => click(1)}>一</button>
          <button onClick={() => click(2)}>二</button>
        </>
      );
    }
    render(<Keyed />);
    fireEvent.click(screen.getByText('一'));
    fireEvent.click(screen.getByText('一'));
    expect(onClick.mock.calls).toEqual([[1]]);
    fireEvent.click(screen.getByText('二')); // something else: runs, and starts its own second
    fireEvent.click(screen.getByText('二'));
    expect(onClick.mock.calls).toEqual([[1], [2]]);
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('二'));
    expect(onClick.mock.calls).toEqual([[1], [2], [2]]);
  });
});
