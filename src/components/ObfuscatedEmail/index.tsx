import {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {studio} from '@site/src/data/studio.yml';
import {decodeEmail, obfuscateEmail} from '@site/src/lib/email';
import styles from './styles.module.css';

export interface ObfuscatedEmailProps {
  /** The address in reversed form (see lib/email); defaults to the studio's from studio.yml. */
  readonly reversed?: string;
  /** Also offer a button that opens the mail program (the address is built only on click). */
  readonly withButton?: boolean;
  readonly className?: string;
}

/**
 * Shows the e-mail address as "name (at) domain (punkt) de". A blank or malformed value shows
 * nothing and logs a console error (the spec's rule).
 */
export function ObfuscatedEmail({
  reversed = studio.emailReversed,
  withButton = false,
  className,
}: ObfuscatedEmailProps): ReactNode {
  const display = obfuscateEmail(decodeEmail(reversed));

  useEffect(() => {
    if (display === null) {
      console.error(
        `ObfuscatedEmail: "${reversed}" is not a valid (reversed) e-mail address; nothing is shown.`,
      );
    }
  }, [display, reversed]);

  if (display === null) {
    return null;
  }
  const openMail = () => {
    window.location.href = `mailto:${decodeEmail(reversed)}`;
  };
  return (
    <span className={clsx(styles.email, className)}>
      <span className={styles.address}>{display}</span>
      {withButton && (
        <button type="button" className={styles.button} onClick={openMail}>
          E-Mail schreiben
        </button>
      )}
    </span>
  );
}
