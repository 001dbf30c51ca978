// Connecting a Bitcoin wallet: the demo Bitcoin wallet registers through the Wallet Standard,
// the modal connects its payment account, shows its balance (the data service answers it from
// the stack's Bitcoin ledger twin), and the page signs a BIP-322 message and sends a transfer
// through getProvider('bip122'). The twin is a ledger, not a node: real transactions,
// signatures and PSBTs, validated and mined by it.
import { expect } from 'chai';
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import { verifyMessageBip322 } from '../../demo/wallet/bitcoin/bip322.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import type { Bip122Provider } from '../../src/connectors/bip122/provider/Bip122Provider';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from '../support/bitcoinDevKeys';
import { registerDemoBitcoinWallet } from '../support/connectDemoBitcoinWallet';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace: 'bip122'): Bip122Provider };

// Dev key 9 sends (keys 0-5 are read-only for tests, 6-8 used by the stack's own tests).
const SENDER = 9;

async function confirmed(txid: string): Promise<boolean> {
  const { bitcoinUrl } = await stackInfo();
  const deadline = performance.now() + 10_000;
  for (;;) {
    const status = (await (await fetch(`${bitcoinUrl}/api/tx/${txid}/status`)).json()) as { confirmed?: boolean };
    if (status.confirmed) return true;
    if (performance.now() > deadline) return false;
    await fetch(`${bitcoinUrl}/__mine`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a Bitcoin wallet (Wallet Standard) on the local ledger twin', function () {
  this.timeout(30_000);

  it('connects its payment account, shows the balance, signs BIP-322 and sends a transfer through getProvider("bip122")', async () => {
    resetAll();
    sessionStorage.clear();
    const { wallet, stop } = await registerDemoBitcoinWallet(SENDER);
    const modal = (await mountModal({ networks: BIP122_TESTNET })) as ModalElement;
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Bitcoin Wallet'), 'Demo Bitcoin Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
      const address = BITCOIN_DEV_KEYS[SENDER]?.payment.address as string;
      expect(stores.$account.get()).to.deep.include({ namespace: 'bip122', address, caipAddress: `${BIP122_TESTNET}:${address}` });
      await waitFor(() => stores.$account.get().balanceSymbol === 'BTC' && stores.$account.get().balanceUnavailable === false, 'the BTC balance', 600);
      expect(Number(stores.$account.get().balance)).to.be.greaterThan(0);

      const provider = modal.getProvider('bip122');
      const accounts = await provider.getAccountAddresses();
      expect(accounts[0]).to.deep.include({ address, purpose: 'payment' });
      const message = `signed through the modal ${Date.now()}`;
      const signature = await provider.signMessage({ address, message });
      expect(verifyMessageBip322({ message, address, signature })).to.equal(true);

      // A new address nobody else reads (every dev key's genesis outputs are checked elsewhere).
      const network = bitcoin.networks.testnet;
      const recipient = bitcoin.payments.p2wpkh({ pubkey: ECPairFactory(ecc).makeRandom({ network }).publicKey, network }).address as string;
      const txid = await provider.sendTransfer({ recipient, amount: '12345' });
      expect(txid).to.match(/^[0-9a-f]{64}$/);
      expect(await confirmed(txid), 'the transfer mined').to.equal(true);

      wallet.controls.setApproval('reject');
      const refused = await provider.signMessage({ address, message: 'no' }).then(
        () => undefined,
        (error: { code?: number }) => error,
      );
      expect(refused?.code).to.equal(4001);
    } finally {
      await disconnect('bip122');
      stop();
      resetAll();
    }
  });

  it('signs the PSBT inputs the page named when it asked, though the page changes its list right after', async () => {
    resetAll();
    sessionStorage.clear();
    const { stop } = await registerDemoBitcoinWallet(SENDER);
    const modal = (await mountModal({ networks: BIP122_TESTNET })) as ModalElement;
    try {
      await modal.open();
      (await waitFor(() => buttonNamed(modal, 'Demo Bitcoin Wallet'), 'Demo Bitcoin Wallet on Connect')).click();
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      const address = BITCOIN_DEV_KEYS[SENDER]?.payment.address as string;
      const network = bitcoin.networks.testnet;
      const { bitcoinUrl } = await stackInfo();
      const coins = (await (await fetch(`${bitcoinUrl}/api/address/${address}/utxo`)).json()) as { txid: string; vout: number; value: number }[];
      expect(coins.length, 'two outputs of the account to spend').to.be.greaterThan(1);
      // Two inputs of the account; signed, not broadcast.
      const psbt = new bitcoin.Psbt({ network });
      const script = bitcoin.address.toOutputScript(address, network);
      for (const coin of coins.slice(0, 2)) psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script, value: BigInt(coin.value) } });
      psbt.addOutput({ address, value: BigInt(coins[0]!.value + coins[1]!.value - 1000) });

      const signInputs = [{ address, index: 0 }];
      const asking = modal.getProvider('bip122').signPSBT({ psbt: psbt.toBase64(), signInputs });
      signInputs[0]!.index = 1;
      const signed = bitcoin.Psbt.fromBase64((await asking).psbt, { network });
      expect(signed.data.inputs.map((input) => (input.partialSig ?? []).length), 'signatures per input').to.deep.equal([1, 0]);
    } finally {
      await disconnect('bip122');
      stop();
      resetAll();
    }
  });
});
