/** The link that takes the owner to Netlify with a copy of this repository (scripts/deploy-link.mjs). */
import {describe, expect, test} from '@jest/globals';
import {deployLink} from '../../../scripts/deploy-link.mjs';

describe('npm run deploy-link', () => {
  test.each([
    'git@github.com:studio-web/kosmetik.git',
    'https://github.com/studio-web/kosmetik',
    'https://github.com/studio-web/kosmetik.git',
    'ssh://git@github.com/studio-web/kosmetik.git',
    'https://github.com/studio-web/kosmetik/',
  ])('from the remote %s', (remote) => {
    expect(deployLink(remote)).toBe(
      'https://app.netlify.com/start/deploy?repository=https://github.com/studio-web/kosmetik',
    );
  });

  test('nothing for a remote that is not on GitHub, or none', () => {
    expect(deployLink('https://gitlab.com/studio-web/kosmetik.git')).toBeNull();
    expect(deployLink('')).toBeNull();
    expect(deployLink(undefined)).toBeNull();
  });
});
