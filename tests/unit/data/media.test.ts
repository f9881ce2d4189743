/**
 * @jest-environment node
 *
 * The owner's own photos and videos as committed (static/, the photos beside the articles). A
 * phone photo that still carries where it was taken or the phone's serial number is allowed: her
 * guide and the launch check call it a note, since the build publishes only clean copies
 * (plugins/responsive-images/media.ts). What must hold for her files as they are: every such
 * file's published copy carries neither, and the note names the file and the one command that
 * cleans it in place (plugins/responsive-images/privacy.ts).
 * Nor may any file lie there that the build refuses (a PDF, a symbolic link, ...).
 */
import {afterAll, expect, jest, test} from '@jest/globals';
import {cpSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {launchReport} from '@site/plugins/content/launch';
import {siteFiles} from '@site/plugins/responsive-images/files';
import {prepareMedia} from '@site/plugins/responsive-images/media';
import {posterPath} from '@site/src/lib/images';
import {
  CLEAN_COMMAND,
  describePrivate,
  privateMediaFindings,
  privateMetadata,
} from '@site/plugins/responsive-images/privacy';
import {siteRoot} from '../__helpers__/contentSite';

jest.setTimeout(120_000);

const work = mkdtempSync(join(tmpdir(), 'her-media-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

test('her originals with their place or a serial number: a note naming the command, and published without either', async () => {
  const findings = await privateMediaFindings({
    staticDir: join(siteRoot, 'static'),
    blogDir: join(siteRoot, 'blog'),
  });
  // A note that does not hold up publishing, naming each file and the command.
  const report = launchReport([], findings);
  for (const {label, found} of findings)
    expect(report).toContain(`${label}: enthält ${describePrivate(found)}`);
  if (findings.length > 0) expect(report).toContain(CLEAN_COMMAND);
  expect(report).toMatch(/^Die Website ist bereit zur Veröffentlichung/);

  // Her files that carry either, cleaned as the build cleans them: the copies carry neither.
  const staticDir = join(work, 'static');
  const blogDir = join(work, 'blog');
  mkdirSync(staticDir, {recursive: true});
  mkdirSync(blogDir, {recursive: true});
  // A video's poster too: the build takes the player's size from it.
  const posters = findings.flatMap(({label, kind}) =>
    kind === 'mp4' ? [join(siteRoot, 'static', posterPath(label.slice('static'.length)))] : [],
  );
  for (const file of [...findings.map((finding) => finding.file), ...posters]) {
    const inBlog = file.startsWith(join(siteRoot, 'blog'));
    const from = join(siteRoot, inBlog ? 'blog' : 'static');
    cpSync(file, join(inBlog ? blogDir : staticDir, relative(from, file)));
  }
  const {files} = await prepareMedia({staticDir, blogDir, cacheDir: join(work, 'cache')});
  const addresses = new Map(
    siteFiles(staticDir, blogDir).map(({label, publicPath}) => [label, publicPath]),
  );
  const published = await Promise.all(
    findings.map(async ({label, kind}) => {
      const copy = files[addresses.get(label) ?? ''];
      return [label, copy && (await privateMetadata({file: copy, kind}))];
    }),
  );
  expect(published).toEqual(findings.map(({label}) => [label, []]));
});

test('every committed file in static/ and blog/ is on the list of what the site publishes', () => {
  const files = siteFiles(join(siteRoot, 'static'), join(siteRoot, 'blog'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap(({label, problem}) => (problem ? [`${label}: ${problem}`] : []))).toEqual(
    [],
  );
});
