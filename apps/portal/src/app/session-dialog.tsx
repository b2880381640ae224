import { type ReactNode, useEffect, useRef } from 'react';

import './session-dialog.css';

type SessionDialogProps = {
  /** An alert dialog interrupts (the idle warning); a dialog asks for input (signing in again). */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy: string;
  /** The id of the control that takes the focus as the dialog opens. */
  initialFocus: string;
  /** Escape: what the dialog does when dismissed. */
  onDismiss: () => void;
  children: ReactNode;
};

/**
 * A modal dialog of the session: the browser's own `<dialog>` shown modal, so the page behind is inert and the focus
 * stays inside; the focus goes back to where it was when the dialog closes.
 */
export function SessionDialog({
  role,
  labelledBy,
  describedBy,
  initialFocus,
  onDismiss,
  children,
}: SessionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    document.getElementById(initialFocus)?.focus();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once per opening: the focus is placed when the dialog appears, not again as it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <dialog
      ref={ref}
      className="session-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
