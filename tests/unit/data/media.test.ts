/**
 * @jest-environment node
 *
 * The owner's own photos and videos as committed (static/, the photos beside the articles): none
 * may keep where it was taken or the phone's serial number in the repository. A failure names
 * each file and the one command that cleans it in place (plugins/responsive-images/privacy.ts).
 * Nor may any file lie there that the build refuses (a PDF, a symbolic link, ...).
 */
import {expect, jest, test} from '@jest/globals';
import {join} from 'node:path';
import {
  CLEAN_COMMAND,
  describePrivate,
  privateMediaFindings,
} from '@site/plugins/responsive-images/privacy';
import {siteFiles} from '@site/plugins/responsive-images/files';
import {siteRoot} from '../__helpers__/contentSite';

jest.setTimeout(60_000);

test('no committed photo or video carries its place or a serial number', async () => {
  const findings = await privateMediaFindings({
    staticDir: join(siteRoot, 'static'),
    blogDir: join(siteRoot, 'blog'),
  });
  expect(
    findings.map(
      ({label, found}) =>
        `${label} enthält ${describePrivate(found)}; entfernen mit: ${CLEAN_COMMAND}`,
    ),
  ).toEqual([]);
});

test('every committed file in static/ and blog/ is on the list of what the site publishes', () => {
  const files = siteFiles(join(siteRoot, 'static'), join(siteRoot, 'blog'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap(({label, problem}) => (problem ? [`${label}: ${problem}`] : []))).toEqual(
    [],
  );
});
