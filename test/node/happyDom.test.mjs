// A host's unit test under happy-dom (Vitest's other DOM): the element mounts and open() shows
// the Connect view.
import { test } from 'node:test';
import { Window } from 'happy-dom';
import { checkOpenedInDom } from './checkOpenedInDom.mjs';

test('under happy-dom, <wallet-modal> mounts and open() shows the Connect view', async () => {
  const window = new Window({ url: 'https://host.example/' });
  await checkOpenedInDom(window);
  await window.happyDOM.abort();
  window.close();
});
