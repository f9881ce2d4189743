import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * axe with every rule it has (WCAG 2.x A/AA and best practices): the violations of any impact,
 * one line each. The site has no frames (nothing comes from another origin), so axe runs in the
 * page itself (legacy mode: cross-origin frames untested) instead of finishing every call in a new
 * blank page, and reports only violations in full: the same rules in a quarter of the time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']})
    .analyze();
  return violations.map(
    (v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
