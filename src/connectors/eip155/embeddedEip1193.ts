import type { EmbeddedLink } from '../embedded/EmbeddedLink';
import { createLocalEip1193, requestedChainId, rpcError, toHex } from './createLocalEip1193';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';

/**
 * The embedded wallet as an EIP-1193 provider, so that the EVM adapter connects it as it
 * connects any wallet: the account and chain come from the signed-in user, a switch moves
 * the frame's wallet, every other request runs in the secure frame (which asks the visitor
 * inside itself when the request needs approval). Another active account (a switch between
 * the smart account and the plain one, or a network where the smart account's address differs)
 * is `accountsChanged`; the end of the session is `disconnect`.
 */
export function embeddedEip1193(link: EmbeddedLink, preferredChainId: number | undefined, rpcUrlOf: (chainId: number) => string | undefined): Eip1193Provider {
  // The chain the frame's wallet is on: the connector library asks to switch from there.
  const userChain = Number(link.user.chainId);
  let chainId = Number.isSafeInteger(userChain) && userChain > 0 ? userChain : (preferredChainId ?? 1);

  const { provider, emit } = createLocalEip1193(
    () => [link.user.address],
    async (method, params) => {
      if (method === 'eth_chainId') return toHex(chainId);
      if (method !== 'wallet_switchEthereumChain') return link.request({ method, params }, { chainId, rpcUrl: rpcUrlOf(chainId) });
      const next = requestedChainId(params);
      await link.switchNetwork({ chainId: next, rpcUrl: rpcUrlOf(next) });
      if (next !== chainId) {
        chainId = next;
        emit('chainChanged', toHex(next));
      }
      return null;
    },
  );
  let address = link.user.address;
  link.onUserChanged((user) => {
    if (user.address === address) return;
    address = user.address;
    emit('accountsChanged', [address]);
  });
  link.onEnded(() => emit('disconnect', rpcError(4900, 'The embedded wallet signed out')));
  return provider;
}
