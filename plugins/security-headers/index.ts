/**
 * Post-build step: the HTTP headers from the final HTML (./headers.ts) into build/_headers and
 * deploy/generated/ (./render.ts), once no inline script came from content.
 */
import {join, relative} from 'node:path';
import type {Props} from '@docusaurus/types';
import {checkInlineScripts} from './headers';
import {writeHeaderFiles} from './render';

export function headers({outDir, siteDir}: Pick<Props, 'outDir' | 'siteDir'>) {
  checkInlineScripts(outDir);
  const written = writeHeaderFiles(outDir, join(siteDir, 'deploy', 'generated'));
  return written.map((file) => relative(siteDir, file)).join(', ');
}
