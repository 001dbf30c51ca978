// What the modal adds to a host's JavaScript, for the benchmark: the fixture host app
// (test/hostApp/app) built by vite, as its test builds it, from the packed tarball, in each mode
// of its vite.config.ts, weighed (gzip) against the template alone (`--mode bare`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installPackedTarball } from '../hostApp/installPackedTarball.mjs';
import { viteBuild } from '../hostApp/viteBuild.mjs';

/**
 * The builds weighed against the template, by vite mode: what each adds. A mode the fixture
 * gains (such as the modal on the host's own React) is one more line here.
 */
export const FIXTURE_BUILDS = [
  { mode: 'modal', label: 'the modal with the React it brings (no shared React)', sharedReact: false },
  { mode: 'app', label: 'the modal with wagmi, react-query and viem', sharedReact: false },
];

/** `{ bare, added: [{ mode, label, sharedReact, initial, total }] }`, bytes gzip of the first load and of all JS. */
export function fixtureWeight() {
  const work = mkdtempSync(path.join(tmpdir(), 'wallet-modal-bench-'));
  try {
    installPackedTarball(work);
    const bare = viteBuild('bare');
    const added = FIXTURE_BUILDS.map(({ mode, label, sharedReact }) => {
      const build = viteBuild(mode);
      return { mode, label, sharedReact, initial: build.initial - bare.initial, total: build.total - bare.total };
    });
    return { bare, added };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
