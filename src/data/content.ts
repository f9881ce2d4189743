/**
 * The owner's content as pages read it: validated and derived once by the content plugin
 * (plugins/content) and handed over as its global data. Pages are rendered at build time, so
 * none of this reaches a visitor's browser as a script.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SiteData} from './derive';

export type {SiteData};
export type Studio = SiteData['studio'];
export type Legal = SiteData['legal'];
export type PriceCategories = SiteData['prices']['categories'];

/** Everything the content files say, derived (e.g. `useContent().studio.phone.href`). */
export function useContent(): SiteData {
  return usePluginData('content') as SiteData;
}

/** In `npm start`: the German report of the content's mistakes, shown instead of the page. */
export function useContentReport(): string | undefined {
  return (usePluginData('content') as {report?: string} | undefined)?.report;
}
