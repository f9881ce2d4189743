import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface ErrorNoticeProps {
  readonly tryAgain?: () => void;
}

/**
 * Shown when rendering fails: German text and a way back, never a stack trace. The link to the
 * start page is a plain page load (`pathname://`), which is what a visitor needs after a crash.
 */
export function ErrorNotice({tryAgain}: ErrorNoticeProps): ReactNode {
  return (
    <main className={styles.notice}>
      <h1>Entschuldigung, hier ist etwas schiefgelaufen</h1>
      <p>
        Diese Seite konnte nicht richtig angezeigt werden. Bitte laden Sie sie neu oder kehren Sie
        zur Startseite zurück.
      </p>
      <p className={styles.actions}>
        {tryAgain && (
          <button type="button" className={styles.button} onClick={tryAgain}>
            Erneut versuchen
          </button>
        )}
        <Link className={styles.link} to="pathname:///">
          Zur Startseite
        </Link>
      </p>
    </main>
  );
}
