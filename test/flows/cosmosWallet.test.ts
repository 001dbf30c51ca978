// Connecting a Cosmos wallet: the demo Cosmos wallet sits on window.keplr as Keplr does, the
// modal connects it on the Cosmos Hub, Account shows the bech32 address and the ATOM balance
// from the data service (the stack's twin answers the cosmos ids from its own ledger), Receive
// shows the address as text and QR code, and the page signs through getProvider('cosmos'):
// ADR-36 and amino signatures verify with @cosmjs, a direct signature over the SignDoc's
// protobuf bytes too.
import { makeSignDoc, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64 } from '@cosmjs/encoding';
import { expect } from 'chai';
import { COSMOS_DEV_KEYS } from '../../demo/stack/cosmos/devKeys.mjs';
import { disconnect } from '../../src/actions/disconnect';
import type { CosmosProvider } from '../../src/connectors/cosmos/CosmosProvider';
import { stores } from '../../src/controller/stores';
import { injectDemoCosmosWallet, type DemoCosmosWallet } from '../support/connectDemoCosmosWallet';
import { decodeQr } from '../support/decodeQr';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace: 'cosmos'): CosmosProvider };

const COSMOS_HUB = 'cosmos:cosmoshub-4';
const KEY = COSMOS_DEV_KEYS[4]!;

async function verifies(signature: { pub_key: { value: string }; signature: string }, signedBytes: Uint8Array): Promise<boolean> {
  expect(signature.pub_key.value, 'the dev key signed').to.equal(toBase64(KEY.publicKey));
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(signedBytes), KEY.publicKey);
}

describe('a Cosmos wallet (Keplr interface) with the data service\'s ATOM balance', function () {
  this.timeout(30_000);
  let wallet: DemoCosmosWallet;
  let stop: () => void;
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop } = injectDemoCosmosWallet(4));
    modal = (await mountModal({ networks: COSMOS_HUB })) as ModalElement;
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'Keplr'), 'Keplr on Connect')).click();
    await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
  });

  afterEach(async () => {
    await disconnect('cosmos');
    stop();
    resetAll();
  });

  it('shows the bech32 address and the ATOM balance on Account, and the address with its QR code on Receive', async () => {
    expect(stores.$account.get()).to.deep.include({ namespace: 'cosmos', address: KEY.address, caipAddress: `${COSMOS_HUB}:${KEY.address}` });
    await waitFor(() => stores.$account.get().balanceSymbol === 'ATOM' && stores.$account.get().balanceUnavailable === false, 'the ATOM balance', 600);
    expect(Number(stores.$account.get().balance)).to.equal(1250);
    await modal.open();
    const shown = await waitFor(() => dialogOf(modal)?.querySelector('.wm-account .wm-address')?.textContent, 'the address on Account', 300);
    expect(shown.startsWith('cosmos') && shown.endsWith(KEY.address.slice(-4)), shown).to.equal(true);
    expect(dialogOf(modal)?.querySelector('.wm-balance')?.textContent).to.match(/1,?250(\.0+)?\s*ATOM/);

    (await waitFor(() => buttonNamed(modal, 'Receive'), 'Receive on Account')).click();
    await waitFor(() => viewOf(modal) === 'WalletReceive', 'WalletReceive');
    const svg = await waitFor(() => dialogOf(modal)?.querySelector<SVGSVGElement>('svg.wm-qr[role="img"]'), 'the QR code');
    expect(svg.getAttribute('aria-label')).to.equal('QR code of your address on Cosmos Hub');
    expect(await decodeQr(svg)).to.equal(KEY.address);
    expect(dialogOf(modal)?.textContent).to.contain(KEY.address);
  });

  it('signs through getProvider("cosmos"): ADR-36, amino and direct signatures verify, a refusal is 4001', async () => {
    const provider = modal.getProvider('cosmos');
    const [account] = await provider.getAccounts();
    expect(account).to.deep.include({ address: KEY.address, algo: 'secp256k1' });
    expect(toBase64(account!.pubkey)).to.equal(toBase64(KEY.publicKey));

    // ADR-36: the amino document of one MsgSignData, as @cosmjs builds it.
    const text = `signed through the modal ${Date.now()}`;
    const arbitrary = await provider.signArbitrary(KEY.address, text);
    const adr36 = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: KEY.address, data: toBase64(new TextEncoder().encode(text)) } }], { gas: '0', amount: [] }, '', '', 0, 0);
    expect(await verifies(arbitrary, serializeSignDoc(adr36))).to.equal(true);
    expect(await verifies(arbitrary, serializeSignDoc({ ...adr36, memo: 'other' }))).to.equal(false);

    const doc: StdSignDoc = makeSignDoc(
      [{ type: 'cosmos-sdk/MsgSend', value: { from_address: KEY.address, to_address: COSMOS_DEV_KEYS[5]!.address, amount: [{ denom: 'uatom', amount: '1000' }] } }],
      { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] },
      'cosmoshub-4',
      'a memo',
      12,
      3,
    );
    const amino = await provider.signAmino(KEY.address, doc);
    expect(amino.signed).to.deep.equal(doc);
    expect(await verifies(amino.signature, serializeSignDoc(doc))).to.equal(true);

    // Direct: SignDoc { body_bytes 010203, auth_info_bytes 0405, chain_id, account_number 300 } in protobuf.
    const direct = await provider.signDirect(KEY.address, { bodyBytes: fromHex('010203'), authInfoBytes: fromHex('0405'), chainId: 'cosmoshub-4', accountNumber: 300n });
    expect(direct.signed.accountNumber).to.equal(300n);
    expect(await verifies(direct.signature, fromHex('0a03010203120204051a0b636f736d6f736875622d3420ac02'))).to.equal(true);

    wallet.controls.setApproval('reject');
    const refused = await provider.signArbitrary(KEY.address, 'no').then(
      () => undefined,
      (error: { code?: number; message?: string }) => error,
    );
    expect(refused).to.deep.include({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs the documents and bytes the page asked when it asked, though the page changes them right after', async () => {
    const provider = modal.getProvider('cosmos');
    const aminoDoc = (): StdSignDoc =>
      makeSignDoc(
        [{ type: 'cosmos-sdk/MsgSend', value: { from_address: KEY.address, to_address: COSMOS_DEV_KEYS[5]!.address, amount: [{ denom: 'uatom', amount: '1000' }] } }],
        { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] },
        'cosmoshub-4',
        'a memo',
        12,
        3,
      );
    const doc = aminoDoc();
    const aminoAsked = provider.signAmino(KEY.address, doc);
    (doc.msgs[0]!.value as { to_address: string }).to_address = KEY.address;
    const amino = await aminoAsked;
    expect(amino.signed, 'the document signed').to.deep.equal(aminoDoc());
    expect(await verifies(amino.signature, serializeSignDoc(aminoDoc()))).to.equal(true);

    const bodyBytes = fromHex('010203');
    const directAsked = provider.signDirect(KEY.address, { bodyBytes, authInfoBytes: fromHex('0405'), chainId: 'cosmoshub-4', accountNumber: 300n });
    bodyBytes[0] = 9;
    const direct = await directAsked;
    expect(toBase64(direct.signed.bodyBytes), 'the body signed').to.equal(toBase64(fromHex('010203')));
    expect(await verifies(direct.signature, fromHex('0a03010203120204051a0b636f736d6f736875622d3420ac02'))).to.equal(true);

    const data = new TextEncoder().encode('the bytes asked');
    const arbitraryAsked = provider.signArbitrary(KEY.address, data);
    data.fill(0);
    const adr36 = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: KEY.address, data: toBase64(new TextEncoder().encode('the bytes asked')) } }], { gas: '0', amount: [] }, '', '', 0, 0);
    expect(await verifies(await arbitraryAsked, serializeSignDoc(adr36))).to.equal(true);
  });

  it('follows an account change in the wallet (keplr_keystorechange)', async () => {
    const provider = modal.getProvider('cosmos');
    const seen: string[][] = [];
    provider.on('accountsChanged', (accounts) => seen.push(accounts));
    wallet.controls.switchAccount(6);
    await waitFor(() => stores.$account.get().address === COSMOS_DEV_KEYS[6]!.address, 'the new account', 600);
    expect(seen).to.deep.equal([[COSMOS_DEV_KEYS[6]!.address]]);
  });
});

