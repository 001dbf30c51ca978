// The wallet side of WalletConnect's `polkadot` namespace for a Polkadot dev key: the namespace a
// wallet approves (accounts `polkadot:<genesis>:<ss58>`, the address in each network's format),
// and the answers to polkadot_signMessage { address, message } and polkadot_signTransaction
// { address, transactionPayload } (WalletConnect's Polkadot RPC reference: { signature }, hex).
// Shared by the WalletKit test wallet and the demo mobile wallet. Params come from the dapp
// over the relay: checked before anything is signed.
import { POLKADOT_CHAIN_IDS, polkadotChainOfGenesis } from '../../stack/polkadot/polkadotChains.mjs';
import { createPolkadotSigner } from './polkadotSigner.mjs';

export const POLKADOT_WC_METHODS = Object.freeze(['polkadot_signTransaction', 'polkadot_signMessage']);
const MAX_MESSAGE = 8192;

/** True when a session proposal asks for the polkadot namespace (by name or by a polkadot:… chain key). */
export function proposesPolkadot(proposal) {
  const keys = [...Object.keys(proposal?.requiredNamespaces ?? {}), ...Object.keys(proposal?.optionalNamespaces ?? {})];
  return keys.some((key) => key === 'polkadot' || key.startsWith('polkadot:'));
}

const paramsObject = (params) => {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw new TypeError('Expected params { … }');
  return params;
};

/** `accountIndex`: which dev key. */
export function createPolkadotWalletConnectMethods({ accountIndex }) {
  const signer = createPolkadotSigner(accountIndex);
  const ownAddress = (address) => {
    if (typeof address !== 'string' || !signer.owns(address)) throw new TypeError('The request names another account');
    return address;
  };
  const handlers = {
    async polkadot_signMessage(params) {
      const { address, message } = paramsObject(params);
      ownAddress(address);
      if (typeof message !== 'string' || message.length > MAX_MESSAGE) throw new TypeError('Expected a message');
      return { signature: signer.signRaw(message) };
    },
    async polkadot_signTransaction(params) {
      const { address, transactionPayload } = paramsObject(params);
      ownAddress(address);
      if (transactionPayload?.address !== address) throw new TypeError('The payload names another address');
      if (!polkadotChainOfGenesis(transactionPayload.genesisHash)) throw new TypeError('The payload is for a network this wallet does not know');
      return { id: Date.now(), signature: signer.signPayload(transactionPayload) };
    },
  };
  return {
    address: signer.key.address,
    /** The namespace to approve for a proposal that asks for polkadot. */
    namespace: () => ({
      chains: [...POLKADOT_CHAIN_IDS],
      methods: [...POLKADOT_WC_METHODS],
      events: ['chainChanged', 'accountsChanged'],
      accounts: POLKADOT_CHAIN_IDS.map((chain) => `${chain}:${signer.key.addresses[chain]}`),
    }),
    /** The account's address on a network (its SS58 format). */
    addressOn: (chainId) => signer.key.addresses[chainId] ?? signer.key.address,
    isPolkadotRequest: (chainId) => typeof chainId === 'string' && chainId.startsWith('polkadot:'),
    /** The result of one polkadot_* request; throws (code 4200 for a method it does not offer). */
    async handle(method, params) {
      if (!Object.hasOwn(handlers, method)) throw Object.assign(new Error(`Unsupported method: ${method}`), { code: 4200 });
      return handlers[method](params);
    },
  };
}
