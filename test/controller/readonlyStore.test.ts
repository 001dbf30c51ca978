// The stores a host reads (`WalletModal.stores`) are nanostores ReadableAtoms, which the
// frameworks' store bindings and Svelte's `$store` take, and they stay read-only: the host can
// read and subscribe, never write, nor stop or wake the modal's own listeners.
import { expect } from 'chai';
import { atom, listenKeys, map, onMount } from 'nanostores';
import { readonlyStore } from '../../src/controller/readonlyStore';
import { stores } from '../../src/index';
import { connectTestAccount, resetAll, TEST_ADDRESS } from '../support/modalTestKit';

describe('readonly stores', () => {
  afterEach(resetAll);

  it('have every member of a ReadableAtom, and no way to write', () => {
    for (const [name, store] of Object.entries(stores)) {
      for (const member of ['get', 'listen', 'subscribe', 'eq', 'notify', 'off']) {
        expect(typeof (store as unknown as Record<string, unknown>)[member], `${name}.${member}`).to.equal('function');
      }
      const value = store.get();
      expect(store.value, `${name}.value after get()`).to.equal(value);
      expect('init' in store && 'lc' in store, `${name}.init, .lc`).to.equal(true);
      expect('set' in store || 'setKey' in store, `${name} can be written`).to.equal(false);
      expect(Object.isFrozen(store), `${name} is frozen`).to.equal(true);
      expect(() => Object.assign(store, { set: () => undefined }), `${name}.set added`).to.throw(TypeError);
    }
    expect(Object.isFrozen(stores)).to.equal(true);
  });

  it('$account follows a connection through get, subscribe and listen', () => {
    const subscribed: (string | undefined)[] = [];
    const listened: string[] = [];
    const stopSubscribe = stores.$account.subscribe((account) => subscribed.push(account.address));
    const stopListen = stores.$account.listen((account, previous) => listened.push(`${previous?.status}>${account.status}`));
    expect(subscribed).to.deep.equal([undefined]);
    expect(listened).to.deep.equal([]);

    connectTestAccount();
    expect(stores.$account.get().address).to.equal(TEST_ADDRESS);
    expect(stores.$account.value?.address).to.equal(TEST_ADDRESS);
    expect(subscribed.at(-1)).to.equal(TEST_ADDRESS);
    expect(listened.at(-1)).to.equal('connecting>connected');

    stopSubscribe();
    stopListen();
    const counts = [subscribed.length, listened.length];
    resetAll();
    expect(stores.$account.get().status).to.equal('disconnected');
    expect([subscribed.length, listened.length]).to.deep.equal(counts);
  });

  it("take Svelte's store contract: subscribe, detached, runs at once and returns its unsubscribe", () => {
    const { subscribe } = stores.$account;
    const statuses: string[] = [];
    const unsubscribe = subscribe((account) => statuses.push(account.status));
    expect(statuses).to.deep.equal(['disconnected']);
    connectTestAccount();
    expect(statuses.at(-1)).to.equal('connected');
    unsubscribe();
    resetAll();
    expect(statuses.at(-1)).to.equal('connected');
  });

  it("notify and off do nothing to the store: its listeners are not woken, its stop hook does not run", () => {
    const $count = atom(1);
    let stopped = false;
    onMount($count, () => () => {
      stopped = true;
    });
    const view = readonlyStore($count);
    const own: number[] = [];
    const host: number[] = [];
    $count.listen((value) => own.push(value));
    view.listen((value) => host.push(value));
    const lc = $count.lc;

    view.notify();
    view.off();
    expect(own).to.deep.equal([]);
    expect(host).to.deep.equal([]);
    expect(stopped).to.equal(false);
    expect($count.lc).to.equal(lc);
    $count.set(2);
    expect(own).to.deep.equal([2]);
    expect(host).to.deep.equal([2]);
  });

  it("nanostores' listenKeys works over a view", () => {
    const $pair = map({ left: 1, right: 1 });
    const keyed: number[] = [];
    listenKeys(readonlyStore($pair) as unknown as typeof $pair, ['right'], (value) => keyed.push(value.right));
    $pair.setKey('left', 2);
    $pair.setKey('right', 3);
    expect(keyed).to.deep.equal([3]);
  });
});
