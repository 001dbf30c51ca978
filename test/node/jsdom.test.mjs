// A host's unit test under jsdom (Vitest's and Jest's usual DOM): the element mounts and open()
// shows the Connect view. jsdom has no constructed stylesheets and no matchMedia.
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { checkOpenedInDom } from './checkOpenedInDom.mjs';

test('under jsdom, <wallet-modal> mounts and open() shows the Connect view', async () => {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://host.example/', pretendToBeVisual: true });
  await checkOpenedInDom(window);
  window.close();
});
