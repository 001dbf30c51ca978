// One WalletConnect session for EVM and Cosmos: the page configures Ethereum and the Cosmos Hub,
// the wallet app (the real @reown/walletkit in the test page, over the stack's relay, answering
// the cosmos namespace with a Cosmos dev key as the demo mobile wallet does) approves both, and
// the modal connects both from the one QR code. The page signs on Cosmos through
// getProvider('cosmos'); one disconnect ends the session for both.
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromBech32, fromHex, toBase64, toBech32 } from '@cosmjs/encoding';
import { expect } from 'chai';
import { COSMOS_DEV_KEYS } from '../../demo/stack/cosmos/devKeys.mjs';
import { disconnect } from '../../src/actions/disconnect';
import type { CosmosProvider } from '../../src/connectors/cosmos/CosmosProvider';
import { stores } from '../../src/controller/stores';
import { getConnectionState } from '../../src/stores/connection';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { quietWalletConnectVerify } from '../support/quietWalletConnectVerify';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { createTestWallet, DEV_ACCOUNTS, type TestWallet } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace: 'cosmos'): CosmosProvider };

const KEY = COSMOS_DEV_KEYS[7]!;

const verifies = (signature: { pub_key: { value: string }; signature: string }, signed: Uint8Array) =>
  signature.pub_key.value === toBase64(KEY.publicKey) && Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(signed), KEY.publicKey);

describe('one WalletConnect session for EVM and Cosmos', function () {
  this.timeout(40_000);
  let wallet: TestWallet;

  afterEach(async () => {
    await disconnect('eip155');
    await wallet?.stop();
    resetAll();
  });

  it('connects both from one QR code; the page signs ADR-36, amino and direct over the session; one disconnect ends both', async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: 'eip155:1,cosmos:cosmoshub-4', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, cosmosAccountIndex: 7 });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await wallet.pair(await waitFor(() => $pairing.get().uri, 'the pairing URI', 600));
    await waitFor(() => getConnectionState('eip155').status === 'connected' && getConnectionState('cosmos').status === 'connected', 'both namespaces connected', 900);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(stores.$account.get()).to.deep.include({ namespace: 'eip155', address: DEV_ACCOUNTS[5] });

    // The Cosmos Hub made active from Networks (connected already, so directly): Account shows
    // the session's bech32 address and its ATOM from the data service (the twin funds each dev key with 1,250).
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Network'), 'the network chip on Account')).click();
    await waitFor(() => viewOf(modal) === 'Networks', 'Networks');
    (await waitFor(() => buttonNamed(modal, 'Cosmos Hub'), 'Cosmos Hub in Networks')).click();
    await waitFor(() => stores.$account.get().namespace === 'cosmos', 'Cosmos active');
    expect(stores.$account.get()).to.deep.include({ status: 'connected', address: KEY.address });
    await waitFor(() => stores.$account.get().balanceSymbol === 'ATOM', 'the ATOM balance', 600);
    await waitFor(() => viewOf(modal) === 'Account' && /1,?250(\.0+)?\s*ATOM/.test(dialogOf(modal)?.querySelector('.wm-balance')?.textContent ?? ''), '1,250 ATOM on Account', 600);
    modal.close();

    const provider = modal.getProvider('cosmos');
    const [account] = await provider.getAccounts();
    expect(account?.address).to.equal(KEY.address);
    expect(toBase64(account!.pubkey)).to.equal(toBase64(KEY.publicKey));

    const text = `over WalletConnect ${Date.now()}`;
    const arbitrary = await provider.signArbitrary(KEY.address, text);
    const adr36 = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: KEY.address, data: toBase64(new TextEncoder().encode(text)) } }], { gas: '0', amount: [] }, '', '', 0, 0);
    expect(await verifies(arbitrary, serializeSignDoc(adr36))).to.equal(true);
    const doc = makeSignDoc([{ type: 'cosmos-sdk/MsgSend', value: { from_address: KEY.address, to_address: COSMOS_DEV_KEYS[1]!.address, amount: [{ denom: 'uatom', amount: '7' }] } }], { gas: '90000', amount: [] }, 'cosmoshub-4', '', 4, 0);
    const amino = await provider.signAmino(KEY.address, doc);
    expect(await verifies(amino.signature, serializeSignDoc(doc))).to.equal(true);
    // Direct: SignDoc { body_bytes 010203, auth_info_bytes 0405, chain_id, account_number 300 } in protobuf.
    const direct = await provider.signDirect(KEY.address, { bodyBytes: fromHex('010203'), authInfoBytes: fromHex('0405'), chainId: 'cosmoshub-4', accountNumber: 300n });
    expect(await verifies(direct.signature, fromHex('0a03010203120204051a0b636f736d6f736875622d3420ac02'))).to.equal(true);
    const asked = wallet.requestLog.filter((request) => request.chainId === 'cosmos:cosmoshub-4').map((request) => request.method);
    expect(asked).to.deep.equal(['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signAmino', 'cosmos_signDirect']);

    wallet.setMode('reject');
    const refused = await provider.signArbitrary(KEY.address, 'no').then(
      () => undefined,
      (error: { code?: number; message?: string }) => error,
    );
    expect(refused).to.deep.include({ code: 4001, message: 'User rejected the request.' });

    await disconnect('eip155');
    expect(getConnectionState('cosmos').status).to.equal('disconnected');
  });

  it("a session whose cosmos account is another chain's does not connect the Cosmos Hub with it", async () => {
    resetAll();
    const stack = await stackInfo();
    const modal = (await mountModal({ networks: 'eip155:1,cosmos:cosmoshub-4', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
    // Osmosis' account of the same key: a bech32 address the page never asked for.
    const osmosis = `cosmos:osmosis-1:${toBech32('osmo', fromBech32(KEY.address, 90).data, 90)}`;
    wallet = await createTestWallet({ relayUrl: stack.relayUrl, chains: stack.chains, accountIndex: 5, cosmosAccountIndex: 7, cosmosAccounts: [osmosis] });
    await quietWalletConnectVerify();
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await wallet.pair(await waitFor(() => $pairing.get().uri, 'the pairing URI', 600));
    await waitFor(() => getConnectionState('eip155').status === 'connected', 'EVM connected', 900);
    await waitFor(() => getConnectionState('cosmos').status !== 'connecting', 'cosmos settled', 300);
    expect(getConnectionState('cosmos').status, 'the Cosmos Hub').to.not.equal('connected');
  });
});
