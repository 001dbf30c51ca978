// A Bitcoin browser wallet for the demo and tests, on the local ledger twin: a real Wallet
// Standard wallet (registerWallet.mjs) holding a dev key of demo/stack/bitcoin/devKeys.mjs, with
// `standard:connect` / `bitcoin:connect`, `standard:disconnect`, `standard:events`,
// `bitcoin:signMessage` (BIP-322 simple), `bitcoin:signTransaction` (PSBTs; `broadcast: true`
// also sends) and the non-standard `bitcoin:sendTransfer` `{ recipient, amount }` (sats), which
// builds, signs and broadcasts from the payment account's UTXOs. `controls` play the person in
// front of the wallet, as for the demo EVM wallet.
//
//   const btc = createDemoBitcoinWallet({ esploraUrl: stack.bitcoinUrl, accountIndex: 2 });
//   const stop = btc.register();
//   btc.controls.setApproval('manual');
import { BIP122_TESTNET, NETWORK, MAX_MONEY } from '../../stack/bitcoin/bitcoinLib.mjs';
import { createApprovalQueue } from '../approvalQueue.mjs';
import { invalidParams, unauthorized } from '../providerErrors.mjs';
import { loadSession, saveSession, storageKeyFor } from '../sessionState.mjs';
import { signMessageBip322 } from './bip322.mjs';
import { buildTransfer } from './buildTransfer.mjs';
import { DEMO_BITCOIN_WALLET_ICON } from './demoBitcoinWalletIcon.mjs';
import { createEsploraClient } from './esploraClient.mjs';
import { registerWallet } from './registerWallet.mjs';
import { parsePsbt, planPsbtSigning, signPsbtJobs } from './signPsbt.mjs';
import { walletAccounts } from './walletAccounts.mjs';

const PURPOSES = ['payment', 'ordinals'];
const CHAINS = Object.freeze([BIP122_TESTNET]);
const ALSO_TESTNET = new Set([BIP122_TESTNET, 'bitcoin:testnet']); // Exodus's name for it

function parseAmount(value) {
  let sats;
  if (typeof value === 'bigint') sats = value;
  else if (Number.isSafeInteger(value)) sats = BigInt(value);
  else if (typeof value === 'string' && /^\d{1,16}$/.test(value)) sats = BigInt(value);
  if (sats === undefined || sats <= 0n || sats > MAX_MONEY) throw invalidParams(`amount must be a whole number of sats above 0; got ${String(value)}`);
  return sats;
}

const messageBytes = (message) => {
  if (message instanceof Uint8Array) return message;
  if (typeof message === 'string') return new TextEncoder().encode(message);
  throw invalidParams('message must be bytes (Uint8Array)');
};
const asText = (bytes) => new TextDecoder('utf-8', { fatal: false }).decode(bytes);

