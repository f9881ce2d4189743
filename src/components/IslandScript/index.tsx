import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {IslandsData, ModuleIsland} from '@site/src/islands';

/**
 * Loads an island (src/islands, compiled by plugins/islands) on the pages that render this: one
 * module script in the head, from this origin (so the strict Content-Security-Policy allows it
 * without a hash). Rendered by the components that use a custom element; a page without them loads
 * no script. Module scripts run once per URL, however often a page names them.
 */
export function IslandScript({name}: {readonly name: ModuleIsland}): ReactNode {
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
