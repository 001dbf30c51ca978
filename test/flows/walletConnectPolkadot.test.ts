// One WalletConnect session for EVM and Polkadot: the page configures both, the wallet app (the
// real @reown/walletkit in the test page, over the stack's relay) approves both namespaces, and
// the modal connects both from the one QR code. The page signs on Polkadot through
// getProvider('polkadot') over the session; the signatures verify. One disconnect ends both.
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto';
import { expect } from 'chai';
import { POLKADOT_DEV_KEYS } from '../../demo/stack/polkadot/devKeys.mjs';
import { POLKADOT_MAINNET } from '../../demo/stack/polkadot/polkadotChains.mjs';
import { disconnect } from '../../src/actions/disconnect';
import type { PolkadotProvider } from '../../src/connectors/polkadot/PolkadotProvider';
import { stores } from '../../src/controller/stores';
import { getAccount } from '../../src/stores/account';
import { getConnectionState } from '../../src/stores/connection';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { payloadBytes, polkadotPayload } from '../support/polkadotPayload';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace: 'polkadot'): PolkadotProvider };

describe('one WalletConnect session for EVM and Polkadot', function () {
  this.timeout(40_000);
  let wallet: TestWallet;

  before(() => cryptoWaitReady());

  afterEach(async () => {
    await disconnect('eip155');
    await wallet?.stop();
    resetAll();
  });

  it('connects both namespaces from one QR code, the page signs on Polkadot over the session, and one disconnect ends both', async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: `eip155:1,${POLKADOT_MAINNET}`, 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, polkadotAccountIndex: 7 });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await wallet.pair(await waitFor(() => $pairing.get().uri, 'the pairing URI', 600));
    await waitFor(() => getConnectionState('eip155').status === 'connected' && getConnectionState('polkadot').status === 'connected', 'both namespaces connected', 900);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', address: DEV_ACCOUNTS[5] });
    // The session's account is in Polkadot's own SS58 format (prefix 0).
    const address = POLKADOT_DEV_KEYS[7]?.addresses[POLKADOT_MAINNET] as string;
    expect(getAccount('polkadot').address).to.equal(address);

    // Polkadot made active from Networks (connected already, so directly): Account shows the
    // session's SS58 address and its DOT from the data service (the twin funds dev key i with 100 + i).
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Network'), 'the network chip on Account')).click();
    await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
    (await waitFor(() => buttonNamed(modal, 'Polkadot'), 'Polkadot in Networks')).click();
    await waitFor(() => stores.$account.get().namespace === 'polkadot', 'Polkadot active');
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address });
    await waitFor(() => stores.$account.get().balanceSymbol === 'DOT', 'the DOT balance', 600);
    await waitFor(() => viewOf(modal) === 'Account' && /107(\.0+)?\s*DOT/.test(dialogOf(modal)?.querySelector('.wm-balance')?.textContent ?? ''), '107 DOT on Account', 600);
    modal.close();

    const provider = modal.getProvider('polkadot');
    expect(provider.accounts).to.deep.equal([address]);
    const message = `over WalletConnect ${Date.now()}`;
    expect(signatureVerify(message, await provider.signMessage(message), address).isValid).to.equal(true);
    const payload = polkadotPayload(address, POLKADOT_MAINNET, 64);
    const { signature } = await provider.signPayload(payload);
    expect(signatureVerify(payloadBytes(payload), signature, address).isValid).to.equal(true);
    const asked = wallet.requestLog.filter((request) => request.chainId === POLKADOT_MAINNET).map((request) => request.method);
    expect(asked).to.deep.equal(['polkadot_signMessage', 'polkadot_signTransaction']);

    await disconnect('eip155');
    expect(getConnectionState('polkadot').status).to.equal('disconnected');
    expect(provider.accounts).to.deep.equal([]);
  });

  it('a refusal in the wallet app reaches the page as a user rejection (4001)', async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: `eip155:1,${POLKADOT_MAINNET}`, 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, polkadotAccountIndex: 7 });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await wallet.pair(await waitFor(() => $pairing.get().uri, 'the pairing URI', 600));
    await waitFor(() => getConnectionState('polkadot').status === 'connected', 'Polkadot connected', 900);
    wallet.setMode('reject');
    const failure = await modal
      .getProvider('polkadot')
      .signMessage('no')
      .then(
        () => undefined,
        (error: { code?: number; message?: string }) => error,
      );
    expect(failure).to.include({ code: 4001, message: 'User rejected the request.' });
  });
});
