// Connecting a Polkadot wallet: the demo Polkadot wallet (a browser extension in
// window.injectedWeb3, real sr25519 keys) is found by the modal, connects, Account shows its SS58
// address and its balance from the data-service twin, Receive shows the address as a QR code, and
// the page signs through getProvider('polkadot'); the signatures verify with @polkadot/util-crypto.
import { cryptoWaitReady, decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto';
import { stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { expect } from 'chai';
import { POLKADOT_DEV_KEYS } from '../../demo/stack/polkadot/devKeys.mjs';
import { POLKADOT_MAINNET, POLKADOT_WESTEND } from '../../demo/stack/polkadot/polkadotChains.mjs';
import { createDemoPolkadotWallet, type DemoPolkadotWallet } from '../../demo/wallet/polkadot/createDemoPolkadotWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import type { PolkadotProvider } from '../../src/connectors/polkadot/PolkadotProvider';
import { stores } from '../../src/controller/stores';
import { decodeQr } from '../support/decodeQr';
import { buttonNamed, dialogOf, mountModal, resetAll, textOf, viewOf, waitFor } from '../support/modalTestKit';
import { payloadBytes, polkadotPayload } from '../support/polkadotPayload';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace: 'polkadot'): PolkadotProvider };

const NAME = 'demo-polkadot-wallet';

async function connectWith(modal: ModalElement): Promise<void> {
  await modal.open();
  (await waitFor(() => buttonNamed(modal, NAME), `${NAME} on Connect`, 300)).click();
  await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
  await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
}

