import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {getScrollState, stepWidth, type ScrollState} from '@site/src/lib/carousel';
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
}

const initialState: ScrollState = {overflowing: false, atStart: true, atEnd: true};

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A horizontal list that scrolls natively (touch, trackpad, keyboard) with scroll snapping.
 * The buttons appear only when the items overflow, move by one item per click and are disabled
 * at their end. Without JavaScript the list still scrolls; the buttons stay hidden.
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
}: CarouselProps<T>): ReactNode {
  const trackRef = useRef<HTMLUListElement>(null);
  const [state, setState] = useState<ScrollState>(initialState);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (track) {
      const next = getScrollState(track);
      setState((previous) =>
        previous.overflowing === next.overflowing &&
        previous.atStart === next.atStart &&
        previous.atEnd === next.atEnd
          ? previous
          : next,
      );
    }
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) {
      return undefined;
    }
    track.addEventListener('scroll', update, {passive: true});
    // The observer's first callback comes after the browser's own next layout; measuring here
    // instead would force a layout of the whole page in the middle of hydration.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) {
      observer.observe(track);
    } else {
      update();
    }
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [update, itemWidth, gap, items.length]);

  const scroll = (direction: -1 | 1) => {
    trackRef.current?.scrollBy({
      left: direction * stepWidth(itemWidth, gap),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const style = {
    '--carousel-width': width,
    '--carousel-item-width': `${itemWidth}px`,
    '--carousel-gap': `${gap}px`,
  } as CSSProperties;

  return (
    <section
      className={clsx(styles.carousel, className)}
      style={style}
      aria-label={label}
      aria-roledescription="Karussell">
      {/* The track scrolls: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label={label}>
        {items.map((item, index) => (
          <li key={getKey ? getKey(item, index) : index} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      <div className={clsx(styles.controls, !state.overflowing && styles.controlsHidden)}>
        <button
          type="button"
          className={styles.button}
          aria-label={previousLabel}
          disabled={state.atStart}
          onClick={() => scroll(-1)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={nextLabel}
          disabled={state.atEnd}
          onClick={() => scroll(1)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </section>
  );
}
