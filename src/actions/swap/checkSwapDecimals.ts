import type { Network } from '../../config/Network';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { SwapTransactionMismatchError } from '../../errors/transactionErrors';
import type { SwapToken } from '../../stores/swap';
import { tokenDecimalsProblem } from '../wallet/tokenDecimalsProblem';

/**
 * The swap's tokens as the convert service listed them, held to the chain before anything is
 * built (tokenDecimalsProblem): the amounts the form and the preview show, and the minimum the
 * swap's call must guarantee, are in units of the decimals the service gave. A swap network's
 * tokens are always read (EVM). A mismatch throws SwapTransactionMismatchError.
 */
export async function checkSwapDecimals(tokens: readonly SwapToken[], network: Network, adapter: Pick<NamespaceAdapter, 'readTokenMetadata'>): Promise<void> {
  if (!adapter.readTokenMetadata) throw new SwapTransactionMismatchError(`the tokens' decimals cannot be read on ${network.caipNetworkId}`);
  const problems = await Promise.all(tokens.map((token) => tokenDecimalsProblem(token, network, adapter)));
  const problem = problems.find((found) => found !== undefined);
  if (problem) throw new SwapTransactionMismatchError(problem);
}
