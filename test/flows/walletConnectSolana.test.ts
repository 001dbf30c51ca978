// One WalletConnect session for two namespaces: the page configures EVM and Solana networks,
// the wallet app (the real @reown/walletkit in the test page, over the stack's relay) approves
// both, and the modal connects both from the one QR code. The page then signs and sends on
// Solana through getProvider('solana'); the transfer lands on the stack's Solana ledger.
import { ed25519 } from '@noble/curves/ed25519';
import { verifyMessageBip322 } from '../../demo/wallet/bitcoin/bip322.mjs';
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { Bip122Provider } from '../../src/connectors/bip122/provider/Bip122Provider';
import type { SolanaProvider } from '../../src/connectors/solana/provider/SolanaProvider';
import { getConnectionState } from '../../src/stores/connection';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from '../support/bitcoinDevKeys';
import { SOLANA_DEV_ADDRESSES, SOLANA_MAINNET } from '../support/solanaDevKeys';
import { solanaGateway, waitForConfirmation } from '../support/solanaLedger';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & {
  open(options?: object): Promise<void>;
  getProvider(namespace: 'solana'): SolanaProvider;
  getProvider(namespace: 'bip122'): Bip122Provider;
};

describe('one WalletConnect session for EVM and Solana', function () {
  this.timeout(40_000);
  let wallet: TestWallet;

  afterEach(async () => {
    await disconnect('eip155');
    await wallet?.stop();
    resetAll();
  });

  it('connects both namespaces from one QR code, and the page signs and sends on Solana', async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: `eip155:1,${SOLANA_MAINNET}`, 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, solanaAccountIndex: 7 });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    const uri = await waitFor(() => $pairing.get().uri, 'the pairing URI', 600);
    await wallet.pair(uri);
    await waitFor(() => getConnectionState('eip155').status === 'connected' && getConnectionState('solana').status === 'connected', 'both namespaces connected', 900);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', address: DEV_ACCOUNTS[5] });

    const provider = modal.getProvider('solana');
    const owner = provider.publicKey?.toBase58() as string;
    expect(owner).to.equal(SOLANA_DEV_ADDRESSES[7]);
    const message = new TextEncoder().encode(`over WalletConnect ${Date.now()}`);
    expect(ed25519.verify(await provider.signMessage(message), message, new PublicKey(owner).toBytes())).to.equal(true);

    const connection = await solanaGateway();
    // A random new account (PublicKey.unique() counts from 1 in every page: other files get the same ones).
    const to = Keypair.generate().publicKey;
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: new PublicKey(owner), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: new PublicKey(owner), toPubkey: to, lamports: 7_654_321 }),
    );
    const signature = await provider.signAndSendTransaction(transfer);
    await waitForConfirmation(connection, signature);
    expect(await connection.getBalance(to)).to.equal(7_654_321);

    // One session: disconnecting ends it for both namespaces, and the page stays on its network
    // (the session's other namespace is no connection to move to).
    const network = stores.$network.get().caipNetworkId;
    await disconnect('eip155');
    expect(getConnectionState('solana').status).to.equal('disconnected');
    expect(stores.$network.get().caipNetworkId).to.equal(network);
  });

  it('carries a Bitcoin account too: the page reads it and signs a BIP-322 message over the session', async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: `eip155:1,${BIP122_TESTNET}`, 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, bitcoinAccountIndex: 8 });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await wallet.pair(await waitFor(() => $pairing.get().uri, 'the pairing URI', 600));
    await waitFor(() => getConnectionState('eip155').status === 'connected' && getConnectionState('bip122').status === 'connected', 'both namespaces connected', 900);
    const address = BITCOIN_DEV_KEYS[8]?.payment.address as string;
    const provider = modal.getProvider('bip122');
    expect((await provider.getAccountAddresses())[0]).to.deep.include({ address, purpose: 'payment' });
    const message = `over WalletConnect ${Date.now()}`;
    expect(verifyMessageBip322({ message, address, signature: await provider.signMessage({ address, message }) })).to.equal(true);
  });
});
