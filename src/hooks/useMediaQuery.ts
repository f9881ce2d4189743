import {useCallback, useSyncExternalStore} from 'react';

/**
 * Whether a media query matches, tracked as the window is resized. Prerendered HTML and the
 * first client render assume `false` (no window during the build).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
