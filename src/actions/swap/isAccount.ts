import type { CaipAccount } from '../../services/convert/convertCalls';

/** Whether a CAIP-10 account of an answer is `address` on `caipNetworkId` (addresses compared without case). */
export const isAccount = (account: CaipAccount, caipNetworkId: string, address: string): boolean =>
  account.caipNetworkId === caipNetworkId && account.address.toLowerCase() === address.toLowerCase();
