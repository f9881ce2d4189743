import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useContent} from '@site/src/data/content';
import {IslandScript} from '@site/src/components/IslandScript';
import {decodeEmail, obfuscateEmail} from '@site/src/lib/email';
import styles from './styles.module.css';

export interface ObfuscatedEmailProps {
  /** The address in reversed form (see lib/email); defaults to the studio's from studio.yml. */
  readonly reversed?: string;
  /**
   * Also offer a button that opens the mail program: the island <site-email>
   * (src/islands/email.ts) builds the address from the text shown, only on the click.
   */
  readonly withButton?: boolean;
  readonly className?: string;
}

/**
 * Shows the e-mail address as "name (at) domain (punkt) de". A blank or malformed value shows
 * nothing and logs a console error (the spec's rule): while rendering, so in the build's log and
 * in the browser's console in `npm start` (the build's content checks stop on it anyway).
 */
export function ObfuscatedEmail({
  reversed,
  withButton = false,
  className,
}: ObfuscatedEmailProps): ReactNode {
  const own = useContent().studio.emailReversed;
  const address = reversed ?? own;
  const display = obfuscateEmail(decodeEmail(address));

  if (display === null) {
    console.error(
      `ObfuscatedEmail: "${address}" is not a valid (reversed) e-mail address; nothing is shown.`,
    );
    return null;
  }
  if (!withButton) {
    return (
      <span className={clsx(styles.email, className)}>
        <span className={styles.address}>{display}</span>
      </span>
    );
  }
  return (
    <site-email className={clsx(styles.email, className)}>
      <IslandScript name="email" />
      <span className={styles.address} data-email-address>
        {display}
      </span>
      <button type="button" className={styles.button} data-email-button>
        E-Mail schreiben
      </button>
    </site-email>
  );
}
