/**
 * The owner's guides (src/data/README.md, blog/README.md) quote only messages the site gives.
 * A quoted message is a line of a fenced block marked `meldung` or the first cell of a table whose
 * first column is headed „Meldung…“. Its fixed wording (what is left between example values,
 * „…“ quotes, ellipses, numbers and paths) must be found in the code under src/, plugins/ and
 * scripts/. And the table of YAML messages holds the wording of every one the loader can produce.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, test} from '@jest/globals';
import {SYNTAX_HINTS} from '@site/plugins/content/read';
import {siteRoot} from '../__helpers__/contentSite';

const GUIDES = ['src/data/README.md', 'blog/README.md'];
const guide = (path: string) => readFileSync(join(siteRoot, path), 'utf8');

/** Every line of a ```meldung block and every first cell of a „Meldung“ table, as plain text. */
function quotedMessages(text: string): string[] {
  const quotes: string[] = [];
  for (const [, block] of text.matchAll(/^```meldung\n([\s\S]*?)^```$/gm))
    quotes.push(...block!.split('\n').filter((line) => line.trim()));
  let inTable = false;
  for (const line of text.split('\n')) {
    if (/^\| Meldung/.test(line)) inTable = true;
    else if (!line.startsWith('|')) inTable = false;
    else if (inTable && !/^\|[-| ]+\|$/.test(line)) quotes.push(line.split(/(?<!\\)\|/)[1]!);
  }
  return quotes.map((quote) =>
    quote
      .trim()
      .replace(/^- /, '')
      .replaceAll('`', '')
      .replaceAll('\\|', '|')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>'),
  );
}

/** The runs of at least four words between the parts of a quote that vary or are left out. */
function fixedWording(quote: string): string[] {
  let text = quote;
  while (/„[^„“]*“/.test(text)) text = text.replace(/„[^„“]*“/g, '\0');
  return text
    .split(/\0|…|\S*\/\S*|\d+(?:[.,]\d+)*/)
    .map((run) => run.trim().split(/\s+/))
    .filter((words) => words.length >= 4)
    .map((words) => words.join(' '));
}

/**
 * The code that writes the messages: every script and data file under src/, plugins/, scripts/,
 * and the plugins' YAML (the editor's German); not her YAML under src/data.
 */
function sourceText(): string {
  return ['src', 'plugins', 'scripts']
    .flatMap((dir) =>
      readdirSync(join(siteRoot, dir), {recursive: true, encoding: 'utf8'}).map((file) =>
        join(dir, file),
      ),
    )
    .filter((file) => /\.(tsx?|m?js|json)$/.test(file) || /^plugins\/.*\.yml$/.test(file))
    .map((file) => readFileSync(join(siteRoot, file), 'utf8'))
    .join('\n');
}

/**
 * The runs of a quote the source does not hold; a run's first or last word may border on a value
 * (`${count}. Bitte …`), so it is also found without them. A quote with nothing to compare is
 * reported whole: a guide must not quote what no test can check.
 */
function notInSource(quote: string, source: string): string[] {
  const runs = fixedWording(quote);
  if (runs.length === 0) return [quote];
  return runs.filter((run) => {
    const words = run.split(' ');
    const variants = [words, words.slice(1), words.slice(0, -1), words.slice(1, -1)];
    return !variants.some((variant) => variant.length >= 3 && source.includes(variant.join(' ')));
  });
}

describe('messages quoted in the guides', () => {
  const source = sourceText();

  test.each(GUIDES)('every message %s quotes is one the site gives', (path) => {
    const quotes = quotedMessages(guide(path));
    expect(quotes.length).toBeGreaterThanOrEqual(path.startsWith('blog') ? 3 : 10);
    const missing = quotes.flatMap((quote) =>
      notInSource(quote, source).map((run) => `${quote}\n    nicht im Code: ${run}`),
    );
    expect(missing).toEqual([]);
  });

  test('a message the site no longer gives is found missing', () => {
    expect(notInSource('Die Blog-Prüfung hat in Ihrem Beitrag 2 Fehler gefunden', source)).toEqual([
      'Die Blog-Prüfung hat in Ihrem Beitrag',
    ]);
    expect(
      notInSource('Tags [sonne] used in 2025-09-15-x.md are not defined in tags.yml', source),
    ).not.toEqual([]);
    expect(notInSource('290 passed, 0 failed', source)).toEqual(['290 passed, 0 failed']);
    // …while the same words, as the site writes them, are found.
    expect(
      notInSource(
        '„price“ bei „Klassische Gesichtsbehandlung“: „55“ – ein Preis sieht so aus: „99 €“ oder „99,50 €“',
        source,
      ),
    ).toEqual([]);
  });
});

test('every YAML message appears in the guide’s table', () => {
  const rows = guide('src/data/README.md')
    .split('\n')
    .filter((line) => line.startsWith('| '));
  const missing = Object.values(SYNTAX_HINTS).filter(
    // The table quotes each message's beginning (a long one ends in „…“).
    (message) => !rows.some((row) => row.includes(message.slice(0, 60))),
  );
  expect(missing).toEqual([]);
});
