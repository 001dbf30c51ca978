/**
 * The chain id a `wallet_switchEthereumChain` request names, or undefined when it names none:
 * EIP-3326 asks for a 0x hex string ('137' is not 0x137, `{ chainId: true }` is not Ethereum).
 */
export function switchChainIdOf(params: unknown): number | undefined {
  const asked = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId;
  if (typeof asked !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(asked)) return undefined;
  const chainId = Number(asked);
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined;
}
