import { erc20Abi, type Address, type Client } from 'viem';
import { readContract } from 'viem/actions';
import { UNPRINTABLE } from '../../utils/printableText';

/** An ERC-20's symbol and decimals, read from its contract: how an amount of it is written. Throws when the contract does not answer as an ERC-20. */
export async function readEvmTokenMetadata(client: Client, token: string): Promise<{ symbol: string; decimals: number }> {
  const address = token as Address;
  const [symbol, decimals] = await Promise.all([
    readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  const shown = symbol.trim();
  if (!shown || shown.length > 32 || UNPRINTABLE.test(shown) || decimals > 77) throw new Error(`The token ${token} has no usable symbol or decimals`);
  return { symbol: shown, decimals };
}