export function createDemoBitcoinWallet({ esploraUrl, accountIndex, name = 'Demo Bitcoin Wallet', id = 'dev.wallet-modal.demo-bitcoin' } = {}) {
  if (typeof esploraUrl !== 'string' || !esploraUrl) throw new TypeError('createDemoBitcoinWallet: `esploraUrl` (the ledger twin\'s URL) is required');
  const esplora = createEsploraClient(esploraUrl);
  const storageKey = storageKeyFor(id);
  const saved = loadSession(storageKey);
  // A key asked for wins; else the one used before the reload (storage is outside input: a key
  // the ledger does not have falls back to 0).
  const state = { connected: saved?.connected ?? false, accountIndex: accountIndex ?? saved?.accountIndex ?? 0 };
  let keys;
  try {
    keys = walletAccounts(state.accountIndex);
  } catch (error) {
    if (accountIndex !== undefined) throw error;
    state.accountIndex = 0;
    keys = walletAccounts(0);
  }

  const changeListeners = new Set(); // standard:events 'change'
  const stateListeners = new Set(); // controls.onStateChange
  const notify = (listeners, value) => {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        (globalThis.reportError ?? console.error)(error);
      }
    }
  };
  const exposed = () => (state.connected ? keys.accounts : []);
  function changed({ accounts = false } = {}) {
    saveSession(storageKey, { connected: state.connected, accountIndex: state.accountIndex });
    if (accounts) notify(changeListeners, { accounts: exposed() });
    notify(stateListeners, getState());
  }
  const approvals = createApprovalQueue({ onChange: () => changed() });

  function connectSite() {
    if (state.connected) return;
    state.connected = true;
    changed({ accounts: true });
  }

  /** The signer of an account the app hands back (outside input), once the site is connected. */
  function signerFor(account) {
    if (!state.connected) throw unauthorized();
    const address = typeof account?.address === 'string' ? account.address : undefined;
    const signer = address && keys.signers.get(address);
    if (!signer) throw unauthorized(`The account ${String(address)} is not an account of this wallet that the site may use.`);
    return signer;
  }

  // One transfer at a time: two built from the same UTXOs would spend the same coins twice.
  let transfers = Promise.resolve();
  const oneAtATime = (run) => {
    const next = transfers.then(run, run);
    transfers = next.catch(() => {});
    return next;
  };

  async function broadcastSigned(psbt) {
    psbt.finalizeAllInputs();
    return esplora.broadcast(psbt.extractTransaction().toHex());
  }

  const features = Object.freeze({
    'standard:connect': Object.freeze({
      version: '1.0.0',
      async connect(input) {
        if (!state.connected) {
          // silent: only what the site may already see, never a prompt (restores use this).
          if (input?.silent === true) return { accounts: [] };
          await approvals.ask('standard:connect', {});
          connectSite();
        }
        return { accounts: exposed() };
      },
    }),
    'bitcoin:connect': Object.freeze({
      version: '1.0.0',
      async connect(input) {
        const purposes = input?.purposes;
        if (!Array.isArray(purposes) || !purposes.length || purposes.some((p) => !PURPOSES.includes(p))) {
          throw invalidParams(`purposes must list some of ${PURPOSES.join(', ')}`);
        }
        if (!state.connected) {
          await approvals.ask('bitcoin:connect', { purposes: [...purposes] });
          connectSite();
        }
        const wanted = [...new Set(purposes)];
        return { accounts: wanted.map((purpose) => keys.accounts.find((a) => a.purpose === purpose)) };
      },
    }),
    'standard:disconnect': Object.freeze({
      version: '1.0.0',
      async disconnect() {
        if (!state.connected) return;
        state.connected = false;
        changed({ accounts: true });
      },
    }),
    'standard:events': Object.freeze({
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change' || typeof listener !== 'function') return () => {};
        changeListeners.add(listener);
        return () => changeListeners.delete(listener);
      },
    }),
    'bitcoin:signMessage': Object.freeze({
      version: '1.0.0',
      async signMessage(...inputs) {
        if (!inputs.length) throw invalidParams('signMessage needs at least one { account, message }');
        const jobs = inputs.map((input) => ({ signer: signerFor(input?.account), address: input.account.address, message: messageBytes(input?.message) }));
        await approvals.ask('bitcoin:signMessage', jobs.map((j) => ({ address: j.address, message: asText(j.message) })));
        return jobs.map((j) => ({
          signedMessage: j.message.slice(),
          // The serialized witness: base64 of these bytes is the BIP-322 simple signature.
          signature: signMessageBip322({ message: j.message, address: j.address, privateKey: j.signer.privateKey }),
        }));
      },
    }),
    'bitcoin:signTransaction': Object.freeze({
      version: '1.0.0',
      async signTransaction(...inputs) {
        if (!inputs.length) throw invalidParams('signTransaction needs at least one { psbt, inputsToSign }');
        const work = inputs.map((input) => {
          if (input?.chain !== undefined && !ALSO_TESTNET.has(input.chain)) throw invalidParams(`The wallet only signs for ${BIP122_TESTNET}; got ${String(input.chain)}`);
          if (!Array.isArray(input?.inputsToSign) || !input.inputsToSign.length) throw invalidParams('inputsToSign must list { account, signingIndexes }');
          const psbt = parsePsbt(input.psbt, NETWORK);
          const plan = input.inputsToSign.map((i) => ({ signer: signerFor(i?.account), indexes: i?.signingIndexes, sigHash: i?.sigHash }));
          return { psbt, jobs: planPsbtSigning(psbt, plan), broadcast: input.broadcast === true };
        });
        await approvals.ask('bitcoin:signTransaction', work.map((w) => ({ inputs: w.jobs.map((j) => j.index), broadcast: w.broadcast })));
        const results = [];
        for (const { psbt, jobs, broadcast } of work) {
          signPsbtJobs(psbt, jobs);
          const signedPsbt = psbt.toBuffer();
          results.push(broadcast ? { signedPsbt, txid: await broadcastSigned(psbt) } : { signedPsbt });
        }
        return results;
      },
    }),
    'bitcoin:sendTransfer': Object.freeze({
      version: '1.0.0',
      async sendTransfer(input) {
        const amount = parseAmount(input?.amount);
        const recipient = input?.recipient;
        if (typeof recipient !== 'string') throw invalidParams('recipient must be a Bitcoin testnet address');
        const payment = keys.accounts[0];
        const signer = signerFor(payment);
        await approvals.ask('bitcoin:sendTransfer', { recipient, amount: String(amount) });
        return oneAtATime(async () => {
          const [utxos, feeRate] = await Promise.all([esplora.utxos(payment.address), esplora.feeRate()]);
          const { psbt } = buildTransfer({ utxos, fromScript: signer.script, recipient, amount, feeRate, network: NETWORK });
          signPsbtJobs(psbt, psbt.data.inputs.map((_, index) => ({ signer, index })));
          return { txid: await broadcastSigned(psbt) };
        });
      },
    }),
  });

  const wallet = Object.freeze({
    version: '1.0.0',
    name,
    icon: DEMO_BITCOIN_WALLET_ICON,
    chains: CHAINS,
    features,
    get accounts() {
      return exposed();
    },
  });

  function getState() {
    return {
      connected: state.connected,
      accountIndex: state.accountIndex,
      address: keys.accounts[0].address,
      ordinalsAddress: keys.accounts[1].address,
      approval: approvals.mode(),
    };
  }

  const controls = {
    /** 'approve' | 'reject' | 'manual' (requests wait for approve(id) / reject(id)). */
    setApproval: (mode) => approvals.setMode(mode),
    getApproval: () => approvals.mode(),
    pending: () => approvals.pending(),
    approve: (requestId) => approvals.approve(requestId),
    reject: (requestId) => approvals.reject(requestId),
    onPendingChange: (listener) => approvals.onPendingChange(listener),
    /** Uses dev key `index`; a connected site sees the new accounts through a change event. */
    switchAccount(index) {
      const next = walletAccounts(index); // throws for a key the ledger does not have
      if (index === state.accountIndex) return next.accounts[0].address;
      keys = next;
      state.accountIndex = index;
      changed({ accounts: state.connected });
      return keys.accounts[0].address;
    },
    /** The wallet forgets this site: a change event with no accounts. */
    disconnectFromWallet() {
      if (!state.connected) return;
      state.connected = false;
      changed({ accounts: true });
    },
    state: getState,
    /** Calls `listener(state())` after every change; returns an unsubscribe function. */
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };

  let unregister = null;
  return {
    wallet,
    controls,
    /** Registers the wallet on the page (Wallet Standard); returns the function that unregisters it. */
    register() {
      unregister ??= registerWallet(wallet);
      return () => {
        unregister?.();
        unregister = null;
      };
    },
    dispose: () => {
      unregister?.();
      unregister = null;
    },
  };
}
