// getProvider('solana').signMessage gives the page only a signature it can trust: an ed25519
// signature of exactly the bytes asked, by the connected account. The demo Solana wallet (Wallet
// Standard, on the local ledger stack) is made to answer wrongly: a signature of other bytes, or
// other bytes signed and returned as the signed message. Each rejects with a clear error and
// the page gets no signature; the modal stays connected and the next right answer goes through.
import { ed25519 } from '@noble/curves/ed25519';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { SolanaProvider } from '../../src/connectors/solana/provider/SolanaProvider';
import { base58Decode } from '../../src/utils/base58';
import { registerDemoSolanaWallet, type DemoSolanaWallet } from '../support/connectDemoSolanaWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace: 'solana'): SolanaProvider };

const ACCOUNT = 4;

/** What the page gets: the signature, or the rejection's code and message. */
async function outcome(provider: SolanaProvider, message: Uint8Array): Promise<{ signature?: Uint8Array; code?: number; message?: string }> {
  try {
    return { signature: await provider.signMessage(message) };
  } catch (error) {
    const { code, message: text } = error as { code?: number; message?: string };
    return { code, message: text };
  }
}

describe('getProvider("solana").signMessage checks the wallet’s signature', function () {
  this.timeout(30_000);
  let stop: (() => void) | undefined;
  let wallet: DemoSolanaWallet;

  afterEach(async () => {
    await disconnect('solana');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('rejects a wrong signature and a signature of other bytes; a right one goes through', async () => {
    resetAll();
    ({ wallet, stop } = await registerDemoSolanaWallet(ACCOUNT));
    const modal = (await mountModal({ networks: SOLANA_MAINNET })) as ModalElement;
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Demo Solana Wallet'), 'Demo Solana Wallet on Connect')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    const provider = modal.getProvider('solana');
    const publicKey = base58Decode(SOLANA_DEV_ADDRESSES[ACCOUNT] as string) as Uint8Array;
    const message = new TextEncoder().encode(`Sign this for the page ${Date.now()}`);

    wallet.controls.setSignatureFault('wrongSignature');
    const wrong = await outcome(provider, message);
    expect(wrong.signature, 'no signature reaches the page').to.equal(undefined);
    expect(wrong).to.deep.include({ code: -32603 });
    expect(wrong.message).to.equal('The wallet’s signature does not match the message and the account');

    wallet.controls.setSignatureFault('otherMessage');
    const other = await outcome(provider, message);
    expect(other.signature, 'no signature reaches the page').to.equal(undefined);
    expect(other).to.deep.include({ code: -32603 });
    expect(other.message).to.equal('The wallet signed another message than the one asked');

    // Still connected, and a right answer is the page's.
    expect(stores.$account.get().status).to.equal('connected');
    wallet.controls.setSignatureFault(null);
    const right = await outcome(provider, message);
    expect(right.code, right.message).to.equal(undefined);
    expect(right.signature).to.have.length(64);
    expect(ed25519.verify(right.signature as Uint8Array, message, publicKey)).to.equal(true);
  });
});
