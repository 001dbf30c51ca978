/** An EVM chain's coin type as names record addresses under it (ENSIP-11: `0x80000000 | chainId`; 2147483649 for chain 1). */
export const coinTypeOf = (chainId: number): number => (0x80000000 | chainId) >>> 0;
