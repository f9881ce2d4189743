import type {ReactNode} from 'react';
import clsx from 'clsx';
import {IslandScript} from '@site/src/components/IslandScript';
import styles from './styles.module.css';

export interface DialogProps {
  /** The id its openers name in `commandfor` (with `command="show-modal"`). */
  readonly id: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly 'aria-labelledby'?: string;
  readonly 'aria-label'?: string;
  /** Close when a link inside is followed (the menu). */
  readonly closeOnLink?: boolean;
  /** Close when this media query starts to match (the menu above 992px). */
  readonly closeMedia?: string;
}

/**
 * A modal on the native <dialog>, rendered closed with all its content (so every text is in the
 * prerendered HTML). Buttons open and close it with invoker commands
 * (`commandfor={id} command="show-modal"` / `command="close"`) or a <form method="dialog">:
 * without script. showModal() makes the page behind it inert, keeps focus inside, closes on
 * Escape and returns focus to the opener on close. The island <site-dialog>
 * (src/islands/dialog.ts) adds closing on a backdrop click, the options below and the commands
 * for browsers that lack them.
 */
export function Dialog({
  id,
  children,
  className,
  closeOnLink = false,
  closeMedia,
  ...rest
}: DialogProps): ReactNode {
  return (
    <site-dialog
      className={styles.host}
      data-close-on-link={closeOnLink ? '' : undefined}
      data-close-media={closeMedia}>
      <IslandScript name="dialog" />
      <dialog id={id} className={clsx(styles.dialog, className)} {...rest}>
        <div className={styles.content}>{children}</div>
      </dialog>
    </site-dialog>
  );
}
