import type {CSSProperties, Key, ReactNode} from 'react';
import clsx from 'clsx';
import {IslandScript} from '@site/src/components/IslandScript';
import styles from './styles.module.css';

export interface CarouselProps<T> {
  readonly items: readonly T[];
  /** Width of one item in px. */
  readonly itemWidth: number;
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** Space between items in px. */
  readonly gap?: number;
  /** CSS width of the carousel. */
  readonly width?: string;
  /** Accessible name of the carousel region. */
  readonly label: string;
  readonly previousLabel?: string;
  readonly nextLabel?: string;
  readonly getKey?: (item: T, index: number) => Key;
  readonly className?: string;
  /**
   * Item width and gap at the narrow viewport (480px or narrower; src/css: a media query in
   * styles.module.css), if they differ: CSS switches them, the buttons read the laid-out values.
   */
  readonly narrow?: {readonly itemWidth: number; readonly gap: number};
}

/**
 * A horizontal list that scrolls natively (touch, trackpad, keyboard) with scroll snapping.
 * The buttons appear only when the items overflow, move by one item per click and are disabled
 * at their end: the island <site-carousel> (src/islands/carousel.ts) does that on this markup.
 * Without JavaScript the list still scrolls; the buttons stay hidden (and disabled).
 */
export function Carousel<T>({
  items,
  itemWidth,
  renderItem,
  gap = 40,
  width = '70px',
  label,
  previousLabel = 'Vorherige anzeigen',
  nextLabel = 'Nächste anzeigen',
  getKey,
  className,
  narrow,
}: CarouselProps<T>): ReactNode {
  const style = {
    '--carousel-width': width,
    '--carousel-item-width-wide': `${itemWidth}px`,
    '--carousel-min-width-wide': `min(100%, ${itemWidth}px)`,
    '--carousel-gap-wide': `${gap}px`,
    ...(narrow && {
      '--carousel-item-width-narrow': `${narrow.itemWidth}px`,
      '--carousel-min-width-narrow': `min(100%, ${narrow.itemWidth}px)`,
      '--carousel-gap-narrow': `${narrow.gap}px`,
    }),
  } as CSSProperties;

  return (
    <site-carousel className={clsx(styles.carousel, className)} style={style}>
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
