import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export interface StarsProps {
  /** Filled stars, 0 to 5. */
  readonly value: number;
  readonly size?: number;
  readonly className?: string;
  /** Hide from assistive technology when a text next to it says the same. */
  readonly decorative?: boolean;
}

/** Five stars, read out as "5 von 5 Sternen". */
export function Stars({value, size = 20, className, decorative = false}: StarsProps): ReactNode {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  const a11y = decorative ? {'aria-hidden': true} : {role: 'img', 'aria-label': `${filled} von 5 Sternen`};
  return (
    <span className={clsx(styles.stars, className)} {...a11y}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
          <path d={STAR} className={index < filled ? styles.filled : styles.empty} />
        </svg>
      ))}
    </span>
  );
}
