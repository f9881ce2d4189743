import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {adminStaticDir} from './plugins/admin';
import {variantsStaticDir} from './plugins/responsive-images';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {sharedContent, siteSettings} from './plugins/content/load';
import {frontMatterParser} from './plugins/content/frontMatter';
import {SITEMAP_FILE} from './plugins/postbuild';
import {islandsStaticDir} from './plugins/islands';
import {speculationRules, ssrTemplate} from './plugins/static-template';
import rejectUnsafeBuiltHtml, {rejectUnsafeHtml} from './plugins/blog/builtHtml';
import articleImages from './plugins/blog/articleImages';
import {feedItems} from './plugins/blog/feed';
import {copyrightNotice} from './src/data/derive';

// The site's name and address and the blog's titles from src/data, read once for the build with
// the plugins that need the content (content, admin). Read without failing: the content plugin
// reports mistakes in German, in the browser and the build.
const site = siteSettings(sharedContent(process.cwd()).content);
/** The articles' folder: the blog plugin's, and where the photos beside them are found. */
const BLOG_DIR = 'blog';

const config = {
  title: site.studioName,
  tagline: 'Kosmetik, Permanent Make-up und Wimpern in Berlin Steglitz-Zehlendorf',
  // Both from src/data/studio.yml, so she replaces them in the editor.
  favicon: site.favicon?.replace(/^\//, ''),
  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Two articles with one address: `npm start` shows the content check's German message (which
  // names both files); Docusaurus' own check would stop the preview's reload before it.
  onDuplicateRoutes: process.env.NODE_ENV === 'development' ? 'ignore' : 'throw',
  baseUrlIssueBanner: false,
  // AVIF/WebP variants of static/images, made at build time into a git-ignored cache.
  // The editor at /admin (Decap CMS from npm, config generated from the content schema): same.
  // The islands (src/islands, compiled by plugins/islands): same, under /assets/islands.
  staticDirectories: ['static', variantsStaticDir(), adminStaticDir(), islandsStaticDir()],
  // Runs in `npm start` only: built pages load no client runtime (the build checks the rules).
  clientModules: ['./src/clientModules/contentRuleWarnings.ts'],
  // The heading font's German file, which every first screen needs (its @font-face is in
  // src/css/custom.css): preloaded so the h1 rarely reflows when it arrives.
  headTags: [
    {
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: '/fonts/cormorant-garamond-german-600-normal.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    },
    // Pages are plain documents: the browser prerenders the next one while the visitor points
    // at a link (Speculation Rules), so navigation stays instant without a client router.
    speculationRules,
  ],
  // The page template without Docusaurus' client bundles: visitor pages load no runtime.
  ssrTemplate,
  markdown: {
    // .md files are plain CommonMark (what the owner writes); only .mdx files are MDX.
    format: 'detect',
    // A mistake in an article's head is reported by the content plugin alone, in German.
    parseFrontMatter: frontMatterParser(BLOG_DIR),
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
          customCss: ['./src/css/custom.css', './src/css/blog.css'],
        },
        // Every page, nothing else: dates, change frequency and priority tell a crawler nothing here.
        sitemap: {filename: SITEMAP_FILE, lastmod: null, changefreq: null, priority: null},
        svgr: false,
        gtag: undefined,
        googleTagManager: undefined,
      } satisfies Preset.Options,
    ],
  ],
  // The content, the blog (with German Atom feed and the home page's blog previews as global data).
  plugins: [
    // The owner's content (src/data, the blog's front matter) read, checked and derived once.
    './plugins/content/index.ts',
    [
      './plugins/blog/index.ts',
      {
        path: BLOG_DIR,
        routeBasePath: 'blog',
        blogTitle: site.blog.title,
        blogDescription: site.blog.description,
        // No 'recent posts' sidebar: the index, tag pages and previous/next links cover navigation.
        blogSidebarCount: 0,
        // No table of contents beside an article either: the theme's BlogLayout is then one reading
        // column (src/css/blog.css), and the owner never has to set hide_table_of_contents herself.
        processBlogPosts: async ({blogPosts}) =>
          blogPosts.map((post) => ({
            ...post,
            metadata: {
              ...post.metadata,
              frontMatter: {...post.metadata.frontMatter, hide_table_of_contents: true},
            },
          })),
        showReadingTime: true,
        // A pasted <script>, <iframe>, onerror=… or javascript: link stops the build (German
        // message); a Markdown image becomes the site's responsive <picture>, not a copy of the file.
        // The remark plugin notes the Markdown's problems; the rehype one judges the raw HTML on the
        // tree parse5 built (Docusaurus runs rehype-raw before these) and reports both at once.
        beforeDefaultRemarkPlugins: [rejectUnsafeHtml, [articleImages, {blog: BLOG_DIR}]],
        beforeDefaultRehypePlugins: [rejectUnsafeBuiltHtml],
        // Pages of our own design for five of the plugin's routes (the theme's versions are left
        // untouched): the index and a topic's posts with an h1 and intro above the posts, the
        // archive with years as h2, the topics with their descriptions, the author.
        blogListComponent: '@site/src/components/BlogIndexPage',
        blogTagsPostsComponent: '@site/src/components/BlogTopicPage',
        blogArchiveComponent: '@site/src/components/BlogArchivePage',
        blogTagsListComponent: '@site/src/components/BlogTopicsPage',
        blogAuthorsListComponent: '@site/src/components/BlogAuthorPage',
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        // Unknown topics and authors and a missing truncate line are reported by the content
        // plugin in German, with file, line and field (src/data/schema/blog.ts).
        onInlineTags: 'ignore',
        onInlineAuthors: 'ignore',
        onUntruncatedBlogPosts: 'ignore',
        exclude: ['README.md', '**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**'],
        feedOptions: {
          type: ['rss', 'atom'],
          title: `${site.blog.feedTitle} | ${site.studioName}`,
          description: site.blog.description,
          language: 'de',
          copyright: copyrightNotice(site.copyrightYear, site.ownerName),
          // Titles and descriptions are text: escaped for the feeds' HTML fields.
          createFeedItems: feedItems,
        },
      } satisfies BlogOptions,
    ],
    // Every photo and video checked and cleaned, AVIF/WebP variants, sizes as global data.
    ['./plugins/responsive-images/index.ts', {blogDir: BLOG_DIR}],
    // The owner's editor at /admin: written on start and build, loaded by no visitor page.
    './plugins/admin/index.ts',
    // The theme's CSS without what the W3C checker rejects in a page's inline CSS (line-clamp).
    './plugins/css-validity/index.ts',
    // The islands: src/islands compiled into /assets/islands, their URLs as global data.
    './plugins/islands/index.ts',
    // After every plugin's postBuild: robots.txt, each page's CSS inline, headers with the CSP of the
    // final HTML, .br/.gz copies (plugins/postbuild).
    './plugins/postbuild/index.ts',
  ],
  themeConfig: {
    image: site.shareImage?.replace(/^\//, ''),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    navbar: {
      title: site.studioName,
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
