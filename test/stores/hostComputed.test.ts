// A host's own nanostores over the modal's stores, as a host gets them from the built package
// (dist/, `npm run build`): the modal bundles its own nanostores, so the host's `computed` and
// the modal's atoms are two copies of the library. A host store derived from ours must follow
// it, subscribed (what `useStore` does) or read once with `get()`.
import { expect } from 'chai';
import { computed } from 'nanostores';
import { stackInfo } from '../stack/stackInfo';
import { waitFor } from '../support/modalTestKit';

interface BuiltModal {
  stores: { $modal: import('nanostores').ReadableAtom<{ open: boolean; view: string }> };
}

/** The package's ESM entry as the build wrote it (never src/, which would share the host's copy). */
async function builtPackage(): Promise<BuiltModal> {
  const url = '/dist/wallet-modal.js';
  const response = await fetch(url, { method: 'HEAD' });
  if (!response.ok) throw new Error(`${url} is missing (${response.status}): run npm run build first`);
  return (await import(/* @vite-ignore */ url)) as BuiltModal;
}

describe("a host's computed stores over the built modal's stores", () => {
  let modal: HTMLElement & { open(): Promise<void>; close(): void };
  let pkg: BuiltModal;

  before(async () => {
    pkg = await builtPackage();
    const stack = await stackInfo();
    modal = document.createElement('wallet-modal') as typeof modal;
    for (const [name, value] of Object.entries({
      'project-id': 'test-project',
      'api-url': stack.apiUrl,
      'explorer-url': stack.explorerUrl,
      'secure-site-url': stack.secureSiteUrl,
    })) {
      modal.setAttribute(name, value);
    }
    document.body.append(modal);
  });

  after(() => {
    modal.close();
    modal.remove();
  });

  it('follow the modal opening and closing, subscribed and read once', async () => {
    const $isOpen = computed(pkg.stores.$modal, (state) => state.open);
    const $view = computed(pkg.stores.$modal, (state) => (state.open ? state.view : 'closed'));
    const seen: boolean[] = [];
    const stop = $isOpen.subscribe((open) => seen.push(open));
    try {
      expect($view.get()).to.equal('closed');
      await modal.open();
      await waitFor(() => $isOpen.get(), 'the host store to read the modal open');
      expect($view.get(), 'an unsubscribed computed read after the change').to.equal('Connect');
      modal.close();
      await waitFor(() => !$isOpen.get(), 'the host store to read the modal closed');
      expect(seen).to.deep.equal([false, true, false]);
      expect($view.get()).to.equal('closed');
    } finally {
      stop();
    }
  });
});
