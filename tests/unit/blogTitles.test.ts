import {describe, expect, test} from '@jest/globals';
import {documentTitle, firstFittingTitle, postCount, tagPageHeadline, tagPageTitle, titleFits} from '@site/src/lib/blogTitles';
import {blogArchive, blogAuthors, blogIndex, blogTopics} from '@site/src/data/blog';

describe('blog page texts', () => {
  test.each([
    ['index', blogIndex],
    ['archive', blogArchive],
    ['topics', blogTopics],
    ['author', blogAuthors],
  ])('%s: title gives 50–60 characters, description at most 150, keywords present', (_name, text) => {
    expect(titleFits(text.title)).toBe(true);
    expect(text.description.length).toBeGreaterThan(50);
    expect(text.description.length).toBeLessThanOrEqual(150);
    expect(text.keywords.length).toBeGreaterThanOrEqual(3);
  });
});

describe('tag page titles', () => {
  test('the tags of the blog get fitting, German titles', () => {
    expect(documentTitle(tagPageTitle('Detox'))).toBe('Beiträge zum Thema „Detox“ | Kosmetikstudio Erika Mustermann');
    expect(documentTitle(tagPageTitle('Hautpflege'))).toBe('Beiträge zum Thema „Hautpflege“ | Erika Mustermann');
    expect(tagPageHeadline('Wissen')).toBe('Beiträge zum Thema „Wissen“');
  });

  test('every label of 1 to 32 characters gets a title of 50–60 characters', () => {
    for (let length = 1; length <= 32; length += 1) {
      const title = documentTitle(tagPageTitle('x'.repeat(length)));
      expect([length, title.length >= 50 && title.length <= 60]).toEqual([length, true]);
    }
  });

  test('when nothing fits, the first wording is used', () => {
    expect(firstFittingTitle(['a', 'b'])).toBe('a');
  });
});

test('postCount says Beitrag or Beiträge', () => {
  expect(postCount(1)).toBe('1 Beitrag');
  expect(postCount(2)).toBe('2 Beiträge');
});
