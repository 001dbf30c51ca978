import { switchNetwork } from '../../../actions/switchNetwork';
import { requestWallet } from '../../../actions/wallet/requestWallet';
import { $config } from '../../../stores/config';
import { isReadOnlyMethod } from './readOnlyMethods';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';
import { readEip155State } from './readEip155State';
import { requestEip155Accounts } from './requestEip155Accounts';
import { requestSmartSession } from './requestSmartSession';
import { requestRpc } from '../../../provider/requestRpc';
import { toProviderRpcError } from '../../../provider/toProviderRpcError';
import { whenConnectionLeaves } from '../../../provider/whenConnectionLeaves';
import { switchChainIdOf } from '../switchChainIdOf';

type Params = readonly unknown[] | object | undefined;

/** Methods of other namespaces, and eth_sign (it signs any hash, unseen): never sent on. */
const isRefused = (method: string) => method === 'eth_sign' || /^(solana|bip122|polkadot|cosmos)_/.test(method);

const eip155Network = (chainId: unknown) =>
  $config.get().networks.find((network) => network.chainNamespace === 'eip155' && Number(network.id) === Number(chainId));

/** A read goes to the RPC of the network the provider is on; with none configured, to the wallet. */
function read(method: string, params: Params): Promise<unknown> {
  const { chainId, accounts } = readEip155State();
  const url = chainId ? eip155Network(chainId)?.rpcUrls.default.http[0] : undefined;
  if (url) return requestRpc(url, method, params, $config.get().serviceTimeoutMs);
  if (accounts.length) return requestWallet('eip155', { method, params });
  throw new ProviderRpcError(4901, `The Provider is not connected to chain ${chainId ?? 'any chain'}: there is no RPC URL for it.`);
}

/** Anything else is the wallet's to answer, through the one wallet request path. */
async function askWallet(method: string, params: Params): Promise<unknown> {
  // While the visitor is connecting another wallet, wait to know which one answers.
  if (readEip155State().accounts.length) await whenConnectionLeaves('eip155', 'connecting');
  if (!readEip155State().accounts.length) {
    throw new ProviderRpcError(4100, 'The requested method needs a connected wallet: call eth_requestAccounts first.');
  }
  if (method === 'wallet_switchEthereumChain') {
    // A network the page configured: switched the way the modal does, so its state follows at once.
    // EIP-3326: a hex string; anything else is the wallet's to refuse, never a network of ours.
    const chainId = switchChainIdOf(params);
    const target = chainId === undefined ? undefined : eip155Network(chainId);
    if (target) {
      await switchNetwork(target.caipNetworkId);
      return null;
    }
  }
  if (method === 'wallet_grantPermissions' && $config.get().features.smartSessions) return requestSmartSession(params);
  return requestWallet('eip155', { method, params });
}

function route(args: unknown): Promise<unknown> | unknown {
  const { method, params } = (args ?? {}) as { method?: unknown; params?: unknown };
  if (typeof method !== 'string' || !method) throw new ProviderRpcError(-32600, 'Expected a request object { method, params }');
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    throw new ProviderRpcError(-32602, 'params must be an array or an object');
  }
  switch (method) {
    case 'eth_accounts':
      return readEip155State().accounts;
    case 'eth_chainId': {
      const { chainId } = readEip155State();
      if (!chainId) throw new ProviderRpcError(4900, 'The Provider is disconnected from all chains.');
      return chainId;
    }
    case 'eth_requestAccounts':
      return requestEip155Accounts();
  }
  if (isRefused(method)) throw new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`);
  if (isReadOnlyMethod(method)) return read(method, params as Params);
  return askWallet(method, params as Params);
}

/**
 * Answers one EIP-1193 request of the page's eip155 provider. Reads go to the network's
 * RPC (the data service's gateway by default); wallet methods go to the connected wallet
 * through requestWallet, which shows the wallet is waiting and applies spec §5 and §6.
 * Every failure is an EIP-1193 error with a code.
 */
export async function requestEip155(args: unknown): Promise<unknown> {
  try {
    return await route(args);
  } catch (error) {
    throw toProviderRpcError(error);
  }
}