describe('a Polkadot wallet (injected extension)', function () {
  this.timeout(30_000);
  let wallet: DemoPolkadotWallet;
  let remove: (() => void) | undefined;

  before(() => cryptoWaitReady());

  function injectWallet(accountIndex: number): DemoPolkadotWallet {
    wallet = createDemoPolkadotWallet({ accountIndex });
    remove = wallet.inject();
    return wallet;
  }

  afterEach(async () => {
    await disconnect('polkadot');
    remove?.();
    remove = undefined;
    resetAll();
  });

  it('connects, and Account shows its SS58 address and DOT balance from the data service; Receive shows the address and its QR code', async () => {
    resetAll();
    injectWallet(2);
    const modal = (await mountModal({ networks: POLKADOT_MAINNET })) as ModalElement;
    await connectWith(modal);
    const address = POLKADOT_DEV_KEYS[2]?.address as string;
    expect(stores.$account.get()).to.deep.include({ namespace: 'polkadot', address, caipAddress: `${POLKADOT_MAINNET}:${address}` });
    // The twin funds dev key i with 100 + i DOT.
    await waitFor(() => stores.$account.get().balanceSymbol === 'DOT', 'the DOT balance', 600);
    expect(Number(stores.$account.get().balance?.replace(/,/g, ''))).to.equal(102);
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    await waitFor(() => dialogOf(modal)?.textContent?.includes('DOT'), 'DOT on Account');
    (await waitFor(() => buttonNamed(modal, 'Receive'), 'Receive on Account')).click();
    await waitFor(() => viewOf(modal) === 'WalletReceive', 'WalletReceive');
    const svg = await waitFor(() => dialogOf(modal)?.querySelector<SVGSVGElement>('svg.wm-qr[role="img"]'), 'the QR code');
    expect(await decodeQr(svg)).to.equal(address);
    expect(dialogOf(modal)?.textContent).to.contain(address);
  });

  it('the page signs a message and a transaction payload through getProvider("polkadot"), and both verify', async () => {
    resetAll();
    injectWallet(3);
    const modal = (await mountModal({ networks: `${POLKADOT_MAINNET},${POLKADOT_WESTEND}` })) as ModalElement;
    const provider = modal.getProvider('polkadot');
    expect(provider.accounts).to.deep.equal([]);
    await connectWith(modal);
    const address = POLKADOT_DEV_KEYS[3]?.address as string;
    expect(provider.accounts).to.deep.equal([address]);

    const message = `signed through the modal ${Date.now()}`;
    const signature = await provider.signMessage(message);
    expect(signatureVerify(message, signature, address).isValid, 'the signature verifies').to.equal(true);
    // Over the text wrapped in <Bytes>…</Bytes>, never the bare text (which could be a transaction).
    const publicKey = decodeAddress(address);
    expect(sr25519Verify(u8aWrapBytes(message), signature, publicKey), 'over <Bytes>…</Bytes>').to.equal(true);
    expect(sr25519Verify(stringToU8a(message), signature, publicKey), 'not over the bare text').to.equal(false);

    // A short call signs the encoding itself; one past 256 bytes its blake2b-256 hash.
    for (const size of [40, 400]) {
      const payload = polkadotPayload(address, POLKADOT_WESTEND, size);
      const answer = await provider.signPayload(payload);
      expect(signatureVerify(payloadBytes(payload), answer.signature, address).isValid, `a ${size}-byte call`).to.equal(true);
    }
  });

  it('signs the payload the page asked when it asked, though the page changes it right after', async () => {
    resetAll();
    injectWallet(3);
    const modal = (await mountModal({ networks: `${POLKADOT_MAINNET},${POLKADOT_WESTEND}` })) as ModalElement;
    await connectWith(modal);
    const address = POLKADOT_DEV_KEYS[3]?.address as string;
    const payload = polkadotPayload(address, POLKADOT_WESTEND, 40);
    const asking = modal.getProvider('polkadot').signPayload(payload);
    payload.method = polkadotPayload(address, POLKADOT_WESTEND, 60).method;
    payload.signedExtensions.pop();
    const answer = await asking;
    expect(signatureVerify(payloadBytes(polkadotPayload(address, POLKADOT_WESTEND, 40)), answer.signature, address).isValid, 'over the payload asked').to.equal(true);
  });

  it('follows an account change and a disconnect made in the wallet', async () => {
    resetAll();
    injectWallet(4);
    const modal = (await mountModal({ networks: POLKADOT_MAINNET })) as ModalElement;
    await connectWith(modal);
    const seen: string[][] = [];
    const provider = modal.getProvider('polkadot');
    const onChange = (accounts: string[]) => seen.push(accounts);
    provider.on('accountsChanged', onChange);
    provider.on('disconnect', onChange);
    const next = wallet.controls.switchAccount(6);
    expect(next).to.equal(POLKADOT_DEV_KEYS[6]?.address);
    await waitFor(() => stores.$account.get().address === next, 'the new account', 600);
    wallet.controls.disconnectFromWallet();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected by the wallet', 600);
    expect(seen).to.deep.equal([[next], []]);
  });

  it('a refusal in the wallet reaches the page as a user rejection (4001)', async () => {
    resetAll();
    injectWallet(5);
    const modal = (await mountModal({ networks: POLKADOT_MAINNET })) as ModalElement;
    await connectWith(modal);
    wallet.controls.setApproval('reject');
    const failure = await modal
      .getProvider('polkadot')
      .signMessage('no')
      .then(
        () => undefined,
        (error: { code?: number; message?: string }) => error,
      );
    expect(failure).to.include({ code: 4001, message: 'User rejected the request.' });
  });

  it('a connection refused in the extension (it says only "Cancelled") reads as declined, and the modal stays usable', async () => {
    resetAll();
    injectWallet(5).controls.setApproval('reject');
    const modal = (await mountModal({ networks: POLKADOT_MAINNET })) as ModalElement;
    await modal.open();
    (await waitFor(() => buttonNamed(modal, NAME), `${NAME} on Connect`, 300)).click();
    await waitFor(() => textOf(modal).includes('Connection declined'), 'the refusal', 600);
    expect(textOf(modal)).to.contain('You declined in your wallet');
    expect(stores.$account.get().status).to.equal('disconnected');
    wallet.controls.setApproval('approve');
    (await waitFor(() => buttonNamed(modal, 'Try again'), 'Try again')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected on the second try', 600);
  });

  it('a hostile injectedWeb3 entry neither breaks the list nor runs as markup', async () => {
    resetAll();
    injectWallet(4);
    const registry = (window as unknown as { injectedWeb3: Record<string, unknown> }).injectedWeb3;
    registry['<img src=x onerror=alert(1)>'] = { version: '1', enable: () => Promise.reject(new Error('no')) };
    registry['not-a-wallet'] = { version: '1' };
    Object.defineProperty(registry, 'throws', { enumerable: true, configurable: true, get: () => { throw new Error('gotcha'); } });
    try {
      const modal = (await mountModal({ networks: POLKADOT_MAINNET })) as ModalElement;
      await modal.open();
      await waitFor(() => buttonNamed(modal, NAME), 'the real wallet on Connect', 300);
      expect(buttonNamed(modal, '<img src=x onerror=alert(1)>'), 'the name shown as text').to.not.equal(undefined);
      expect(modal.shadowRoot?.querySelector('img[src="x"]')).to.equal(null);
      expect(buttonNamed(modal, 'not-a-wallet')).to.equal(undefined);
    } finally {
      delete registry['<img src=x onerror=alert(1)>'];
      delete registry['not-a-wallet'];
      delete registry.throws;
    }
  });
});
