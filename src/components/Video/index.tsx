import {useId, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import {altTextProblem} from '@site/src/lib/contentRules';
import {posterPath} from '@site/src/lib/images';
import {IslandScript} from '@site/src/components/IslandScript';
import {ResponsiveImage, useResponsiveImagesData} from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

export const PLAY_LABEL = 'Video abspielen';
export const PAUSE_LABEL = 'Video pausieren';
/** The spec's fallback text, shown by browsers that cannot play video. */
export const FALLBACK_TEXT = 'Your browser does not support the video tag.';

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
 * The player has no background, so the picture shows through until the first frame covers it.
 * The island <site-video> (src/islands/video.ts) shows the play/pause button (rendered hidden),
 * keeps its label on the element's real state and plays the video while at least half of it is
 * on screen, unless the visitor prefers reduced motion: then it plays only on the button.
 * Without JavaScript a second player with the browser's own controls lies over it, from a
 * <noscript>: with JavaScript that is inert text, so the browser never builds its controls, whose
 * styling made the first tap on /galerie wait 136-152 ms instead of 72 ms (4x CPU).
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
    <site-video className={clsx(styles.video, className)}>
      <IslandScript name="video" />
      {/* The video's label already names it; the picture is only what the player shows at rest. */}
      <div className={styles.poster} aria-hidden="true">
        <ResponsiveImage src={poster ?? posterPath(src)} alt={label} sizes={sizes} />
      </div>
      <video className={styles.media} data-video-player muted {...player}>
        {sources}
      </video>
      <noscript>
        <video className={styles.native} controls muted {...player}>
          {sources}
        </video>
      </noscript>
      {/* The video's label again, hidden: it tells the buttons of several videos apart. */}
      <span id={descriptionId} hidden>
        {label}
      </span>
      {/* Hidden until the island runs; its label and icon then follow the player (data-playing). */}
      <button
        type="button"
        className={styles.button}
        aria-label={PLAY_LABEL}
        aria-describedby={descriptionId}
        data-video-button
        data-play-label={PLAY_LABEL}
        data-pause-label={PAUSE_LABEL}
        hidden>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path className={styles.playIcon} d="M8 5.5v13l11-6.5z" fill="currentColor" />
          <path
            className={styles.pauseIcon}
            d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z"
            fill="currentColor"
          />
        </svg>
      </button>
    </site-video>
  );
}
