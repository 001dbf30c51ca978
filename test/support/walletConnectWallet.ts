// The wallet side of WalletConnect tests: the real @reown/walletkit in the test page,
// talking to the stack's local relay, answering requests with an anvil dev account (anvil
// signs and sends for its unlocked accounts). It plays the phone in front of the visitor.
// When a proposal asks for the solana namespace it approves that too, with a Solana dev key
// (signing in the page, sending to the stack's Solana ledger), and likewise for bip122 and polkadot.
import { Core } from '@walletconnect/core';
import { WalletKit } from '@reown/walletkit';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { createSolanaWalletConnectMethods, proposesSolana } from '../../demo/wallet/solana/solanaWalletConnectMethods.mjs';
import { createPolkadotWalletConnectMethods, proposesPolkadot } from '../../demo/wallet/polkadot/polkadotWalletConnectMethods.mjs';
import { createCosmosWalletConnectMethods, proposesCosmos } from '../../demo/wallet/cosmos/cosmosWalletConnectMethods.mjs';
import { answerCallsRequest, createCallBatches, EIP5792_METHODS } from '../../demo/wallet/callBatches.mjs';
import { createSessionGrants } from '../../demo/wallet/sessionGrants.mjs';
import { stackInfo } from '../stack/stackInfo';
import { createBitcoinWalletConnectMethods, proposesBitcoin } from './bitcoinWalletConnectMethods';
import { rpc } from './chainRpc';
import { DEV_ACCOUNTS } from './devAccounts';

export { DEV_ACCOUNTS, rpc };


type Kit = Awaited<ReturnType<typeof WalletKit.init>>;

export interface TestWalletOptions {
  relayUrl: string;
  chains: Record<string, string>;
  accountIndex: number;
  /** 'approve' answers proposals and requests; 'reject' refuses them. */
  mode?: 'approve' | 'reject';
  /** The Solana dev key for the solana namespace (default `accountIndex`; the ledger has keys 0-9). */
  solanaAccountIndex?: number;
  /** The Polkadot dev key for the polkadot namespace (default 9). */
  polkadotAccountIndex?: number;
  /** Where solana_signAndSendTransaction sends (default: the stack's Solana ledger). */
  solanaRpcUrl?: string;
  /** The Bitcoin ledger twin dev key for the bip122 namespace (default 9). */
  bitcoinAccountIndex?: number;
  /** The Cosmos dev key for the cosmos namespace (default 6). */
  cosmosAccountIndex?: number;
  /**
   * A faulty wallet: the eip155 accounts it approves instead of its own (`eip155:1:`, an
   * over-long address), sent as they are, past the wallet SDK's own checks.
   */
  eip155Accounts?: (chainIds: string[]) => string[];
  /** A faulty wallet: the cosmos accounts it approves instead of its own (another chain's, say), past the wallet SDK's checks. */
  cosmosAccounts?: string[];
  /** false: a wallet without EIP-5792 (it approves none of its methods); else it batches as the demo wallets do. */
  eip5792?: boolean;
  /** true: it approves wallet_grantPermissions and wallet_revokePermissions and answers them as the demo wallets do (sessionGrants.mjs). */
  smartSessions?: boolean;
}

export interface TestWallet {
  kit: Kit;
  setMode(mode: 'approve' | 'reject'): void;
  pair(uri: string): Promise<void>;
  requests: string[];
  /** Every session request as the wallet received it (method, params, CAIP-2 chain), in order. */
  requestLog: TestWalletRequest[];
  disconnectAll(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestWalletRequest {
  method: string;
  params: unknown;
  chainId: string;
}

let run = 0;

const SESSION_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions'];

export async function createTestWallet({ relayUrl, chains, accountIndex, mode = 'approve', solanaAccountIndex, solanaRpcUrl, bitcoinAccountIndex, polkadotAccountIndex, cosmosAccountIndex, eip155Accounts, cosmosAccounts, eip5792 = true, smartSessions = false }: TestWalletOptions): Promise<TestWallet> {
  run += 1;
  let current = mode;
  const account = DEV_ACCOUNTS[accountIndex] as string;
  const chainIds = Object.keys(chains).map((id) => `eip155:${id}`);
  const core = new Core({ projectId: 'test-project', relayUrl, customStoragePrefix: `test-wallet-${run}-${Date.now()}` });
  // The hosted verify and telemetry services are out of reach here: no-ops on the test's wallet.
  core.verify.register = async () => undefined;
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve;
  (core as unknown as { eventClient: { init: () => Promise<void> } }).eventClient.init = async () => undefined;
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Test Wallet', description: 'WalletKit in the test page', url: location.origin, icons: [] },
    signConfig: { disableRequestQueue: true },
  } as Parameters<typeof WalletKit.init>[0]);
  const batches = createCallBatches({ rpc: (chainId, method, params) => rpc(chains[chainId] as string, method, params), chainIds: () => Object.keys(chains).map(Number) });
  // The person approves before these run (mode 'approve'): nothing more to ask.
  const sessionGrants = createSessionGrants({
    rpc: (chainId, method, params) => rpc(chains[chainId] as string, method, params),
    rpcUrl: (chainId) => chains[chainId] as string,
    chainIds: () => Object.keys(chains).map(Number),
    ask: async () => undefined,
  });
  const requests: string[] = [];
  const requestLog: TestWalletRequest[] = [];
  const bitcoin = createBitcoinWalletConnectMethods(bitcoinAccountIndex ?? 9);
  const polkadot = createPolkadotWalletConnectMethods({ accountIndex: polkadotAccountIndex ?? 9 });
  const cosmos = createCosmosWalletConnectMethods({ accountIndex: cosmosAccountIndex ?? 6 });
  const solana = createSolanaWalletConnectMethods({
    accountIndex: solanaAccountIndex ?? accountIndex,
    getRpcUrl: async () => solanaRpcUrl ?? (await stackInfo()).solanaRpcUrl,
  });