describe('a Cosmos wallet is untrusted page code', function () {
  this.timeout(30_000);

  it('a window.keplr that throws does not hide window.leap, and a wallet that signs another document than asked is refused', async () => {
    resetAll();
    const demo = injectDemoCosmosWallet(4, 'leap');
    // Signs, then says it signed a document with other messages.
    const lying = { ...demo.wallet.keplr, signAmino: async (chainId: string, signer: string, doc: StdSignDoc) => ({ ...(await demo.wallet.keplr.signAmino(chainId, signer, doc)), signed: { ...doc, msgs: [] } }) };
    Object.defineProperty(window, 'leap', { value: lying, configurable: true });
    Object.defineProperty(window, 'keplr', { get: () => { throw new Error('gotcha'); }, configurable: true });
    // The modal of this page looked for wallets when the first test mounted it: a key change makes it look again.
    window.dispatchEvent(new Event('keplr_keystorechange'));
    try {
      const modal = (await mountModal({ networks: COSMOS_HUB })) as ModalElement;
      await modal.open();
      const leap = await waitFor(() => buttonNamed(modal, 'Leap'), 'Leap on Connect');
      // Read while Connect lists the wallets: a window.keplr that throws is left out, Leap is not.
      expect(buttonNamed(modal, 'Keplr')).to.equal(undefined);
      leap.click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected through Leap', 600);
      const doc = makeSignDoc([{ type: 'cosmos-sdk/MsgSend', value: { from_address: KEY.address, to_address: KEY.address, amount: [] } }], { gas: '1', amount: [] }, 'cosmoshub-4', '', 1, 1);
      const refused = await modal.getProvider('cosmos').signAmino(KEY.address, doc).then(
        () => undefined,
        (error: { code?: number; message?: string }) => error,
      );
      expect(refused).to.deep.include({ code: -32603, message: 'The wallet sent an invalid signature' });
    } finally {
      await disconnect('cosmos');
      delete (window as unknown as Record<string, unknown>).keplr;
      delete (window as unknown as Record<string, unknown>).leap;
      resetAll();
    }
  });
});
