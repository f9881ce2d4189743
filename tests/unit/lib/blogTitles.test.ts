import {expect, test} from '@jest/globals';
import {postCount, tagPageHeadline} from '@site/src/lib/blogTitles';

test('a tag page is headed with the topic in German quotation marks', () => {
  expect(tagPageHeadline('Wissen')).toBe('Beiträge zum Thema „Wissen“');
});

test('postCount says Beitrag or Beiträge', () => {
  expect(postCount(1)).toBe('1 Beitrag');
  expect(postCount(2)).toBe('2 Beiträge');
});
