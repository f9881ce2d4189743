import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A head that never flickers while React hydrates: in the browser bundle, `@docusaurus/Head`
 * (through which every head tag of the site, the theme and Docusaurus passes) is Head.tsx, which
 * registers the page's head with react-helmet-async only once hydration is over. The server
 * bundle keeps Docusaurus' own Head, so the prerendered HTML is unchanged.
 */
export default function stableHeadPlugin(): Plugin {
  return {
    name: 'stable-head',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'Head.tsx')}}};
    },
  };
}
