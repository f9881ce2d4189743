import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface StarsProps {
  /** Filled stars, 0 to 5. */
  readonly value: number;
  /** Sets another size than the cards' 20px (a class, not a style attribute the CSP would need to allow). */
  readonly className?: string;
}

/**
 * Five stars, read out as "5 von 5 Sternen". Text glyphs rather than five SVGs each: the home
 * page shows 66 rows of stars, and every element costs layout time on a phone.
 */
export function Stars({value, className}: StarsProps): ReactNode {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      className={clsx(styles.stars, className)}
      role="img"
      aria-label={`${filled} von 5 Sternen`}>
      <span className={styles.filled}>{'★'.repeat(filled)}</span>
      {filled < 5 && <span className={styles.empty}>{'☆'.repeat(5 - filled)}</span>}
    </span>
  );
}
