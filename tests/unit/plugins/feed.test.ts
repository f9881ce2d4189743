/**
 * The blog's feed items (plugins/blog/feed.ts): titles and descriptions are text, so they are
 * escaped for the feeds' HTML fields (Atom type="html", RSS description); the article's <picture>
 * sources get absolute addresses like its <img>.
 */
import {describe, expect, test} from '@jest/globals';
import type {BlogFeedItem} from '@docusaurus/plugin-content-blog';
import {absoluteSources, escapeHtml, feedItems, setAtomLanguage} from '@site/plugins/blog/feed';

describe('feed items', () => {
  test('title and description are escaped; what a reader decodes is the text as written', async () => {
    const item: BlogFeedItem = {
      title: 'Haut & Haare </title><script>alert(1)</script>',
      description: 'Pflege <b>fett</b> & mehr',
      link: 'https://www.example.com/blog/post/a',
      date: new Date('2025-01-01'),
      content: '<p>Text</p>',
    };
    const [made] = await feedItems({
      blogPosts: [],
      siteConfig: {} as never,
      outDir: '',
      defaultCreateFeedItems: async () => [item],
    });
    expect(made!.title).toBe(
      'Haut &amp; Haare &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(made!.description).toBe('Pflege &lt;b&gt;fett&lt;/b&gt; &amp; mehr');
    const decoded = new DOMParser().parseFromString(made!.title, 'text/html').body.textContent;
    expect(decoded).toBe(item.title);
    expect(escapeHtml('Ärger & „Zitat“')).toBe('Ärger &amp; „Zitat“');
  });

  test('<source srcset> gets absolute addresses; text and entities stay as they are', () => {
    const html =
      '<p>a &lt;b&gt; ä</p><picture><source type="image/avif" srcset="/images/blog/a-320w.avif 320w, /images/blog/a-640w.avif 640w"><img src="https://x.de/images/blog/a.jpg" alt="A &amp; B"></picture>';
    expect(absoluteSources(html, 'https://www.example.com/blog/post/a')).toBe(
      '<p>a &lt;b&gt; ä</p><picture><source type="image/avif" srcset="https://www.example.com/images/blog/a-320w.avif 320w, https://www.example.com/images/blog/a-640w.avif 640w"><img src="https://x.de/images/blog/a.jpg" alt="A &amp; B"></picture>',
    );
  });
});

describe('the Atom feed’s language (xml:lang; RSS has <language>)', () => {
  const atom =
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<id>x</id></feed>';

  test('adds xml:lang to the feed element only', () => {
    expect(setAtomLanguage(atom, 'de')).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<feed xml:lang="de" xmlns="http://www.w3.org/2005/Atom">\n<id>x</id></feed>',
    );
  });

  test('replaces an existing language and is idempotent', () => {
    const english = atom.replace('<feed ', '<feed xml:lang="en" ');
    expect(setAtomLanguage(english, 'de')).toBe(setAtomLanguage(atom, 'de'));
    expect(setAtomLanguage(setAtomLanguage(atom, 'de'), 'de')).toBe(setAtomLanguage(atom, 'de'));
  });

  test('refuses a non-feed or a bad language tag', () => {
    expect(() => setAtomLanguage('<rss></rss>', 'de')).toThrow(/no <feed>/);
    expect(() => setAtomLanguage(atom, 'de"><x')).toThrow(/not a language tag/);
  });
});
