// A chain namespace is a plugin: this test registers a `fixture` namespace that no file of the
// modal knows (its own networks, an injected wallet, an adapter, a host provider, RPC methods
// and features), and shows that a page configured with its network connects it through Connect,
// Account shows its address and balance, getProvider('fixture') answers, its unsafe and unknown
// methods wait on the visitor and are aborted where safe ones go on, and its features decide
// what Account offers. Nothing outside this file and the registration names it.
import { expect } from 'chai';
import { atom } from 'nanostores';
import { disconnect } from '../../src/actions/disconnect';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { pollingIntervalOf } from '../../src/config/transactionTiming';
import type { BrowserWallet } from '../../src/connectors/BrowserWallet';
import type { NamespaceAdapter, WalletChange } from '../../src/connectors/NamespaceAdapter';
import type { NamespaceConnector } from '../../src/connectors/NamespaceConnector';
import { registerNamespace } from '../../src/connectors/namespaceConnectors';
import { stores } from '../../src/controller/stores';
import { RequestAbortedError } from '../../src/errors/walletRequestErrors';
import { getPreferredAccountTypes, setPreferredAccountType } from '../../src/services/storage/preferences';
import { $config } from '../../src/stores/config';
import { buttonNamed, dialogOf, mountModal, resetAll, textOf, toastOf, viewOf, waitFor } from '../support/modalTestKit';

declare module '../../src/config/chainNamespaces' {
  interface ExtraChainNamespaces {
    fixture: true;
  }
}

const NETWORK = 'fixture:testnet';
const WALLET_ID = 'org.example.fixture-wallet';
const ADDRESS = 'fx1q8d3w7fixture0account0address';

/** The wallet "injected" in the page: it holds every request until the test answers it. */
class FixtureWallet {
  readonly held: { method: string; answer(value: unknown): void }[] = [];
  request({ method }: { method: string; params?: unknown }): Promise<unknown> {
    return new Promise((answer) => this.held.push({ method, answer }));
  }
  async answer(method: string, value: unknown): Promise<void> {
    const request = await waitFor(() => this.held.find((held) => held.method === method), `the wallet asked ${method}`);
    this.held.splice(this.held.indexOf(request), 1);
    request.answer(value);
  }
}

interface FixtureProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

