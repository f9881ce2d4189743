/**
 * Local plugin: the unprefixed `line-clamp` that the theme's blog author styles write beside
 * `-webkit-line-clamp` (which every engine reads instead) is dropped where the CSS is compiled: the
 * W3C Nu HTML Checker, which reads the CSS each page carries inline, does not know it.
 */
import type {Plugin} from '@docusaurus/types';

export default (): Plugin => ({
  name: 'css-validity',
  configurePostCss(options) {
    options.plugins.push({
      postcssPlugin: 'drop-unprefixed-line-clamp',
      Declaration: {'line-clamp': (declaration: {remove: () => void}) => declaration.remove()},
    });
    return options;
  },
});
