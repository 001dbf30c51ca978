/** What a balance is of: one address on one network (`caipNetworkId:address`), the key of its caches. */
export const balanceKey = (caipNetworkId: string, address: string): string => `${caipNetworkId}:${address}`;
