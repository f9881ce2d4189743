import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {jest} from '@jest/globals';
import type {LoadContext} from '@docusaurus/types';
import adminPlugin, {editorOrigin, netlifyRedirects} from '@site/plugins/admin';

describe('editor on an origin of its own', () => {
  test('the editor origin is the Netlify address of the site, only in a Netlify build', () => {
    const site = 'https://www.studio.de';
    expect(editorOrigin(site, {SITE_NAME: 'kosmetik-studio'})).toHaveProperty('reason');
    expect(editorOrigin(site, {SITE_NAME: 'kosmetik-studio', NETLIFY: 'true'})).toEqual({
      origin: 'https://kosmetik-studio.netlify.app',
      netlify: true,
    });
    expect(editorOrigin(site, {})).toHaveProperty('reason');
    expect(editorOrigin(site, {SITE_NAME: 'evil.example.com/x', NETLIFY: 'true'})).toHaveProperty(
      'reason',
    );
  });

  test('EDITOR_ORIGIN (nginx) or Netlify give the editor its origin; without one, or on the site’s own origin, a German reason', () => {
    const site = 'https://www.studio.de';
    expect(editorOrigin(site, {EDITOR_ORIGIN: 'https://cms.studio.de'})).toEqual({
      origin: 'https://cms.studio.de',
      netlify: false,
    });
    expect(editorOrigin(site, {NETLIFY: 'true', SITE_NAME: 'studio'})).toEqual({
      origin: 'https://studio.netlify.app',
      netlify: true,
    });
    // Cloudflare Pages, GitHub Pages, a plain `npm run build`: no origin of its own.
    const none = editorOrigin(site, {});
    expect(none).toEqual({reason: expect.stringContaining('nicht enthalten')});
    expect(none).toEqual({reason: expect.stringContaining('EDITOR_ORIGIN=https://cms.')});
    const netlify = {NETLIFY: 'true', SITE_NAME: 'studio'};
    for (const same of [netlify, {EDITOR_ORIGIN: 'https://studio.netlify.app'}])
      expect(editorOrigin('https://studio.netlify.app', same)).toEqual({
        reason: expect.stringContaining('dieselbe Adresse, die der Editor bekäme'),
      });
    // On Netlify, Netlify's address whatever EDITOR_ORIGIN says (no _redirects would be written).
    expect(
      editorOrigin(site, {
        NETLIFY: 'true',
        SITE_NAME: 'studio',
        EDITOR_ORIGIN: 'https://www.studio.de',
      }),
    ).toEqual({origin: 'https://studio.netlify.app', netlify: true});
    expect(editorOrigin(site, {EDITOR_ORIGIN: 'https://CMS.studio.de'})).toEqual({
      origin: 'https://cms.studio.de',
      netlify: false,
    });
    expect(editorOrigin(site, {EDITOR_ORIGIN: 'http://127.0.0.1:4174'})).toEqual({
      origin: 'http://127.0.0.1:4174',
      netlify: false,
    });
    const wrongs = ['cms.studio.de', 'https://cms.studio.de/admin', 'javascript:alert(1)'];
    for (const wrong of [...wrongs, 'http://cms.studio.de'])
      expect(() => editorOrigin(site, {EDITOR_ORIGIN: wrong})).toThrow(
        `EDITOR_ORIGIN („${wrong}“) ist keine Herkunft`,
      );
  });

  test('visitor pages leave the editor origin; /admin on the own domain leads to it', () => {
    const file = netlifyRedirects('https://www.studio.de', 'https://studio.netlify.app');
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

  test('its post-build step keeps build/admin only where the editor has an origin of its own, and says why not', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'admin-redirects-'));
    const context = {
      siteDir: process.cwd(),
      siteConfig: {staticDirectories: []},
    } as unknown as LoadContext;
    const plugin = adminPlugin(context);
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const postBuild = (env: Record<string, string>) => {
      const names = ['SITE_NAME', 'EDITOR_ORIGIN', 'NETLIFY'] as const;
      const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
      rmSync(join(outDir, '_redirects'), {force: true});
      mkdirSync(join(outDir, 'admin'), {recursive: true});
      writeFileSync(join(outDir, 'admin', 'index.html'), 'Editor');
      for (const name of names) {
        if (env[name]) process.env[name] = env[name];
        else delete process.env[name];
      }
      try {
        return plugin.postBuild!({outDir, content: 'https://www.studio.de'} as never);
      } finally {
        for (const [name, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
    };
    const kept = () => existsSync(join(outDir, 'admin', 'index.html'));
    const redirects = () => existsSync(join(outDir, '_redirects'));
    try {
      // No origin of its own (Cloudflare Pages, GitHub Pages): no editor, and the log says why.
      postBuild({});
      expect([kept(), redirects()]).toEqual([false, false]);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(
          /^\[admin\] Der Editor \(\/admin\) ist in diesem Build nicht enthalten/,
        ),
      );
      // SITE_NAME alone is no Netlify build (a variable left in a shell): no Netlify files, no editor.
      postBuild({SITE_NAME: 'studio'});
      expect([kept(), redirects()]).toEqual([false, false]);
      // Netlify: the editor on the Netlify address, through _redirects.
      postBuild({SITE_NAME: 'studio', NETLIFY: 'true'});
      expect(kept()).toBe(true);
      expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain(
        'https://www.studio.de/admin/*  https://studio.netlify.app/admin/:splat  301!',
      );
      // nginx: deploy/editor.conf serves it on its own name; no _redirects.
      postBuild({EDITOR_ORIGIN: 'https://cms.studio.de'});
      expect([kept(), redirects()]).toEqual([true, false]);
      // The editor's origin is the site's: left out.
      postBuild({EDITOR_ORIGIN: 'https://www.studio.de'});
      expect(kept()).toBe(false);
    } finally {
      log.mockRestore();
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
