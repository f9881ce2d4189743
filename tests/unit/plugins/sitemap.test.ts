import {expect, test} from '@jest/globals';
import {robotsTxt} from '@site/plugins/postbuild';

test('robots.txt allows everything and names the sitemap by its absolute address', () => {
  expect(robotsTxt('https://www.example.de', '/', 'sitemap.xml')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://www.example.de/sitemap.xml\n',
  );
  expect(robotsTxt('https://www.example.de/', '/site/', 'karte.xml')).toContain(
    'Sitemap: https://www.example.de/site/karte.xml\n',
  );
});
