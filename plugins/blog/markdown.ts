/** The Markdown tree as the blog's remark plugins (./unsafeHtml, ./articleImages) read it, and their report. */
import {relative} from 'node:path';
import {OwnerError} from '../content/ownerError.mjs';

export type MarkdownNode = {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  title?: string | null;
  identifier?: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: MarkdownNode[];
  position?: {start: {line: number}};
};
export type MarkdownFile = {path: string; cwd: string};

/** "blog/2025-06-01-beitrag.md, Zeile 7: …": where in her file. */
export const inFile = (file: MarkdownFile, node: MarkdownNode, problem: string) =>
  `${relative(file.cwd, file.path)}, Zeile ${node.position?.start.line ?? '?'}: ${problem}`;

/**
 * Who reports an article's problems: the build's bundler; in `npm start` the preview's content
 * check (`check`, ./articleCheck.ts) alone, so no English overlay of the bundler covers her report.
 */
export type Reporting = {readonly check?: boolean};
const reports = ({check}: Reporting) => check === true || process.env.NODE_ENV !== 'development';

/** Stops the build with her problems, one line each, between what they are and what to do. */
export function stopOn(
  problems: readonly string[],
  intro: string,
  help: string,
  reporting: Reporting = {},
) {
  if (problems.length > 0 && reports(reporting))
    throw new OwnerError(`${intro}\n${problems.map((problem) => `- ${problem}`).join('\n')}\n${help}`);
}
