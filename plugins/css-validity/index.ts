/**
 * Local plugin: the CSS a page carries inline (plugins/postbuild/pageCss.ts) is read by the W3C Nu
 * HTML Checker, whose CSS grammar does not know the unprefixed `line-clamp` that the theme's blog
 * author styles write beside `-webkit-line-clamp`. No engine reads the unprefixed one today (each
 * uses the prefixed declaration next to it), so it is dropped where the CSS is compiled
 * (`configurePostCss`, Docusaurus' extension point), not in the built HTML.
 */
import type {Plugin} from '@docusaurus/types';

const dropUnprefixedLineClamp = {
  postcssPlugin: 'drop-unprefixed-line-clamp',
  Declaration: {
    'line-clamp': (declaration: {remove: () => void}) => declaration.remove(),
  },
};

export default function cssValidityPlugin(): Plugin {
  return {
    name: 'css-validity',
    configurePostCss(options) {
      options.plugins.push(dropUnprefixedLineClamp);
      return options;
    },
  };
}
