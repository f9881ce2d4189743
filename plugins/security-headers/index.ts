/**
 * Post-build step: once no inline script came from content, the HTTP headers from the final HTML
 * into build/_headers and deploy/generated/ (in an atomic build, scripts/atomicBuild.mjs, the
 * folder it names instead).
 */
import {join, relative} from 'node:path';
import type {Props} from '@docusaurus/types';
import {GENERATED_DIR} from '../../scripts/atomicBuild.mjs';
import {checkInlineScripts} from './pages';
import {writeHeaderFiles} from './render';

export function headers({outDir, siteDir}: Pick<Props, 'outDir' | 'siteDir'>) {
  checkInlineScripts(outDir);
  const generated = process.env[GENERATED_DIR] ?? join(siteDir, 'deploy', 'generated');
  const written = writeHeaderFiles(outDir, generated);
  return written.map((file) => relative(siteDir, file)).join(', ');
}
