import { createLocalEip1193, requestedChainId, rpcError, toHex } from './createLocalEip1193';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';
import type { WalletConnectLink } from '../walletConnect/WalletConnectLink';

const chainIdOf = (caip: string) => Number(caip.split(':')[1]);
/** The address part of a session's CAIP-10 account. */
const addressOf = (account: string) => account.slice(account.lastIndexOf(':') + 1);

/**
 * The eip155 part of the page's WalletConnect session as an EIP-1193 provider, so that the
 * EVM adapter connects it as it connects any wallet. Accounts, the chain and switching among
 * the networks the wallet approved are answered from the session; a switch to another
 * network goes to the wallet when it approved `wallet_switchEthereumChain`; every other
 * method the wallet approved goes to it, for the current network (4200 for the rest). The wallet's
 * accountsChanged and chainChanged arrive as EIP-1193 events, with the session's accounts, and the
 * session's end as `disconnect`.
 */
export function walletConnectEip1193(link: WalletConnectLink, preferredChainId: number | undefined, pageChainIds: () => readonly number[]): Eip1193Provider {
  // The networks the wallet approved with an account on them: the only ones to be on.
  const approved = () => [...new Set(link.accounts('eip155').map(chainIdOf))];
  /** Of networks the session holds, one of the page's when there is one. */
  const pick = (held: readonly number[]) => held.find((id) => pageChainIds().includes(id)) ?? held[0];
  let chainId = preferredChainId !== undefined && approved().includes(preferredChainId) ? preferredChainId : pick(approved());
  /** The session account the wallet last said it is on (its accountsChanged), when the session holds it. */
  let selected: string | undefined;
  const accounts = () => {
    const held = [...new Set(link.accounts('eip155').filter((account) => chainIdOf(account) === chainId).map(addressOf))];
    const first = held.find((address) => address.toLowerCase() === selected);
    return first ? [first, ...held.filter((address) => address !== first)] : held;
  };

  const { provider, emit } = createLocalEip1193(accounts, async (method, params) => {
    if (method === 'eth_chainId') return toHex(chainId ?? 0);
    if (method === 'wallet_switchEthereumChain') return switchChain(params);
    if (!link.methods('eip155').includes(method)) throw rpcError(4200, `The wallet did not approve ${method} for this session`);
    return link.request({ method, params }, `eip155:${chainId}`);
  });

  const moveTo = (next: number) => {
    if (next === chainId) return;
    const before = accounts();
    chainId = next;
    emit('chainChanged', toHex(next));
    const after = accounts();
    if (after.join() !== before.join()) emit('accountsChanged', after);
  };

  const stop = link.onEvent('eip155', (event) => {
    if (event.type === 'ended') {
      stop();
      emit('disconnect', rpcError(4900, 'The wallet ended the WalletConnect session'));
    } else if (event.type === 'updated') {
      // The wallet may have taken the current network away: move to one it kept.
      // The account the wallet said it was on, gone from the session, is forgotten.
      if (selected && !link.accounts('eip155').some((account) => addressOf(account).toLowerCase() === selected)) selected = undefined;
      const kept = approved();
      const next = pick(kept);
      if (chainId !== undefined && !kept.includes(chainId) && next !== undefined) moveTo(next);
      else emit('accountsChanged', accounts());
    } else if (event.name === 'accountsChanged') {
      // The accounts are the session's, on the current network; the wallet's list only says which
      // of them it is on now (an address the session does not hold is not taken).
      const said = Array.isArray(event.data) ? event.data.find((account): account is string => typeof account === 'string') : undefined;
      const address = said === undefined ? undefined : addressOf(said).toLowerCase();
      if (address && accounts().some((held) => held.toLowerCase() === address)) selected = address;
      emit('accountsChanged', accounts());
    } else if (event.name === 'chainChanged') {
      const next = typeof event.data === 'string' ? Number(event.data) : event.data;
      if (typeof next === 'number' && Number.isSafeInteger(next) && next > 0) {
        if (approved().includes(next)) moveTo(next);
      }
      else emit('chainChanged', event.data); // malformed: the guard reports it
    }
    // Any other event is not the wallet's to send: the session's end comes as 'ended'.
  });

  const switchChain = async (params: unknown) => {
    const next = requestedChainId(params);
    if (!approved().includes(next)) {
      // 4901 (not connected to that chain), not 4902: the connector library would then try to
      // add the chain and report the failure as the visitor's refusal.
      if (!link.methods('eip155').includes('wallet_switchEthereumChain')) {
        throw rpcError(4901, `The wallet did not approve eip155:${next} for this session`);
      }
      await link.request({ method: 'wallet_switchEthereumChain', params }, `eip155:${chainId}`);
      // Switched in the wallet, but the session has no account there: nothing to be on.
      if (!approved().includes(next)) throw rpcError(4901, `The session has no account on eip155:${next}`);
    }
    moveTo(next);
    return null;
  };

  return Object.assign(provider, { approves: (method: string) => link.methods('eip155').includes(method) });
}
