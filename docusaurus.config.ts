import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {studio} from './src/data/studio';
import leanClientPlugin from './plugins/lean-client';
import responsiveImages, {variantsStaticDir} from './plugins/responsive-images';
import {blogFeedTitle, blogIndex} from './src/data/blog';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import blogPlugin from './plugins/blog';
import blogChecksPlugin from './plugins/blog-checks';
import blogPreviewsPlugin from './plugins/blog-previews';
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
  // AVIF/WebP variants of static/images, made at build time into a git-ignored cache.
  staticDirectories: ['static', variantsStaticDir()],
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
        // The blog is configured below (plugins): the classic blog plugin, extended.
        blog: false,
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
  // The blog (with German Atom feed), its front matter checks (fail the build) and the home page's
  // blog previews (global data).
  plugins: [
    [
      blogPlugin,
      {
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: blogIndex.title,
        blogDescription: blogIndex.description,
        // No 'recent posts' sidebar: the index, tag pages and previous/next links cover navigation.
        blogSidebarCount: 0,
        showReadingTime: true,
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        exclude: ['README.md', '**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
        feedOptions: {
          type: ['rss', 'atom'],
          title: blogFeedTitle,
          description: blogIndex.description,
          language: 'de',
          copyright: `© ${studio.copyrightYear} ${studio.ownerName}`,
        },
      } satisfies BlogOptions,
    ],
    blogChecksPlugin,
    blogPreviewsPlugin,
    // AVIF/WebP variants of every image under static/images, sizes as global data.
    responsiveImages,
    // Lean pages (no Prism, bundles after first paint), then the security headers from the final HTML.
    leanClientPlugin,
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
    metadata: [
      {name: 'theme-color', content: '#814a13'},
      // No Referer to anyone, on every host (the HTTP header says the same where it can be set).
      {name: 'referrer', content: 'no-referrer'},
    ],
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
