import type { Network } from '../../config/Network';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { SwapTransactionMismatchError } from '../../errors/transactionErrors';
import type { SwapToken } from '../../stores/swap';
import { isNativeToken } from '../../utils/nativeToken';

/**
 * The swap's tokens as the convert service listed them, held to the chain before anything is
 * built: each a token of the active network, and with the decimals of its contract (the native
 * coin, the network's). The amounts the form and the preview show, and the minimum the swap's
 * call must guarantee, are in units of the decimals the service gave: wrong ones would make them
 * off by powers of ten. A mismatch throws SwapTransactionMismatchError.
 */
export async function checkSwapDecimals(tokens: readonly SwapToken[], network: Network, adapter: Pick<NamespaceAdapter, 'readTokenMetadata'>): Promise<void> {
  await Promise.all(
    tokens.map(async (token) => {
      const [namespace, reference, address = ''] = token.address.split(':');
      if (`${namespace}:${reference}` !== network.caipNetworkId) throw new SwapTransactionMismatchError(`${token.symbol} is a token of ${namespace}:${reference}, not ${network.caipNetworkId}`);
      let decimals = network.nativeCurrency.decimals;
      if (!isNativeToken(token.address)) {
        if (!adapter.readTokenMetadata) throw new SwapTransactionMismatchError(`${token.symbol}'s decimals cannot be read on ${network.caipNetworkId}`);
        ({ decimals } = await adapter.readTokenMetadata(address, network));
      }
      if (decimals !== token.decimals) throw new SwapTransactionMismatchError(`${token.symbol} has ${decimals} decimals on chain, not ${token.decimals}`);
    }),
  );
}
