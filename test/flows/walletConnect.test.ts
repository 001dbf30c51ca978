// Connecting a wallet app over WalletConnect v2: the modal's real SDK
// (@walletconnect/ethereum-provider through wagmi) on one side, the real wallet-side SDK
// (@reown/walletkit) on the other, over the stack's local relay, with anvil behind the
// wallet. Nothing is mocked; only the hosted verify and telemetry calls are turned off on
// the test's clients, as they cannot be reached here.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { getEvmAdapter } from '../../src/actions/evm/getEvmAdapter';
import { startWalletConnect } from '../../src/actions/walletConnect/startWalletConnect';
import { stores } from '../../src/controller/stores';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then
// refuses to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

async function quietVerify(): Promise<void> {
  const provider = (await (await getEvmAdapter()).walletConnectProvider()) as {
    signer: { client: { core: { verify: { register: unknown; resolve: unknown } } } };
  };
  provider.signer.client.core.verify.register = async () => undefined;
  provider.signer.client.core.verify.resolve = async () => undefined;
}

describe('WalletConnect through the local relay', () => {
  let wallet: TestWallet;
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl })) as ModalElement;
    await quietVerify();
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 8 });
  });
  afterEach(async () => {
    await disconnect('eip155');
    await wallet.stop();
    resetAll();
  });

  it('connects when the wallet app pairs with the URI and approves', async () => {
    const started = Date.now();
    const connecting = startWalletConnect();
    const uri = await waitFor(() => $pairing.get().uri, 'a pairing URI', 600);
    expect(uri).to.match(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair(uri);
    await connecting;
    console.log(`connect through the local relay: ${Date.now() - started} ms`);
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: DEV_ACCOUNTS[8], namespace: 'eip155' });
    expect(stores.$account.get().connector).to.deep.equal({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' });
  });
});
