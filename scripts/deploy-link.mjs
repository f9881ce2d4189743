#!/usr/bin/env node
/**
 * `npm run deploy-link`: the owner's one link to go live, for whoever hands the site over. Netlify's
 * „Deploy to Netlify“ copies this repository into her own GitHub account and builds it there
 * (src/data/README.md, section 9). The repository is the one this checkout came from
 * (`git remote get-url origin`), or the GitHub address given as the argument; it must be public,
 * since Netlify copies it for someone who has no access to it otherwise (it holds sample content
 * only; her copy is made private).
 */
import {spawnSync} from 'node:child_process';

/** `git@github.com:owner/repo.git`, `https://github.com/owner/repo` … → Netlify's link; null if no GitHub address. */
export function deployLink(remote) {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
    String(remote ?? '').trim(),
  );
  if (!match) return null;
  return `https://app.netlify.com/start/deploy?repository=https://github.com/${match[1]}/${match[2]}`;
}

if (process.argv[1]?.endsWith('deploy-link.mjs')) {
  const remote =
    process.argv[2] ??
    spawnSync('git', ['remote', 'get-url', 'origin'], {encoding: 'utf8'}).stdout?.trim();
  const link = deployLink(remote);
  if (!link) {
    console.error(
      `Kein GitHub-Repository gefunden (git remote get-url origin: ${remote || 'nichts'}). Legen Sie das Repository auf GitHub an (öffentlich: es enthält nur Beispielinhalte) oder nennen Sie seine Adresse: npm run deploy-link -- https://github.com/<Konto>/<Repository>`,
    );
    process.exit(1);
  }
  console.log(
    `Schicken Sie der Inhaberin diesen Link („Deploy to Netlify“, Anleitung src/data/README.md, Abschnitt 9):\n\n${link}\n\nDas Repository muss öffentlich sein; ihre Kopie stellt sie in Schritt 3 auf privat.`,
  );
}
