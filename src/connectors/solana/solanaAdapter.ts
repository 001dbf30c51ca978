import { PublicKey } from '@solana/web3.js';
import type { NamespaceAdapter } from '../NamespaceAdapter';
import type { StandardAccount } from '../walletStandard/StandardWallet';
import { createStandardAdapter } from '../walletStandard/createStandardAdapter';
import { withTimeout } from '../../utils/withTimeout';
import { isSolanaAddress } from './isSolanaAddress';
import { prepareSolanaTransfer } from './prepareSolanaTransfer';
import { requestStandardSolana } from './requestStandardSolana';
import { solanaConnection } from './solanaConnection';
import { solanaSignInRequest, solanaSignMessageRequest } from './solanaSignatureRequests';
import { solanaWallets } from './solanaWallets';
import { checkSolanaTransaction, waitForSolanaTransaction } from './solanaTransactionStatus';

export { isSolanaAddress };

/**
 * A solana adapter (one per connection), in its own chunk with @solana/web3.js: Wallet Standard browser
 * wallets and the WalletConnect session's solana namespace; balances read from the network's
 * RPC (the data service's gateway by default); SOL and SPL transfers built for the wallet's
 * solana_signAndSendTransaction and followed on that RPC; texts signed with solana_signMessage,
 * and sign-in through the wallet's own solana:signIn where it has one.
 */
export function solanaAdapter(): NamespaceAdapter {
  return createStandardAdapter({
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
      const lamports = await withTimeout(solanaConnection(network).getBalance(new PublicKey(address)), timeoutMs, 'The Solana RPC');
      return { value: BigInt(lamports), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
    prepareTransfer: (transfer, network, { timeoutMs }) => prepareSolanaTransfer(transfer, network, { timeoutMs }),
    waitForTransaction: (sent, network, options, { timeoutMs }) => waitForSolanaTransaction(sent, network, options, { rpcTimeoutMs: timeoutMs }),
    checkTransaction: (sent, network, { timeoutMs }) => checkSolanaTransaction(sent, network, { timeoutMs }),
    signMessageRequest: (message, address) => solanaSignMessageRequest(message, address),
    signInRequest: (input, held) => solanaSignInRequest(input, held),
  });
}
