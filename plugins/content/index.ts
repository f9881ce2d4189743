/**
 * Local plugin: the owner's YAML content (src/data/*.yml) becomes importable modules, validated
 * and derived at build time by ./loader.cjs. docusaurus.config.ts validates every file once more
 * before anything starts, so `npm start` and `npm run build` stop with all problems at once.
 */
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {dataDir} from './load';

export default function contentPlugin(context: LoadContext): Plugin {
  return {
    name: 'content',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.yml$/,
              include: [dataDir(context.siteDir)],
              type: 'javascript/auto',
              use: [{loader: join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
