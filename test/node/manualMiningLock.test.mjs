// The test runner's manual-mining lock (test/support/manualMiningLockPlugin.mjs): one test file
// (session) at a time, the next in the order it asked once the holder lets go.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualMiningLockPlugin } from '../support/manualMiningLockPlugin.mjs';

const ask = (plugin, id, hold) => plugin.executeCommand({ command: 'manual-mining', payload: { hold }, session: { id } });

test('grants the chain to one file at a time, in the order asked', async () => {
  const plugin = manualMiningLockPlugin();
  const granted = [];
  await ask(plugin, 'a', true).then(() => granted.push('a'));
  const b = ask(plugin, 'b', true).then(() => granted.push('b'));
  const c = ask(plugin, 'c', true).then(() => granted.push('c'));
  // The holder asking again is answered at once.
  await ask(plugin, 'a', true);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(granted, ['a']);
  await ask(plugin, 'a', false);
  await b;
  assert.deepEqual(granted, ['a', 'b']);
  await ask(plugin, 'b', false);
  await c;
  assert.deepEqual(granted, ['a', 'b', 'c']);
  await ask(plugin, 'c', false);
});

test('a file that lets go while still waiting is not granted it later', async () => {
  const plugin = manualMiningLockPlugin();
  await ask(plugin, 'a', true);
  let bGranted = false;
  void ask(plugin, 'b', true).then(() => (bGranted = true));
  await ask(plugin, 'b', false);
  const c = ask(plugin, 'c', true);
  await ask(plugin, 'a', false);
  await c;
  assert.equal(bGranted, false);
  await ask(plugin, 'c', false);
});

test('answers only its own command', async () => {
  assert.equal(await manualMiningLockPlugin().executeCommand({ command: 'other', payload: {}, session: { id: 'a' } }), undefined);
});
