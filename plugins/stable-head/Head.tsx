// The browser's @docusaurus/Head (see index.ts): Docusaurus' own Head, rendered once hydration is over.
import type {ReactNode} from 'react';
import type {Props} from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocusaurusHead from '@docusaurus/core/lib/client/exports/Head';

/**
 * react-helmet-async writes the head in the animation frame after any <Head> renders, from the
 * <Head>s rendered so far. React hydrates in time slices, so that frame can fall between slices,
 * when only the first <Head>s have rendered: the tab showed the bare site name and the page's
 * description, canonical, robots and JSON-LD left the head until later slices brought them back.
 * The served head is already right, so during hydration no <Head> registers. useIsBrowser turns
 * true in an effect after hydration; that is a default-priority update, which React renders
 * without yielding, so every <Head> registers before helmet's next frame, whose one write finds
 * the served tags in place. Client-side navigation renders <Head>s as before.
 */
export default function Head(props: Props): ReactNode {
  return useIsBrowser() ? <DocusaurusHead {...props} /> : null;
}
