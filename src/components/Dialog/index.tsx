import {useEffect, useRef, type MouseEvent, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly className?: string;
  readonly id?: string;
  readonly 'aria-labelledby'?: string;
  readonly 'aria-label'?: string;
  /** Receives focus when the dialog closes (the button that opened it). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind it inert, keeps focus
 * inside and closes on Escape. We add closing on a backdrop click and returning focus.
 * Children are always rendered, so the content is part of the prerendered HTML.
 */
export function Dialog({
  open,
  onClose,
  children,
  className,
  returnFocusRef,
  ...rest
}: DialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (!open && wasOpen.current && dialog.open) {
      // Only on a real change: a dialog the visitor opened natively (invoker command) before
      // hydration must not be shut when React first runs with open={false}.
      dialog.close();
    }
    wasOpen.current = open;
  }, [open]);

  const handleClose = () => {
    returnFocusRef?.current?.focus();
    onClose();
  };

  // The dialog element itself is only the target when the click lands on its backdrop:
  // its content fills it completely.
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) {
      event.currentTarget.close();
    }
  };

  return (
    // A click on the backdrop closes, as a pointer convenience; the keyboard closes with Esc
    // (native) and the dialog's own close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={clsx(styles.dialog, className)}
      onClose={handleClose}
      onClick={handleClick}
      {...rest}>
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}
