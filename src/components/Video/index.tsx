import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {altTextProblem} from '@site/src/lib/contentRules';
import {posterPath} from '@site/plugins/responsive-images/shared';
import {ResponsiveImage, useResponsiveImagesData} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

export const PLAY_LABEL = 'Video abspielen';
export const PAUSE_LABEL = 'Video pausieren';
/** The spec's fallback text, shown by browsers that cannot play video. */
export const FALLBACK_TEXT = 'Your browser does not support the video tag.';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface VideoProps {
  /** Public path of an MP4 under /videos, e.g. "/videos/galerie/lippen-schattierung.mp4". */
  readonly src: string;
  /** What the video shows, for screen readers: non-empty, at most 125 characters. */
  readonly label: string;
  /** An original under /images; default: the convention /videos/x/y.mp4 → /images/x/y-poster.jpg. */
  readonly poster?: string;
  /** The `sizes` of the poster's variants: how wide the player is shown at each viewport width. */
  readonly sizes?: string;
  /** Intrinsic size; default: the size of the poster (read at build time), so nothing shifts. */
  readonly width?: number;
  readonly height?: number;
  readonly className?: string;
}

/**
 * A short silent loop: muted, looping, inline, never downloaded before it is needed
 * (preload="none"). The poster is a lazy AVIF/WebP picture behind the player, not its `poster`
 * attribute: browsers fetch a poster attribute at once, in one format, even far below the fold.
 * The player has no background, so the picture shows through until the first frame covers it. It plays while at least half of it is on screen and pauses when it leaves,
 * unless the visitor prefers reduced motion: then it plays only on the button. The button's label
 * follows the element's real state (play/pause events), whoever started or stopped it.
 * Without JavaScript a second player with the browser's own controls lies over it, from a
 * <noscript>: with JavaScript that is inert text, so the browser never builds its controls, whose
 * styling made the first tap on /galerie wait 136-152 ms instead of 72 ms (4x CPU) before hydration.
 */
export function Video({
  src,
  label,
  poster,
  sizes = '100vw',
  width,
  height,
  className,
}: VideoProps): ReactNode {
  const data = useResponsiveImagesData();
  const base = useBaseUrl('/').replace(/\/$/, '');
  const descriptionId = useId();
  const ref = useRef<HTMLVideoElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [paused, setPaused] = useState(true);
  /** The visitor's last choice on the button; null until they press it. */
  const choice = useRef<'play' | 'pause' | null>(null);

  const problem = altTextProblem(label);
  if (problem) {
    throw new Error(`Video "${src}": ${problem}`);
  }
  const size = data.videos[src];
  if (!size) {
    throw new Error(
      `Video "${src}": no such video under static/videos (or it has no poster image)`,
    );
  }

  useEffect(() => {
    const video = ref.current;
    if (!video) {
      return undefined;
    }
    setEnhanced(true);
    const sync = () => setPaused(video.paused);
    sync();
    video.addEventListener('play', sync);
    video.addEventListener('pause', sync);
    video.addEventListener('ended', sync);

    const reducedMotion = window.matchMedia(REDUCED_MOTION);
    const saveData = Boolean(
      (navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData,
    );
    let inView = false;
    const mayAutoplay = () =>
      choice.current === 'play' || (choice.current === null && !reducedMotion.matches && !saveData);
    const play = () => {
      // A rejected play() (no data, policy) leaves the element paused; the label follows.
      video.play()?.catch(() => {});
    };
    const update = () => {
      if (inView && mayAutoplay()) {
        if (video.paused) {
          play();
        }
      } else if (!video.paused && !(inView && choice.current === 'play')) {
        video.pause();
      }
    };

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          inView = entries.some((entry) => entry.isIntersecting);
          update();
        },
        {threshold: 0.5},
      );
      observer.observe(video);
    }
    reducedMotion.addEventListener?.('change', update);

    return () => {
      observer?.disconnect();
      reducedMotion.removeEventListener?.('change', update);
      video.removeEventListener('play', sync);
      video.removeEventListener('pause', sync);
      video.removeEventListener('ended', sync);
    };
  }, []);

  const toggle = useCallback(() => {
    const video = ref.current;
    if (!video) {
      return;
    }
    if (video.paused) {
      choice.current = 'play';
      video.play()?.catch(() => {});
    } else {
      choice.current = 'pause';
      video.pause();
    }
  }, []);

  // Both players: the one the script drives, and the one shown without JavaScript.
  const player = {
    'aria-label': label,
    width: width ?? size[0],
    height: height ?? size[1],
    preload: 'none',
    loop: true,
    playsInline: true,
  } as const;
  const sources = (
    <>
      <source src={`${base}${src}`} type="video/mp4" />
      {FALLBACK_TEXT}
    </>
  );

  return (
    <div className={clsx(styles.video, className)}>
      {/* The video's label already names it; the picture is only what the player shows at rest. */}
      <div className={styles.poster} aria-hidden="true">
        <ResponsiveImage src={poster ?? posterPath(src)} alt={label} sizes={sizes} />
      </div>
      <video ref={ref} className={styles.media} muted {...player}>
        {sources}
      </video>
      <noscript>
        <video className={styles.native} controls muted {...player}>
          {sources}
        </video>
      </noscript>
      {enhanced && (
        <>
          {/* The video's label again, hidden: it tells the buttons of several videos apart. */}
          <span id={descriptionId} hidden>
            {label}
          </span>
          <button
            type="button"
            className={styles.button}
            aria-label={paused ? PLAY_LABEL : PAUSE_LABEL}
            aria-describedby={descriptionId}
            onClick={toggle}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {paused ? (
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              ) : (
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
              )}
            </svg>
          </button>
        </>
      )}
    </div>
  );
}
