import { Modal, type ModalProps } from 'antd';
import { useState } from 'react';

/** A check before closing: true (or a promise of true) lets it through; anything else keeps the dialog open. */
export type ModalGuard = () => boolean | Promise<boolean>;

export interface GuardedModalProps extends ModalProps {
  /** Must return true before `onOk` runs. */
  beforeOk?: ModalGuard;
  /** Must return true before `onCancel` runs (cancel button, close icon, mask, Esc). */
  beforeCancel?: ModalGuard;
}

/** Runs a guard; a throw or rejection counts as "no". */
export async function passes(guard: ModalGuard | undefined): Promise<boolean> {
  if (!guard) return true;
  try {
    return (await guard()) === true;
  } catch {
    return false;
  }
}

/**
 * A dialog whose OK and cancel can be guarded (spec §4): the guard must return true (or
 * resolve to true) before onOk / onCancel is called. While a guard runs, the button shows
 * loading and further clicks are ignored.
 */
export function GuardedModal({ beforeOk, beforeCancel, onOk, onCancel, confirmLoading, okButtonProps, cancelButtonProps, ...rest }: GuardedModalProps) {
  const [checking, setChecking] = useState<'ok' | 'cancel' | null>(null);

  const guarded =
    <E,>(which: 'ok' | 'cancel', guard: ModalGuard | undefined, then: ((e: E) => void) | undefined) =>
    async (e: E) => {
      if (checking) return;
      setChecking(which);
      // passes() never throws: a failing guard is a "no".
      const ok = await passes(guard);
      setChecking(null);
      if (ok) then?.(e);
    };

  return (
    <Modal
      {...rest}
      confirmLoading={confirmLoading || checking === 'ok'}
      okButtonProps={{ ...okButtonProps, disabled: okButtonProps?.disabled || checking === 'cancel' }}
      cancelButtonProps={{ ...cancelButtonProps, loading: checking === 'cancel', disabled: cancelButtonProps?.disabled || checking === 'ok' }}
      onOk={guarded('ok', beforeOk, onOk)}
      onCancel={guarded('cancel', beforeCancel, onCancel)}
    />
  );
}
