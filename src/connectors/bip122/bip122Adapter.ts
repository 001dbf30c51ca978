import type { NamespaceAdapter } from '../NamespaceAdapter';
import type { StandardAccount } from '../walletStandard/StandardWallet';
import { createStandardAdapter } from '../walletStandard/createStandardAdapter';
import { fetchBitcoinBalance } from './fetchBitcoinBalance';
import { isBitcoinAddress } from './isBitcoinAddress';
import { bip122Wallets } from './bip122Wallets';
import { bitcoinSignInRequest, bitcoinSignMessageRequest } from './bitcoinSignatureRequests';
import { purposeOf, requestStandardBitcoin } from './requestStandardBitcoin';

type Connect = { connect(input?: { silent?: boolean; purposes?: string[] }): Promise<{ accounts: readonly StandardAccount[] }> };

/**
 * The page's bip122 (Bitcoin) adapter, in its own chunk: Wallet Standard browser wallets
 * (their bitcoin features) and the WalletConnect session's bip122 namespace. The payment
 * account is the connected one (spec §9 default account type). Bitcoin has no JSON-RPC here,
 * and the data service's balance call refuses Bitcoin addresses: the balance comes from an
 * Esplora-shaped API (fetchBitcoinBalance). Texts are signed with BIP-322 by the payment
 * address (signMessage), sign-in too.
 */
export function bip122Adapter(): NamespaceAdapter {
  return createStandardAdapter({
    namespace: 'bip122',
    findWallet: (id) => bip122Wallets.find(id),
    isAddress: isBitcoinAddress,
    accountsOf: (accounts) => {
      // Only accounts whose address is one (the page gets them from getAccountAddresses).
      const onBitcoin = accounts.filter(
        (account) => isBitcoinAddress(account?.address) && (!Array.isArray(account.chains) || !account.chains.length || account.chains.some((chain) => String(chain).startsWith('bip122:'))),
      );
      return [...onBitcoin].sort((a, b) => Number(purposeOf(a) !== 'payment') - Number(purposeOf(b) !== 'payment'));
    },
    async connect(wallet, silent) {
      // A restore uses the standard connect, which promises not to prompt; a click asks for
      // the payment and ordinals accounts where the wallet has bitcoin:connect.
      if (silent || !wallet.features['bitcoin:connect']) {
        return (await (wallet.features['standard:connect'] as Connect).connect(silent ? { silent: true } : undefined)).accounts ?? [];
      }
      return (await (wallet.features['bitcoin:connect'] as Connect).connect({ purposes: ['payment', 'ordinals'] })).accounts ?? [];
    },
    request: (wallet, accounts, _network, args) => requestStandardBitcoin(wallet, accounts, args),
    async getBalance(address, network, { bitcoinApiUrl, timeoutMs }) {
      const value = await fetchBitcoinBalance(address, network, { apiUrl: bitcoinApiUrl, timeoutMs });
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
    signMessageRequest: (message, address) => bitcoinSignMessageRequest(message, address),
    signInRequest: (input) => bitcoinSignInRequest(input),
  });
}
