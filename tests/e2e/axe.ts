import axe from 'axe-core';
import type {Page} from '@playwright/test';

/**
 * axe with every rule it has (WCAG 2.x A/AA and best practices): the violations of any impact,
 * one line each. axe (half a megabyte of script, a second or more to parse here) is injected
 * once per page and then run as often as a test asks; it runs in the page itself, since the
 * site has no frames (nothing comes from another origin).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const {violations} = await (window as unknown as {axe: typeof axe}).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map(
      (v) =>
        `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
