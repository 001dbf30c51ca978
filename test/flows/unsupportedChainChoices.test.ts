// UnsupportedChain, when the wallet moves itself to a network the page did not request, on a page
// with EVM, Solana and Bitcoin networks: the way out is a requested network of the wallet's own
// namespace, or Disconnect; a Solana or Bitcoin network is no fix for a wrong EVM network.
import { expect } from 'chai';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { BIP122_TESTNET } from '../support/bitcoinDevKeys';
import { connectWithClick } from '../support/connectDemoWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf } from '../support/modalTestKit';
import { SOLANA_MAINNET } from '../support/solanaDevKeys';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

describe('UnsupportedChain on a page of three namespaces', function () {
  this.timeout(40_000);

  let stop: (() => void) | undefined;
  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  /** Dev account 6 connected on `networks`, then its wallet moved to Arbitrum, which the page did not ask for: UnsupportedChain. */
  async function onUnsupportedChain(networks: string) {
    resetAll();
    const wallet = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex: 6, knownChainIds: [1, 8453, 42161] });
    stop = wallet.announce();
    const modal = (await mountModal({ networks })) as ModalElement;
    await connectWithClick(modal);
    modal.close();
    wallet.controls.switchChainFromWallet(42161);
    await waitFor(() => viewOf(modal) === 'UnsupportedChain', 'UnsupportedChain');
    return { wallet, modal };
  }

  it('offers the requested networks of the wallet namespace and Disconnect', async () => {
    const { modal } = await onUnsupportedChain(`eip155:1,eip155:8453,${SOLANA_MAINNET},${BIP122_TESTNET}`);
    const offered = [...(dialogOf(modal)?.querySelectorAll('.wm-list-button') ?? [])].map((button) => button.textContent ?? '');
    expect(offered.some((text) => text.includes('Ethereum'))).to.equal(true);
    expect(offered.some((text) => text.includes('Base'))).to.equal(true);
    expect(offered.filter((text) => /Solana|Bitcoin/.test(text)), 'other namespaces offered').to.deep.equal([]);
    (await waitFor(() => buttonNamed(modal, 'Disconnect'), 'Disconnect on UnsupportedChain')).click();
    await waitFor(() => stores.$account.get().status === 'disconnected', 'disconnected');
    await waitFor(() => !dialogOf(modal), 'the modal closed');
  });

  it('closes once the wallet moves itself back to a requested network', async () => {
    const { wallet, modal } = await onUnsupportedChain('eip155:1,eip155:8453');
    // The visitor fixes it in the wallet's own screen.
    wallet.controls.switchChainFromWallet(8453);
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:8453', 'the modal on Base');
    await waitFor(() => !dialogOf(modal), 'the modal closed, no longer saying the network is not supported');
  });
});
