// The wallet side of WalletConnect tests: the real @reown/walletkit in the test page,
// talking to the stack's local relay, answering requests with an anvil dev account (anvil
// signs and sends for its unlocked accounts). It plays the phone in front of the visitor.
import { Core } from '@walletconnect/core';
import { WalletKit } from '@reown/walletkit';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';

export const DEV_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
] as const;

type Kit = Awaited<ReturnType<typeof WalletKit.init>>;

export interface TestWalletOptions {
  relayUrl: string;
  chains: Record<string, string>;
  accountIndex: number;
  /** 'approve' answers proposals and requests; 'reject' refuses them. */
  mode?: 'approve' | 'reject';
}

export interface TestWallet {
  kit: Kit;
  setMode(mode: 'approve' | 'reject'): void;
  pair(uri: string): Promise<void>;
  requests: string[];
  disconnectAll(): Promise<void>;
  stop(): Promise<void>;
}

async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

let run = 0;

export async function createTestWallet({ relayUrl, chains, accountIndex, mode = 'approve' }: TestWalletOptions): Promise<TestWallet> {
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
  const requests: string[] = [];

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
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: chainIds.map((chain) => `${chain}:${account}`),
        },
      },
    });
    await kit.approveSession({ id: proposal.id, namespaces });
  });

  kit.on('session_request', async ({ id, topic, params }) => {
    requests.push(params.request.method);
    const chainRpc = chains[params.chainId.split(':')[1] ?? ''];
    let response: { id: number; jsonrpc: '2.0'; result?: unknown; error?: { code: number; message: string } };
    if (current === 'reject') {
      response = { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } };
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
