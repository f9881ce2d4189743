import type {Key, ReactNode} from 'react';
import clsx from 'clsx';
import {IslandScript} from '@site/src/components/IslandScript';
import styles from './styles.module.css';

export interface CarouselProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  readonly label: string;
  readonly previousLabel?: string;
  readonly nextLabel?: string;
  readonly getKey?: (item: T, index: number) => Key;
  /**
   * The measures, in CSS: `--carousel-item-width`, `--carousel-gap`, the carousel's width (media
   * queries may switch them; the buttons read the laid-out values). In a class rather than a style
   * attribute, which the page's CSP would have to allow by hash with 'unsafe-hashes'.
   */
  readonly className: string;
}

/**
 * A horizontal list that scrolls natively (touch, trackpad, keyboard) with scroll snapping.
 * The buttons appear only when the items overflow, move by one item per click and are disabled
 * at their end: the island <site-carousel> (src/islands/carousel.ts) does that on this markup.
 * Without JavaScript the list still scrolls; the buttons stay hidden (and disabled).
 */
export function Carousel<T>({
  items,
  renderItem,
  label,
  previousLabel = 'Vorherige anzeigen',
  nextLabel = 'Nächste anzeigen',
  getKey,
  className,
}: CarouselProps<T>): ReactNode {
  return (
    <site-carousel className={clsx(styles.carousel, className)}>
      <IslandScript name="carousel" />
      <section aria-label={label} aria-roledescription="Karussell">
        {/* The track scrolls: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className={styles.track} data-carousel-track tabIndex={0} aria-label={label}>
          {items.map((item, index) => (
            <li key={getKey ? getKey(item, index) : index} className={styles.item}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
        <div className={styles.controls}>
          <ArrowButton label={previousLabel} path="M15 5l-7 7 7 7" data-carousel-previous />
          <ArrowButton label={nextLabel} path="M9 5l7 7-7 7" data-carousel-next />
        </div>
      </section>
    </site-carousel>
  );
}

/** One of the two buttons, disabled until the island (src/islands/carousel.ts) enables it. */
function ArrowButton({
  label,
  path,
  ...data
}: {
  readonly label: string;
  readonly path: string;
  readonly 'data-carousel-previous'?: boolean;
  readonly 'data-carousel-next'?: boolean;
}): ReactNode {
  return (
    <button type="button" className={styles.button} aria-label={label} disabled {...data}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
