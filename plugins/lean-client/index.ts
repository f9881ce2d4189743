import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps code out of every page that this site never uses. The classic theme loads a Prism client
 * module on every page for syntax highlighting (~35 KB gzip of JS); this site shows no code.
 * The module is replaced by an empty one at bundling time; nothing else changes.
 */
export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const empty = path.join(__dirname, 'empty.js');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            empty,
          ),
        ],
      };
    },
  };
}
