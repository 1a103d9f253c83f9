import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

/** What the dialog of a ModalAction gets: close it, or close it and reload what it changed. */
export interface ModalActionControls {
  close(): void;
  /** Closes and runs `onDone` (a list's reload). */
  done(): void;
}

/**
 * A button that opens its own dialog or drawer: the action owns whether it is open, renders the
 * dialog only while open, and reloads what it changed when the dialog says it is done.
 *
 *   <ModalAction trigger={<Button>清空排班</Button>} onDone={list.page.reload}>
 *     {(m) => <ClearModal onClose={m.close} onDone={m.done} />}
 *   </ModalAction>
 */
export function ModalAction({
  trigger,
  onDone,
  children,
}: {
  trigger: ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  onDone?: () => unknown;
  children: (controls: ModalActionControls) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const controls: ModalActionControls = {
    close: () => setOpen(false),
    done: () => {
      setOpen(false);
      void onDone?.();
    },
  };
  return (
    <>
      {cloneElement(trigger, {
        onClick: (event: MouseEvent) => {
          trigger.props.onClick?.(event);
          setOpen(true);
        },
      })}
      {open ? children(controls) : null}
    </>
  );
}
