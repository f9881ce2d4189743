import type {ReactNode} from 'react';
import {ExternalLink} from '@site/src/components/ExternalLink';
import {Stars} from '@site/src/components/Stars';
import type {RatingSummary} from '@site/src/data/derive';
import styles from './styles.module.css';

export interface RatingWidgetProps {
  /** Score, number of reviews, the count per star level and the period, computed from reviews.yml. */
  readonly summary: RatingSummary;
  readonly label: string;
  /** The review marketplace, opened in a new tab. */
  readonly href: string;
}

const LEVELS = [5, 4, 3, 2, 1] as const;

const formatScore = (score: number) =>
  score.toLocaleString('de-DE', {minimumFractionDigits: 1, maximumFractionDigits: 1});

/** Overall score with the number and period of reviews, one row per star level (5 emphasised) and a link to the marketplace. */
export function RatingWidget({
  summary: {score, count: total, counts, period},
  label,
  href,
}: RatingWidgetProps): ReactNode {
  return (
    <div className={styles.widget}>
      <p className={styles.score}>
        <span className={styles.scoreValue}>{formatScore(score)}</span>
        <Stars value={score} className={styles.scoreStars} />
        {/* An average needs the number of reviews and the period they cover (BGH I ZR 143/23). */}
        <span className={styles.total}>
          {total === 1 ? '1 Bewertung' : `${total} Bewertungen`}
          {period ? ` ${period}` : ''}
        </span>
      </p>
      <table className={styles.table}>
        <caption className="site-visually-hidden">Verteilung der Bewertungen nach Sternen</caption>
        <tbody>
          {LEVELS.map((level) => {
            const share = total === 0 ? 0 : Math.round((counts[level] / total) * 100);
            return (
              <tr key={level} className={level === 5 ? styles.emphasised : undefined}>
                <th scope="row">{level === 1 ? '1 Stern' : `${level} Sterne`}</th>
                <td className={styles.barCell}>
                  {/* Drawn with SVG attributes: a style attribute would need 'unsafe-hashes' in the CSP. */}
                  <svg
                    className={styles.bar}
                    viewBox="0 0 100 1"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false">
                    <rect width={share} height="1" />
                  </svg>
                </td>
                <td className={styles.count}>{counts[level]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ExternalLink href={href} className={styles.link}>
        {label}
      </ExternalLink>
    </div>
  );
}
