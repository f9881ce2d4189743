import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useContent} from '@site/src/data/content';
import type {Closure} from '@site/src/lib/closures';
import styles from './styles.module.css';

/**
 * One closure's visibility: `<site-closure>` (src/islands/closure.ts, inline in the head while a
 * closure lies ahead) shows it from the notice's first day to the closure's last by the visitor's
 * date; the build's day decides for a page read without script.
 */
export function ClosureWindow({
  closure,
  children,
}: {
  readonly closure: Closure;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <site-closure data-from={closure.noticeFrom} data-to={closure.to} hidden={!closure.noticeShown}>
      {children}
    </site-closure>
  );
}

/**
 * The notice under the header of every page while a closure (studio.yml, `closures`) is near or
 * under way: „Das Studio ist vom 22. Dezember 2026 bis zum 3. Januar 2027 geschlossen.“ and her
 * note. A labelled landmark of its own, so screen readers can find and skip it.
 */
export function ClosureNotice(): ReactNode {
  const {closures} = useContent().studio;
  return closures.map((closure) => (
    <ClosureWindow key={`${closure.from}-${closure.to}`} closure={closure}>
      <aside className={styles.notice} aria-label={`Schließzeit ${closure.period}`}>
        <p className={clsx('site-container', styles.text)}>
          <strong>{`Das Studio ist ${closure.period} geschlossen.`}</strong>
          {closure.note && ` ${closure.note}`}
        </p>
      </aside>
    </ClosureWindow>
  ));
}
