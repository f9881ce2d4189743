// @ts-check
/**
 * Writes the HTTP headers (deploy/headers.mjs) after every build: build/_headers for
 * Netlify/Cloudflare Pages and deploy/generated/headers-*.conf for nginx. Runs in postBuild
 * because the CSP hashes come from the finished HTML.
 */
import {join, relative} from 'node:path';
import {writeHeaderFiles} from '../deploy/headers.mjs';

/** @returns {import('@docusaurus/types').Plugin} */
export default function securityHeadersPlugin(/** @type {import('@docusaurus/types').LoadContext} */ context) {
  return {
    name: 'security-headers',
    async postBuild({outDir}) {
      const written = writeHeaderFiles(outDir, join(context.siteDir, 'deploy', 'generated'));
      console.log(`[security-headers] wrote ${written.map((path) => relative(context.siteDir, path)).join(', ')}`);
    },
  };
}
