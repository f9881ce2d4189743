import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';

/** The islands of src/islands, by file name. */
export type IslandName = 'carousel' | 'dialog' | 'email' | 'video';

/** The islands plugin's global data: each island's public URL by its file name (without .ts). */
export interface IslandsData {
  readonly urls: Readonly<Record<string, string>>;
}

/**
 * Loads an island (plugins/islands) on the pages that render this: one module script in the
 * head, from this origin (so the strict Content-Security-Policy allows it without a hash).
 * Rendered by the components that use a custom element; a page without them loads no script.
 * Module scripts run once per URL, however often a page names them.
 */
export function IslandScript({name}: {readonly name: IslandName}): ReactNode {
  const {urls} = usePluginData('islands') as IslandsData;
  const url = urls[name];
  if (!url) throw new Error(`IslandScript: no island "${name}" in src/islands`);
  const src = useBaseUrl(url);
  return (
    <Head>
      <script type="module" src={src} />
    </Head>
  );
}
