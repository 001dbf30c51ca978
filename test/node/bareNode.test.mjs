// A server rendering a page (Next.js, Remix, Astro, SvelteKit) imports the package in Node,
// where there is no DOM: the import throws nothing, prints nothing and defines nothing, and the
// stores and controller can be read there.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const ENTRY = new URL('../../dist/wallet-modal.js', import.meta.url).href;

/**
 * What importing the entry does in a fresh Node process: the process's stdout and stderr, and
 * (reported on a pipe of its own, fd 3) what the import returned or threw and what it left
 * behind.
 */
function importInFreshNode() {
  const script = `
    import { writeSync } from 'node:fs';
    const globals = Object.getOwnPropertyNames(globalThis);
    const resources = process.getActiveResourcesInfo();
    const report = { hadDom: typeof HTMLElement !== 'undefined' };
    try {
      const api = await import(${JSON.stringify(ENTRY)});
      report.exports = Object.keys(api).sort();
      report.elementClasses = [typeof api.WalletModalElement, typeof api.WalletButtonElement];
      try {
        new api.WalletModalElement();
      } catch (error) {
        report.constructing = { ours: error instanceof api.BaseError, message: error.message };
      }
    } catch (error) {
      report.threw = String(error);
    }
    report.newGlobals = Object.getOwnPropertyNames(globalThis).filter((name) => !globals.includes(name));
    report.registry = typeof customElements;
    // Not counted: the module loader's own file reads, still closing.
    report.newResources = process.getActiveResourcesInfo().filter((name, i, all) => !/^(CloseReq|FSReq)/.test(name) && all.filter((n) => n === name).length > resources.filter((n) => n === name).length);
    writeSync(3, JSON.stringify(report));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'], encoding: 'utf8', timeout: 60_000 });
  return { status: child.status, stdout: child.stdout, stderr: child.stderr, report: JSON.parse(child.output[3] || 'null') };
}

test('the ESM entry imports in Node without a DOM: nothing thrown, printed or defined', () => {
  const { status, stdout, stderr, report } = importInFreshNode();
  assert.equal(report?.threw, undefined, 'the import threw nothing');
  assert.equal(stdout, '', 'nothing printed on stdout');
  assert.equal(stderr, '', 'nothing printed on stderr');
  assert.equal(status, 0);
  assert.equal(report.hadDom, false, 'the import ran without a DOM');
  assert.deepEqual(report.newGlobals, [], 'the import added no global');
  assert.equal(report.registry, 'undefined', 'no custom element registry was made up');
  assert.deepEqual(report.newResources, [], 'the import left no timer or handle running');
  assert.ok(report.exports.includes('createWalletModal') && report.exports.includes('stores'));
  assert.deepEqual(report.elementClasses, ['function', 'function'], 'the element classes are exported');
  // Without a DOM an element cannot be built; the error says why.
  assert.equal(report.constructing?.ours, true);
  assert.match(report.constructing.message, /wallet-modal needs a DOM/);
});

test('in Node, createWalletModal and the stores work and open() says why it cannot', async () => {
  const api = await import(ENTRY);
  const globalsBefore = Object.getOwnPropertyNames(globalThis);
  const modal = api.createWalletModal({ projectId: 'ssr-test', networks: ['eip155:1'] });
  api.defineElements();
  assert.deepEqual(Object.getOwnPropertyNames(globalThis).filter((name) => !globalsBefore.includes(name)), [], 'nothing was defined');

  assert.equal(api.stores.$account.get().status, 'disconnected');
  assert.equal(api.stores.$modal.get().open, false);
  assert.equal(api.stores.$network.get().caipNetworkId, 'eip155:1');
  assert.equal(modal.getState().account.status, 'disconnected');
  const seen = [];
  const stop = api.stores.$account.subscribe((account) => seen.push(account.status));
  stop();
  assert.deepEqual(seen, ['disconnected']);

  await assert.rejects(modal.open(), api.ModalNotMountedError);
  assert.equal(api.stores.$modal.get().open, false, 'the modal did not count as open');
});
