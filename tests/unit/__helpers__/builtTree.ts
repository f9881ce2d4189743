/** Markdown texts as the build's rehype plugins get them (./rehypeTree.mjs, a process of its own). */
import {spawnSync} from 'node:child_process';
import {resolve} from 'node:path';
import type {TreeNode} from '@site/plugins/blog/builtHtml';

/** Each text's tree after rehype-raw (parse5), in one process for all of them. */
export function builtTrees(markdowns: string[]): TreeNode[] {
  const result = spawnSync('node', ['tests/unit/__helpers__/rehypeTree.mjs'], {
    cwd: resolve(__dirname, '../../..'),
    input: JSON.stringify(markdowns),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as TreeNode[];
}
