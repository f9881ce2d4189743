/**
 * Local plugin: writes the deployed site's HTTP headers (headers.ts) after every build, with the
 * Content-Security-Policy hashes of the final HTML.
 */
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeHeaderFiles} from './headers';

export default function securityHeadersPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'security-headers',
    postBuild({outDir}) {
      const written = writeHeaderFiles(outDir, join(siteDir, 'deploy', 'generated'));
      console.log(
        `[security-headers] ${written.map((file) => relative(siteDir, file)).join(', ')}`,
      );
    },
  };
}
