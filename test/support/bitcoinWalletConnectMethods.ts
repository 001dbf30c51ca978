// The Bitcoin side of the WalletKit test wallet: when a proposal asks for the bip122
// namespace it approves a testnet payment account (a Bitcoin ledger twin dev key) and answers
// WalletConnect's bip122 methods, signing messages with BIP-322 in the page.
import { hexToBytes } from 'viem';
import { signMessageBip322Base64 } from '../../demo/wallet/bitcoin/bip322.mjs';
import { BIP122_TESTNET, BITCOIN_DEV_KEYS } from './bitcoinDevKeys';

/** Whether a session proposal asks for the bip122 namespace. */
export function proposesBitcoin(proposal: { requiredNamespaces?: object; optionalNamespaces?: object }): boolean {
  return 'bip122' in (proposal.requiredNamespaces ?? {}) || 'bip122' in (proposal.optionalNamespaces ?? {});
}

export function createBitcoinWalletConnectMethods(accountIndex: number) {
  const key = (BITCOIN_DEV_KEYS[accountIndex] as (typeof BITCOIN_DEV_KEYS)[number]).payment;
  return {
    address: key.address,
    namespace: () => ({
      chains: [BIP122_TESTNET],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
      accounts: [`${BIP122_TESTNET}:${key.address}`],
    }),
    isBitcoinRequest: (chainId: string) => chainId.startsWith('bip122:'),
    async handle(method: string, params: unknown): Promise<unknown> {
      const input = (params ?? {}) as { address?: unknown; message?: unknown };
      if (method === 'getAccountAddresses') return [{ address: key.address, publicKey: key.publicKey, purpose: 'payment' }];
      if (method === 'signMessage' && input.address === key.address && typeof input.message === 'string') {
        const signature = signMessageBip322Base64({ message: new TextEncoder().encode(input.message), address: key.address, privateKey: hexToBytes(`0x${key.privateKey}`) });
        return { address: key.address, signature };
      }
      throw Object.assign(new Error(`The test wallet does not answer ${method} here`), { code: 4200 });
    },
  };
}
