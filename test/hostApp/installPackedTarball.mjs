// Installs the package as a host gets it into the fixture host app: `npm pack` of the repository
// (its dist/ must be built), then `npm install` of that tarball alone into the app. Used by its
// test and by the benchmark.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APP, ROOT, runOrFail, timed } from './runInApp.mjs';

/** Packs into `work` (a folder the caller owns) and installs; the tarball's path and the seconds of each step. */
export function installPackedTarball(work) {
  const builds = readdirSync(APP).filter((name) => name === 'dist' || name.startsWith('dist-'));
  for (const output of ['node_modules', ...builds]) rmSync(path.join(APP, output), { recursive: true, force: true });
  const pack = timed(() => JSON.parse(runOrFail('npm pack', 'npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT }).stdout));
  const tarball = path.join(work, pack.result[0].filename);
  // The app lists no dependencies of its own: react, wagmi, vite, … resolve from the repository's
  // node_modules above it, as they would from the app's own. Peers are the app's, so npm leaves them.
  const install = timed(() =>
    runOrFail('npm install of the tarball', 'npm', [
      'install', '--no-save', '--no-package-lock', '--legacy-peer-deps', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball,
    ]),
  );
  return { tarball, packSeconds: pack.seconds, installSeconds: install.seconds };
}
