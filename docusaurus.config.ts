import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {studio} from './src/data/studio';
import {priceCategories} from './src/data/prices';
import {assertValidPriceList} from './src/lib/priceRules';

// Bad prices stop the build with the category, service and field named.
assertValidPriceList(priceCategories);

const siteUrl = (process.env.SITE_URL ?? 'https://www.kosmetik-mustermann.de').replace(/\/+$/, '');

const config = {
  title: studio.studioName,
  tagline: 'Kosmetik, Permanent Make-up und Wimpern in Berlin Steglitz-Zehlendorf',
  favicon: 'images/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: false,
  clientModules: ['./src/clientModules/fonts.ts', './src/clientModules/contentRuleWarnings.ts'],
  markdown: {
    // .md files are plain CommonMark (what the owner writes); only .mdx files are MDX.
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
  future: {
    v4: true,
  },
  i18n: {
    defaultLocale: 'de',
    locales: ['de'],
  },
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Beauty-Blog',
          blogDescription: 'Beauty-Blog',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          exclude: ['README.md', '**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
          feedOptions: {
            type: ['rss', 'atom'],
            language: 'de',
            copyright: `© ${studio.copyrightYear} ${studio.ownerName}`,
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
        },
        svgr: false,
        gtag: undefined,
        googleTagManager: undefined,
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'images/social-card.jpg',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    navbar: {
      title: studio.studioName,
      items: [],
    },
    metadata: [{name: 'theme-color', content: '#814a13'}],
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
