import {mkdtempSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import adminPlugin, {netlifyEditorOrigin, netlifyRedirects} from '@site/plugins/admin';

describe('editor on an origin of its own (Netlify)', () => {
  test('the editor origin is the Netlify address of the site, only in a Netlify build', () => {
    expect(netlifyEditorOrigin({SITE_NAME: 'kosmetik-studio'})).toBe(
      'https://kosmetik-studio.netlify.app',
    );
    expect(netlifyEditorOrigin({})).toBeNull();
    expect(netlifyEditorOrigin({SITE_NAME: 'evil.example.com/x'})).toBeNull();
  });

  test('visitor pages leave the editor origin; /admin on the own domain leads to it', () => {
    const file = netlifyRedirects('https://www.studio.de', 'https://studio.netlify.app')!;
    const rules = file
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    expect(rules).toEqual([
      ['https://studio.netlify.app/admin', '/admin/', '301!'],
      ['https://studio.netlify.app/admin/*', '/admin/:splat', '200'],
      ['https://studio.netlify.app/*', 'https://www.studio.de/:splat', '301!'],
      ['https://www.studio.de/admin', 'https://studio.netlify.app/admin/', '301!'],
      ['https://www.studio.de/admin/*', 'https://studio.netlify.app/admin/:splat', '301!'],
    ]);
  });

  test('no rules when the site address is the Netlify address itself', () => {
    expect(netlifyRedirects('https://studio.netlify.app', 'https://studio.netlify.app')).toBeNull();
  });

  test('its post-build step writes build/_redirects only in a Netlify build', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'admin-redirects-'));
    const context = {
      siteDir: process.cwd(),
      siteConfig: {staticDirectories: []},
    } as unknown as LoadContext;
    const plugin = adminPlugin(context, {siteUrl: 'https://www.studio.de'});
    const postBuild = (env: NodeJS.ProcessEnv) => {
      const saved = process.env.SITE_NAME;
      if (env.SITE_NAME) process.env.SITE_NAME = env.SITE_NAME;
      else delete process.env.SITE_NAME;
      try {
        return plugin.postBuildStep?.({outDir} as never);
      } finally {
        if (saved === undefined) delete process.env.SITE_NAME;
        else process.env.SITE_NAME = saved;
      }
    };
    try {
      await postBuild({});
      expect(existsSync(join(outDir, '_redirects'))).toBe(false);
      await postBuild({SITE_NAME: 'studio'});
      expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain(
        'https://www.studio.de/admin/*  https://studio.netlify.app/admin/:splat  301!',
      );
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
