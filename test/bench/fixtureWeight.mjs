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
  { mode: 'own-react', label: "the modal with the React it brings (the main entry alone: no shared React)", sharedReact: false },
  { mode: 'modal', label: "the modal on the host's React (wallet-modal/react lends it)", sharedReact: true },
  { mode: 'app', label: "the modal with wagmi, react-query and viem, on the host's React", sharedReact: true },
];

/**
 * `{ bare, added: [{ mode, label, sharedReact, initial, firstClick, total }] }`, bytes gzip of the
 * first load, of what the page has fetched before the first click, and of all JS.
 */
export function fixtureWeight() {
  const work = mkdtempSync(path.join(tmpdir(), 'wallet-modal-bench-'));
  try {
    installPackedTarball(work);
    const bare = viteBuild('bare');
    const added = FIXTURE_BUILDS.map(({ mode, label, sharedReact }) => {
      const build = viteBuild(mode, { sharedReact });
      return { mode, label, sharedReact, initial: build.initial - bare.initial, firstClick: build.firstClick - bare.firstClick, total: build.total - bare.total };
    });
    return { bare, added };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
