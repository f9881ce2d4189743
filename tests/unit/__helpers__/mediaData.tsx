/**
 * Renders components with the responsive-images plugin's global data in `@generated/globalData`
 * (a stub in jest), so components read it through the real `usePluginData`. The fixture mirrors what
 * the plugin computes for these files (sizes as in the media inventory; the plugin's own test
 * checks how it derives them from real files).
 */
import type {ReactElement, ReactNode} from 'react';
import {render} from '@testing-library/react';
import globalData from '../__stubs__/globalData';
import {DEFAULT_WIDTHS, PLUGIN_NAME, type ResponsiveImagesData} from '@site/src/lib/images';

export const mediaData: ResponsiveImagesData = {
  widths: DEFAULT_WIDTHS,
  images: {
    '/images/home/hero.jpg': [1920, 1280],
    '/images/galerie/lippen-kontur-01.jpg': [1200, 1200],
    '/images/social/instagram-lippen.jpg': [1080, 1350],
    '/images/galerie/lippen-schattierung-poster.jpg': [1080, 1080],
  },
  videos: {
    '/videos/galerie/lippen-schattierung.mp4': [1080, 1080],
  },
};

/** Puts `data` (or no data: `null`) where the plugin's global data lives while `children` render. */
export function MediaDataProvider({
  children,
  data = mediaData,
}: {
  readonly children: ReactNode;
  readonly data?: ResponsiveImagesData | null;
}): ReactNode {
  if (data) globalData[PLUGIN_NAME] = {default: data};
  else delete globalData[PLUGIN_NAME];
  return children;
}

export function renderWithMediaData(
  ui: ReactElement,
  data: ResponsiveImagesData | null = mediaData,
) {
  return render(<MediaDataProvider data={data}>{ui}</MediaDataProvider>);
}
