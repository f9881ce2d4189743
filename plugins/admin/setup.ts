/**
 * `npm run build:setup`: while the site is being set up, Netlify publishes the editor alone.
 *
 * The release build (`npm run build:release`) stops while sample values are left (the launch
 * check), so nothing with sample reviews or a sample address can go live. Right after the one-click
 * import, though, everything is still sample, and the owner replaces it in the online editor, which
 * must therefore be online before the site is. netlify.toml runs this when the release build fails:
 *
 * - as long as `url` in src/data/studio.yml is still the sample address (the site has never been
 *   live), it writes build/ with the editor at /admin/, and at every other address a page (not
 *   indexed, no script) that says the site is being set up and lists what the launch check still
 *   finds, so she sees what is left to do;
 * - once `url` is her own address, it does nothing and fails: Netlify keeps the last published
 *   version online, and the build's log says what to fix.
 *
 *   jiti plugins/admin/setup.ts [siteDir] [outDir]
 */
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {defaultSamples, launchFindings, launchReport} from '../content/launch';
import {EDITOR_CSP} from '../security-headers/headers';
import {ADMIN_PATH, writeAdmin} from './index';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the site's address is still a sample value (then the site has never been live). */
export function isSampleUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return defaultSamples().texts.some(({value}) => lower.includes(value.toLowerCase()));
}

/** The page at every address but /admin/ while the site is set up. */
export function setupPage(studioName: string, report: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Wird eingerichtet | ${escape(studioName)}</title>
<style>body{margin:2em auto;max-width:50em;padding:0 1em;font:1rem/1.5 system-ui,sans-serif;color:#313d3e}pre{white-space:pre-wrap;background:#f5f5f5;padding:1em}</style>
</head>
<body>
<h1>Diese Website wird gerade eingerichtet.</h1>
<p>Bitte schauen Sie bald wieder vorbei.</p>
<h2>Für die Inhaberin</h2>
<p>Die Inhalte bearbeiten Sie im <a href="${ADMIN_PATH}">Editor</a>. Sobald keine Beispielangaben mehr übrig sind, erscheint hier Ihre Website. Noch zu ändern:</p>
<pre>${escape(report)}</pre>
</body>
</html>
`;
}

/** Writes the editor-only site into `outDir`; throws (in German) when the site was live before. */
export function writeSetupSite(
  siteDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const studio = (parse(readFileSync(path.join(siteDir, 'src', 'data', 'studio.yml'), 'utf8')) ??
    {}) as {url?: unknown; studioName?: unknown};
  const url = typeof studio.url === 'string' ? studio.url : '';
  if (!isSampleUrl(url)) {
    throw new Error(
      `Die Website wurde nicht gebaut (die Meldungen stehen oben). Bei „url“ in src/data/studio.yml steht schon Ihre eigene Adresse (${url}); deshalb bleibt die zuletzt veröffentlichte Fassung online, bis der Fehler behoben ist.`,
    );
  }
  const studioName = typeof studio.studioName === 'string' ? studio.studioName : 'Website';
  const editor = writeAdmin(siteDir, {studioName, siteUrl: url, faviconUrl: 'data:,'}, env);
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  cpSync(editor, path.join(outDir, 'admin'), {recursive: true});
  const page = setupPage(studioName, launchReport(launchFindings(siteDir)));
  writeFileSync(path.join(outDir, 'index.html'), page);
  writeFileSync(path.join(outDir, '404.html'), page);
  writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(
    path.join(outDir, '_headers'),
    `# Written by plugins/admin/setup.ts: the editor alone, while the site is being set up.
/*
  X-Robots-Tag: noindex, nofollow
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
${ADMIN_PATH}*
  Content-Security-Policy: ${EDITOR_CSP}
`,
  );
}

// Run as a command (`jiti plugins/admin/setup.ts`, which passes this file as argv[1]).
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const siteDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..'));
  const outDir = path.resolve(process.argv[3] ?? path.join(siteDir, 'build'));
  try {
    writeSetupSite(siteDir, outDir);
    console.log(
      `[admin] ${path.relative(siteDir, outDir) || outDir}: nur der Editor (${ADMIN_PATH}) und eine Seite „Wird eingerichtet“, bis der Launch-Check nichts mehr findet.`,
    );
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exitCode = 1;
  }
}
