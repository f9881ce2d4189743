/** `npm run launch-check` in a terminal asks about each open claim and records each „j“. */
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {createInterface} from 'node:readline';
import {isSeq, parseDocument, YAMLSeq} from 'yaml';
import {openClaims, placeName} from './launch';
import type {Finding} from './problems';

export const CONFIRMATIONS = 'src/data/confirmations.yml';

/** Adds confirmations to the file, keeping its comments and everything else as it is. */
function record(siteDir: string, entries: readonly {code: string; note: string}[]): void {
  const path = join(siteDir, CONFIRMATIONS);
  const document = parseDocument(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  const found = document.get('confirmed', true);
  const list = isSeq(found) ? found : new YAMLSeq();
  list.flow = false; // one entry per line, not „[{code: …}]“ after an empty „confirmed: []“
  for (const entry of entries) list.add(document.createNode(entry));
  document.set('confirmed', list);
  writeFileSync(path, document.toString({lineWidth: 0}));
}

/** Asks about each open claim („j“, „n“ or later), records the confirmed; returns their number. */
export async function askAboutClaims(
  siteDir: string,
  findings: readonly Finding[],
  {input, output}: {input: NodeJS.ReadableStream; output: NodeJS.WritableStream},
): Promise<number> {
  const claims = openClaims(findings);
  if (claims.length === 0) return 0;
  const say = (text: string) => output.write(`${text}\n`);
  const reader = createInterface({input, terminal: false});
  const lines = reader[Symbol.asyncIterator]();
  say(
    `\nDer Launch-Check fragt nach ${claims.length === 1 ? 'einer Aussage' : `${claims.length} Aussagen`} aus den Beispieltexten, die nur Sie beurteilen können. Antworten Sie mit „j“ (stimmt), „n“ (stimmt nicht) oder nur Enter (später).`,
  );
  const confirmed: {code: string; note: string}[] = [];
  for (const [index, {claim, places}] of claims.entries()) {
    say(`\n${index + 1} von ${claims.length}: ${claim.question}`);
    for (const place of places) say(`   - ${placeName(place)}`);
    output.write('   (j/n) ');
    const {value, done} = await lines.next();
    const answer = done ? '' : String(value).trim().toLowerCase();
    if (/^j(a)?$/.test(answer)) {
      confirmed.push({code: claim.code, note: claim.statement});
      say('   Bestätigt.');
    } else if (/^n(ein)?$/.test(answer))
      say(
        `   Dann ändern Sie bitte den Text an den genannten Stellen.${claim.hint ? ` ${claim.hint}` : ''}`,
      );
    else say('   Später: Die Frage bleibt offen.');
    if (done) break;
  }
  reader.close();
  if (confirmed.length > 0) {
    record(siteDir, confirmed);
    const count = confirmed.length === 1 ? '1 Aussage' : `${confirmed.length} Aussagen`;
    say(`\n${count} in ${CONFIRMATIONS} bestätigt.`);
  }
  return confirmed.length;
}
