// The wallet side of WalletConnect's `cosmos` namespace for a Cosmos dev key: the namespace a
// wallet approves, and the answers to cosmos_* requests in the shapes of WalletConnect's Cosmos
// RPC reference (cosmos_getAccounts → [{ algo, address, pubkey }]; cosmos_signDirect and
// cosmos_signAmino → { signature, signed }, direct sign docs with base64 bytes and a decimal
// account number). Shared by the WalletKit test wallet and the demo mobile wallet. Params come
// from the dapp over the relay: checked before anything is signed.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { COSMOS_CHAIN_IDS, COSMOS_DEV_KEYS } from '../../stack/cosmos/devKeys.mjs';
import { invalidParams as invalid, unsupportedMethod } from '../providerErrors.mjs';
import { signAminoDoc, signDirectDoc } from './cosmosSigning.mjs';

export const COSMOS_WC_METHODS = Object.freeze(['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']);
export const COSMOS_WC_EVENTS = Object.freeze(['chainChanged', 'accountsChanged']);

/** True when a session proposal asks for the cosmos namespace (by name or by a cosmos:… chain key). */
export function proposesCosmos(proposal) {
  const keys = [...Object.keys(proposal?.requiredNamespaces ?? {}), ...Object.keys(proposal?.optionalNamespaces ?? {})];
  return keys.some((key) => key === 'cosmos' || key.startsWith('cosmos:'));
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const bytesOf = (text, what) => {
  if (typeof text !== 'string' || text.length > 100_000 || !BASE64.test(text)) throw invalid(`${what} must be base64`);
  return fromBase64(text);
};

/** `accountIndex`: which dev key answers. */
export function createCosmosWalletConnectMethods({ accountIndex }) {
  const key = COSMOS_DEV_KEYS[accountIndex];
  if (!key) throw new RangeError(`No Cosmos dev key ${accountIndex}`);
  const signerOf = (params) => {
    if (!params || typeof params !== 'object' || Array.isArray(params)) throw invalid('Expected params { signerAddress, signDoc }');
    if (params.signerAddress !== key.address) throw invalid(`signerAddress is not this wallet's account (${key.address})`);
    if (!params.signDoc || typeof params.signDoc !== 'object') throw invalid('signDoc is missing');
    return params.signDoc;
  };

  const handlers = {
    cosmos_getAccounts: async () => [{ algo: 'secp256k1', address: key.address, pubkey: toBase64(key.publicKey) }],
    async cosmos_signAmino(params) {
      const signDoc = signerOf(params);
      if (!Array.isArray(signDoc.msgs) || typeof signDoc.chain_id !== 'string') throw invalid('signDoc must be a StdSignDoc');
      return { signed: signDoc, signature: signAminoDoc(key, signDoc) };
    },
    async cosmos_signDirect(params) {
      const signDoc = signerOf(params);
      const { chainId, accountNumber } = signDoc;
      if (typeof chainId !== 'string' || !/^\d{1,20}$/.test(String(accountNumber ?? ''))) throw invalid('signDoc needs a chainId and a decimal accountNumber');
      const signature = signDirectDoc(key, {
        bodyBytes: bytesOf(signDoc.bodyBytes, 'bodyBytes'),
        authInfoBytes: bytesOf(signDoc.authInfoBytes, 'authInfoBytes'),
        chainId,
        accountNumber: String(accountNumber),
      });
      return { signed: { chainId, accountNumber: String(accountNumber), authInfoBytes: signDoc.authInfoBytes, bodyBytes: signDoc.bodyBytes }, signature };
    },
  };

  return {
    address: key.address,
    /** The cosmos namespace the wallet approves: both Cosmos Hub networks, this key on each. */
    namespace: () => ({ chains: [...COSMOS_CHAIN_IDS], methods: [...COSMOS_WC_METHODS], events: [...COSMOS_WC_EVENTS], accounts: COSMOS_CHAIN_IDS.map((chain) => `${chain}:${key.address}`) }),
    isCosmosRequest: (chainId) => String(chainId).startsWith('cosmos:'),
    async handle(method, params) {
      const handler = handlers[method];
      if (!handler) throw unsupportedMethod(method);
      return handler(params);
    },
  };
}
