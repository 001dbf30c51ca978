import { numberToHex, type Chain } from 'viem';
import { UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { NetworkSwitchIncompleteError } from '../../errors/modalErrors';
import { rpcError } from './createLocalEip1193';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';

/** The connector library's events of one wallet connection: a chain change goes through them. */
export interface ChainEvents {
  on(event: 'change', listener: (data: { chainId?: number }) => void): void;
  off(event: 'change', listener: (data: { chainId?: number }) => void): void;
  emit(event: 'change', data: { chainId: number }): void;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
/** 4902: the wallet does not know the chain (MetaMask Mobile nests it in data.originalError). */
const isUnknownChain = (error: unknown) =>
  codeOf(error) === 4902 || codeOf((error as { data?: { originalError?: unknown } } | null)?.data?.originalError) === 4902;

function addChainParameter(chain: Chain) {
  const explorers = Object.values(chain.blockExplorers ?? {}).map((explorer) => explorer.url);
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [chain.rpcUrls.default.http[0] ?? ''],
    blockExplorerUrls: explorers.length ? [...new Set(explorers)] : undefined,
  };
}

/** Resolves on the next chain change to `chainId`; rejects with `failure()` after `ms`. */
function changeTo(events: ChainEvents, chainId: number, ms: number, failure: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      events.off('change', onChange);
    };
    const onChange = (data: { chainId?: number }) => {
      if (data.chainId !== chainId) return;
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      reject(failure());
    }, ms);
    events.on('change', onChange);
  });
}

/**
 * Asks the connected wallet to switch to `chain`, adding the chain first when the wallet does
 * not know it (spec §4), and settles on the wallet's answer rather than on an event that may
 * never come. Once the wallet said yes, the chain it reports is read: there, the connection
 * follows at once (some wallets switch without `chainChanged`). A wallet that said yes from
 * elsewhere has `settleMs` for its `chainChanged`, then the switch fails with
 * NetworkSwitchIncompleteError (4901); one that added the chain but stayed counts as a refusal
 * (UserRejectedRequestError, 4001). A refusal or any other error of the wallet passes as it is.
 */
export async function switchWalletChain(provider: Eip1193Provider, events: ChainEvents, chain: Chain, settleMs: number): Promise<void> {
  let added = false;
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chain.id) }] });
  } catch (error) {
    if (!isUnknownChain(error)) throw error;
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameter(chain)] });
    added = true;
  }
  const current = Number(await provider.request({ method: 'eth_chainId' }));
  if (current === chain.id) {
    events.emit('change', { chainId: chain.id });
    return;
  }
  if (added) throw new UserRejectedRequestError({ cause: new Error('The wallet added the network but did not switch to it') });
  const caipNetworkId = `eip155:${chain.id}`;
  await changeTo(events, chain.id, settleMs, () => {
    const cause = rpcError(4901, `The wallet answered the switch to ${caipNetworkId} but stayed on eip155:${current}`);
    return new NetworkSwitchIncompleteError({ caipNetworkId, networkName: chain.name, cause });
  });
}
