import {describe, expect, test} from '@jest/globals';
import {deferBundles} from '@site/plugins/lean-client';

const head =
  '<head><meta charset="UTF-8"><link rel=stylesheet href=/assets/css/styles.1.css />' +
  '<script src=/assets/js/runtime~main.d86e8c80.js defer></script><script src=/assets/js/main.9b3bc08a.js defer></script></head>';

describe('lean-client post-build rewrite', () => {
  test('replaces the two bundle scripts by the boot script, keeping their order', () => {
    const html = deferBundles(head, '/assets/js/boot.abc.js');
    expect(html).toContain(
      '<script src="/assets/js/boot.abc.js" data-scripts="/assets/js/runtime~main.d86e8c80.js /assets/js/main.9b3bc08a.js" defer></script>',
    );
    expect(html).not.toContain('<script src=/assets/js/main');
  });

  test('reports pages without the expected script tags (so the build fails loudly)', () => {
    expect(deferBundles('<head></head>', '/boot.js')).toBeNull();
  });
});
