// The balance call's Cosmos part, for the data-service twin's account routes: which chain ids
// it answers (the two Cosmos Hub networks), which addresses it takes, and the answer read from
// the twin's own Cosmos ledger (one for the life of the stack).
import { COSMOS_CHAIN_IDS } from './devKeys.mjs';
import { createCosmosLedger, isCosmosAddress, readCosmosBalances } from './cosmosBalances.mjs';

const ledger = createCosmosLedger();

export const cosmosBalanceRoute = Object.freeze({
  /** Whether `chainId` is a Cosmos id the twin answers balances for. */
  answers: (chainId) => COSMOS_CHAIN_IDS.includes(chainId),
  isAddress: isCosmosAddress,
  read: ({ address, chainId, iconUrl, prices }) => readCosmosBalances({ ledger, address, chainId, iconUrl, prices }),
  /** The ids the twin lists among its supported chains. */
  chainIds: COSMOS_CHAIN_IDS,
});