  kit.on('session_proposal', async (proposal) => {
    if (current === 'reject') {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
      return;
    }
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: chainIds,
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain', ...(eip5792 ? EIP5792_METHODS : []), ...(smartSessions ? SESSION_METHODS : [])],
          events: ['accountsChanged', 'chainChanged'],
          accounts: chainIds.map((chain) => `${chain}:${account}`),
        },
        // Offered only when asked for, so eip155-only sessions stay exactly as they were.
        ...(proposesSolana(proposal.params) ? { solana: solana.namespace() } : {}),
        ...(proposesBitcoin(proposal.params) ? { bip122: bitcoin.namespace() } : {}),
        ...(proposesPolkadot(proposal.params) ? { polkadot: polkadot.namespace() } : {}),
        ...(proposesCosmos(proposal.params) ? { cosmos: cosmos.namespace() } : {}),
      },
    });
    if (eip155Accounts && namespaces.eip155) namespaces.eip155 = { ...namespaces.eip155, accounts: eip155Accounts(chainIds) };
    if (cosmosAccounts && namespaces.cosmos) namespaces.cosmos = { ...namespaces.cosmos, accounts: cosmosAccounts };
    if (eip155Accounts || cosmosAccounts) {
      // The wallet SDK refuses to send accounts it would not approve itself: this wallet sends them anyway.
      (kit.engine.signClient.engine as unknown as { isValidApprove: () => Promise<void> }).isValidApprove = async () => undefined;
    }
    await kit.approveSession({ id: proposal.id, namespaces });
  });

  kit.on('session_request', async ({ id, topic, params }) => {
    requests.push(params.request.method);
    requestLog.push({ method: params.request.method, params: params.request.params, chainId: params.chainId });
    const chainRpc = chains[params.chainId.split(':')[1] ?? ''];
    let response: { id: number; jsonrpc: '2.0'; result?: unknown; error?: { code: number; message: string } };
    if (current === 'reject') {
      response = { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } };
    } else if (solana.isSolanaRequest(params.chainId) || bitcoin.isBitcoinRequest(params.chainId) || polkadot.isPolkadotRequest(params.chainId) || cosmos.isCosmosRequest(params.chainId)) {
      const methods = bitcoin.isBitcoinRequest(params.chainId) ? bitcoin : polkadot.isPolkadotRequest(params.chainId) ? polkadot : cosmos.isCosmosRequest(params.chainId) ? cosmos : solana;
      try {
        response = { id, jsonrpc: '2.0', result: await methods.handle(params.request.method, params.request.params) };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        response = { id, jsonrpc: '2.0', error: { code: typeof code === 'number' ? code : 5000, message: (error as Error).message } };
      }
    } else if (EIP5792_METHODS.includes(params.request.method)) {
      try {
        response = { id, jsonrpc: '2.0', result: await answerCallsRequest(batches, params.request.method, params.request.params, account) };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        response = { id, jsonrpc: '2.0', error: { code: typeof code === 'number' ? code : 5000, message: (error as Error).message } };
      }
    } else if (smartSessions && SESSION_METHODS.includes(params.request.method)) {
      try {
        const result = params.request.method === 'wallet_grantPermissions' ? await sessionGrants.grant(params.request.params, account) : await sessionGrants.revoke(params.request.params, account);
        response = { id, jsonrpc: '2.0', result };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        response = { id, jsonrpc: '2.0', error: { code: typeof code === 'number' ? code : 5000, message: (error as Error).message } };
      }
    } else {
      try {
        response = { id, jsonrpc: '2.0', result: await rpc(chainRpc as string, params.request.method, params.request.params) };
      } catch (error) {
        response = { id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } };
      }
    }
    await kit.respondSessionRequest({ topic, response: response as Parameters<Kit['respondSessionRequest']>[0]['response'] });
  });

  async function disconnectAll(): Promise<void> {
    for (const topic of Object.keys(kit.getActiveSessions())) {
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') });
    }
  }

  return {
    kit,
    requests,
    requestLog,
    disconnectAll,
    setMode: (next) => {
      current = next;
    },
    pair: (uri) => kit.pair({ uri }),
    async stop() {
      await disconnectAll().catch(() => undefined);
      await core.relayer.transportClose().catch(() => undefined);
    },
  };
}
