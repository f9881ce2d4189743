// Development only: warns in the browser console when a page breaks one of the spec's content
// rules. The production build is checked by tests/e2e/content-rules.spec.ts with the same rules.
import type {ClientModule} from '@docusaurus/types';
import {checkDocument} from '../lib/contentRules';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (process.env.NODE_ENV !== 'development') {
      return;
    }
    // Head tags are applied asynchronously; check once they are in place.
    window.setTimeout(() => {
      const noIndex = document.querySelector('meta[name="robots"][content*="noindex"]') !== null;
      for (const v of checkDocument(document, {skipTitleLength: noIndex})) {
        const log = v.severity === 'error' ? console.error : console.warn;
        log(`[content rule: ${v.rule}] ${v.element}: ${v.message}`);
      }
    }, 300);
  },
};

export default clientModule;
