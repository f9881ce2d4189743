import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import adminPlugin, {adminStaticDir} from './plugins/admin';
import leanClientPlugin from './plugins/lean-client';
import responsiveImages, {variantsStaticDir} from './plugins/responsive-images';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import blogPlugin from './plugins/blog';
import blogChecksPlugin from './plugins/blog-checks';
import blogPreviewsPlugin from './plugins/blog-previews';
import contentPlugin from './plugins/content';
import {siteContent} from './plugins/content/load';
import {ContentError} from './plugins/content/source';

// Every content file in src/data is validated before anything starts: a mistake stops `npm start`
// and `npm run build` with one German message listing every problem by file, line and field
// (printed alone: a stack trace would only bury it for the owner).
function ownerContent() {
  try {
    return siteContent().content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
const {studio, pages} = ownerContent();

const config = {
  title: studio.studioName,
  tagline: 'Kosmetik, Permanent Make-up und Wimpern in Berlin Steglitz-Zehlendorf',
  favicon: 'images/favicon.svg',
  url: studio.url,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: false,
  // AVIF/WebP variants of static/images, made at build time into a git-ignored cache.
  // The editor at /admin (Decap CMS from npm, config generated from the content schema): same.
  staticDirectories: ['static', variantsStaticDir(), adminStaticDir()],
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
    // The owner's YAML content as validated modules (import … from '@site/src/data/prices.yml').
    contentPlugin,
    [
      blogPlugin,
      {
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: pages.blog.title,
        blogDescription: pages.blog.description,
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
          title: `${pages.blog.feedTitle} | ${studio.studioName}`,
          description: pages.blog.description,
          language: 'de',
          copyright: `© ${studio.copyrightYear} ${studio.ownerName}`,
        },
      } satisfies BlogOptions,
    ],
    (context: LoadContext) => blogChecksPlugin(context, {brand: studio}),
    blogPreviewsPlugin,
    // AVIF/WebP variants of every image under static/images, sizes as global data.
    responsiveImages,
    // The owner's editor at /admin: written on start and build, loaded by no visitor page.
    (context: LoadContext) => adminPlugin(context, {studioName: studio.studioName, siteUrl: studio.url}),
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
