import { Connection, PublicKey } from '@solana/web3.js';
import { base58Decode } from '../../utils/base58';
import type { NamespaceAdapter } from '../NamespaceAdapter';
import type { StandardAccount } from '../walletStandard/StandardWallet';
import { createStandardAdapter, withTimeout } from '../walletStandard/createStandardAdapter';
import { requestStandardSolana } from './requestStandardSolana';
import { solanaWallets } from './solanaConnector';

/** A Solana address: base58 of 32 bytes. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 44 && base58Decode(value)?.length === 32;
}

let adapter: NamespaceAdapter | undefined;

/**
 * The page's solana adapter, in its own chunk with @solana/web3.js: Wallet Standard browser
 * wallets and the WalletConnect session's solana namespace; balances read from the network's
 * RPC (the data service's gateway by default).
 */
export function solanaAdapter(): NamespaceAdapter {
  return (adapter ??= createStandardAdapter({
    namespace: 'solana',
    findWallet: (id) => solanaWallets.find(id),
    isAddress: isSolanaAddress,
    accountsOf: (accounts) => {
      const onSolana = accounts.filter((account) => account.chains?.some((chain) => chain.startsWith('solana:')));
      return (onSolana.length ? onSolana : [...accounts]).slice(0, 1);
    },
    async connect(wallet, silent) {
      const feature = wallet.features['standard:connect'] as { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }> };
      return (await feature.connect(silent ? { silent: true } : undefined)).accounts ?? [];
    },
    request: (wallet, accounts, network, args) => requestStandardSolana(wallet, accounts[0] as StandardAccount, network.caipNetworkId, args),
    async getBalance(address, network, { timeoutMs }) {
      const rpcUrl = network.rpcUrls.default.http[0];
      if (!rpcUrl) throw new Error(`No RPC for ${network.caipNetworkId}`);
      const lamports = await withTimeout(new Connection(rpcUrl, { commitment: 'confirmed' }).getBalance(new PublicKey(address)), timeoutMs, 'The Solana RPC');
      return { value: BigInt(lamports), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
  }));
}
