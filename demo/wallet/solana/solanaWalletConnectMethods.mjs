// The wallet side of WalletConnect's `solana` namespace for a Solana dev key: the namespace a
// wallet approves, and the answers to solana_* requests (shapes of WalletConnect's Solana RPC
// reference: base58 messages and signatures, base64 transactions). Shared by the WalletKit test
// wallet (test/support/walletConnectWallet.ts) and the demo mobile wallet. Request params come
// from the dapp over the relay: checked before anything is signed.
import { decodeBase58, encodeBase58 } from '../../stack/solana/base58.mjs';
import { SOLANA_DEV_KEYS, solanaDevSeed } from '../../stack/solana/devKeys.mjs';
import { base64ToBytes, bytesToBase64 } from './base64.mjs';
import { createEd25519Signer } from './ed25519Signer.mjs';
import { signWireTransaction } from './signWireTransaction.mjs';
import { solanaRpc } from './solanaRpc.mjs';

export const SOLANA_WC_CHAINS = Object.freeze([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
]);
export const SOLANA_WC_METHODS = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_getAccounts',
  'solana_requestAccounts',
]);
// base58 decoding is quadratic in the text's length: a message of ~3 KB is plenty for sign-ins.
const MAX_MESSAGE_TEXT = 4096;
const MAX_TRANSACTIONS = 32;

/** True when a session proposal asks for the solana namespace (by name or by a solana:… chain key). */
export function proposesSolana(proposal) {
  const keys = [...Object.keys(proposal?.requiredNamespaces ?? {}), ...Object.keys(proposal?.optionalNamespaces ?? {})];
  return keys.some((key) => key === 'solana' || key.startsWith('solana:'));
}

const paramsObject = (params) => {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw new TypeError('Expected params { … }');
  return params;
};
const transactionBytes = (text) => {
  if (typeof text !== 'string' || text.length > 2000) throw new TypeError('Expected a base64 transaction');
  return base64ToBytes(text);
};

/** `accountIndex`: which dev key; `getRpcUrl()`: resolves to the ledger URL for sending. */
export function createSolanaWalletConnectMethods({ accountIndex, getRpcUrl }) {
  const key = SOLANA_DEV_KEYS[accountIndex];
  if (!key) throw new RangeError(`No Solana dev key ${accountIndex}`);
  const address = key.publicKey;
  let signer = null;
  const signerOf = () => (signer ??= createEd25519Signer(solanaDevSeed(accountIndex)));

  async function signTransactionText(text) {
    const { signed, signature } = await signWireTransaction(transactionBytes(text), await signerOf());
    return { signed, signature };
  }

  const handlers = {
    solana_getAccounts: async () => [{ pubkey: address }],
    solana_requestAccounts: async () => [{ pubkey: address }],
    async solana_signMessage(params) {
      const { message, pubkey } = paramsObject(params);
      if (pubkey !== undefined && pubkey !== address) throw new TypeError('The request names another account');
      if (typeof message !== 'string' || message.length > MAX_MESSAGE_TEXT) throw new TypeError('Expected a base58 message');
      const bytes = decodeBase58(message);
      return { signature: encodeBase58(await (await signerOf()).sign(bytes)) };
    },
    async solana_signTransaction(params) {
      const { signed, signature } = await signTransactionText(paramsObject(params).transaction);
      return { signature: encodeBase58(signature), transaction: bytesToBase64(signed) };
    },
    async solana_signAllTransactions(params) {
      const { transactions } = paramsObject(params);
      if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > MAX_TRANSACTIONS) throw new TypeError('Expected a list of base64 transactions');
      const signed = [];
      for (const text of transactions) signed.push(bytesToBase64((await signTransactionText(text)).signed));
      return { transactions: signed };
    },
    async solana_signAndSendTransaction(params) {
      const { transaction, sendOptions } = paramsObject(params);
      const { signed } = await signTransactionText(transaction);
      const options = sendOptions && typeof sendOptions === 'object' ? sendOptions : {};
      const config = { encoding: 'base64', skipPreflight: options.skipPreflight === true };
      if (['processed', 'confirmed', 'finalized'].includes(options.preflightCommitment)) config.preflightCommitment = options.preflightCommitment;
      return { signature: await solanaRpc(await getRpcUrl(), 'sendTransaction', [bytesToBase64(signed), config]) };
    },
  };

  return {
    address,
    /** The namespace to approve for a proposal that asks for solana. */
    namespace: () => ({
      chains: [...SOLANA_WC_CHAINS],
      methods: [...SOLANA_WC_METHODS],
      events: [],
      accounts: SOLANA_WC_CHAINS.map((chain) => `${chain}:${address}`),
    }),
    isSolanaRequest: (chainId) => typeof chainId === 'string' && chainId.startsWith('solana:'),
    /** The result of one solana_* request; throws (code 4200 for a method it does not offer). */
    async handle(method, params) {
      if (!Object.hasOwn(handlers, method)) throw Object.assign(new Error(`Unsupported method: ${method}`), { code: 4200 });
      return handlers[method](params);
    },
  };
}