function fixtureAdapter(wallet: FixtureWallet): NamespaceAdapter {
  const listeners = new Set<(change: WalletChange) => void>();
  let networkIds: string[] = [];
  return {
    namespace: 'fixture',
    configure: ({ networks }) => void (networkIds = networks.map((network) => network.caipNetworkId)),
    async connect(via, network) {
      if (via.kind !== 'browser' || via.walletId !== WALLET_ID) throw new Error(`The fixture connects its own wallet only, not ${via.kind}`);
      return { address: ADDRESS, caipNetworkId: network?.caipNetworkId ?? (networkIds[0] as string) };
    },
    restore: async () => undefined,
    disconnect: async () => undefined,
    canSwitchNetwork: () => false,
    switchNetwork: () => Promise.reject(new Error('The fixture has one network')),
    request: (args) => wallet.request(args),
    abortRequests: () => undefined,
    getBalance: async () => ({ value: 1_500_000n, decimals: 6, symbol: 'FIX' }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function fixtureConnector(wallet: FixtureWallet, made: { providers: number }): NamespaceConnector<FixtureProvider> {
  const $wallets = atom<readonly BrowserWallet[]>([]);
  let adapter: NamespaceAdapter | undefined;
  return {
    namespace: 'fixture',
    discover: () => $wallets.set([{ id: WALLET_ID, name: 'Fixture Wallet', icon: undefined, namespace: 'fixture' }]),
    $wallets,
    walletConnect: { methods: [], events: [] },
    embedded: false,
    load: async () => (adapter ??= fixtureAdapter(wallet)),
    networks: [
      {
        id: 'testnet',
        name: 'Fixture Testnet',
        chainNamespace: 'fixture',
        caipNetworkId: NETWORK,
        nativeCurrency: { name: 'Fixture', symbol: 'FIX', decimals: 6 },
        testnet: true,
        blockTimeMs: 1_600,
      },
    ],
    accountTypes: ['eoa'],
    features: ['send'],
    loadRpcMethods: async () => ({ fixture_accounts: 'safe', fixture_sign: 'unsafe' }),
    createProvider() {
      made.providers += 1;
      return { request: (args) => requestWallet('fixture', args) };
    },
  };
}

type ModalElement = HTMLElement & { open(): Promise<void>; getProvider(namespace: string): FixtureProvider };

const outcome = (request: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('a namespace registered as a plugin (the fixture namespace)', function () {
  this.timeout(30_000);
  const wallet = new FixtureWallet();
  const made = { providers: 0 };

  before(() => registerNamespace(fixtureConnector(wallet, made)));

  it('is configured by its CAIP-2 id, connects through Connect, and Account shows its address, balance and features', async () => {
    resetAll();
    const modal = (await mountModal({ networks: NETWORK })) as ModalElement;
    try {
      const [network] = $config.get().networks;
      expect(network, 'the page has the fixture network').to.deep.include({ caipNetworkId: NETWORK, name: 'Fixture Testnet', chainNamespace: 'fixture' });
      expect(pollingIntervalOf(network!), 'polled at half its block time').to.equal(800);

      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Fixture Wallet'), 'the fixture wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      expect(stores.$account.get()).to.deep.include({ namespace: 'fixture', address: ADDRESS, caipAddress: `${NETWORK}:${ADDRESS}` });

      await modal.open();
      await waitFor(() => viewOf(modal) === 'Account', 'Account');
      await waitFor(() => textOf(modal).includes('1.5 FIX'), 'the FIX balance on Account', 600);
      expect(textOf(modal)).to.include(ADDRESS.slice(0, 4));
      // Its features decide: send (listed) is offered, swap, buy and activity (not listed) are not.
      expect(buttonNamed(modal, 'Send'), 'Send').to.not.equal(undefined);
      expect(buttonNamed(modal, 'Receive'), 'Receive, on every namespace').to.not.equal(undefined);
      expect(buttonNamed(modal, 'Swap'), 'Swap').to.equal(undefined);
      expect(buttonNamed(modal, 'Buy'), 'Buy').to.equal(undefined);
      expect(buttonNamed(modal, 'Activity'), 'Activity').to.equal(undefined);
      expect(dialogOf(modal)).to.not.equal(null);
    } finally {
      await disconnect('fixture');
      resetAll();
    }
  });

  it("answers through getProvider('fixture'); its unsafe and unknown methods wait on the visitor and are aborted, its safe ones go on", async () => {
    resetAll();
    const modal = (await mountModal({ networks: NETWORK })) as ModalElement;
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Fixture Wallet'), 'the fixture wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);

      const provider = modal.getProvider('fixture');
      expect(modal.getProvider('fixture'), 'the same provider on every call').to.equal(provider);
      expect(made.providers, 'made once').to.equal(1);

      const accounts = outcome(provider.request({ method: 'fixture_accounts' }));
      await wallet.answer('fixture_accounts', [ADDRESS]);
      expect(await accounts).to.deep.equal({ value: [ADDRESS] });

      const signed = outcome(provider.request({ method: 'fixture_sign', params: { message: 'hello' } }));
      await waitFor(() => toastOf(modal).includes('Waiting for Fixture Wallet'), 'the waiting cue for an unsafe method');
      await wallet.answer('fixture_sign', 'signature');
      expect(await signed).to.deep.equal({ value: 'signature' });
      await waitFor(() => !toastOf(modal).includes('Waiting for Fixture Wallet'), 'the waiting cue gone once answered');

      // A method the namespace does not list is unsafe (fail closed): the waiting cue, and aborted
      // when the wallet leaves (spec §6), where a listed safe one goes on.
      const unknown = outcome(provider.request({ method: 'fixture_unlisted' }));
      await waitFor(() => toastOf(modal).includes('Waiting for Fixture Wallet'), 'the waiting cue for an unknown method');
      const safe = outcome(provider.request({ method: 'fixture_accounts' }));
      const unsafe = outcome(provider.request({ method: 'fixture_sign' }));
      await waitFor(() => wallet.held.length === 3, 'the three requests at the wallet');
      await disconnect('fixture');
      expect((await unknown).error).to.be.instanceOf(RequestAbortedError);
      expect((await unsafe).error).to.be.instanceOf(RequestAbortedError);
      await wallet.answer('fixture_accounts', [ADDRESS]);
      expect(await safe, 'the safe request went on').to.deep.equal({ value: [ADDRESS] });
      wallet.held.length = 0;

      expect(setPreferredAccountType('fixture', 'eoa'), 'an account type the fixture lists').to.equal(true);
      expect(setPreferredAccountType('fixture', 'payment'), 'one it does not').to.equal(false);
      expect(getPreferredAccountTypes()).to.deep.equal({ fixture: 'eoa' });
    } finally {
      await disconnect('fixture');
      resetAll();
    }
  });
});
