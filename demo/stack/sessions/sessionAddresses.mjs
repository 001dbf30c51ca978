// Where the local stack's smart-session parts live (deploySessionContracts.mjs): MetaMask's
// Delegation Framework, deployed by CREATE2 through the deterministic deployer, so each is at the
// same address on every chain and run. Plain data with no imports, so the secure frame's bundle
// and the demo wallets can read it.

/** The salt of every part. */
export const SESSION_SALT = '0x0000000000000000000000000000000000000000000000000000000000000000';
/**
 * The DelegationManager's owner (it may pause it): account 12 of anvil's dev mnemonic, which no
 * test sends from. Part of the manager's creation code, so of its address.
 */
export const SESSION_OWNER = '0xfabb0ac9d68b0b445fb7357272ff202c5651694a';

/** Lowercase addresses, by name. */
export const SESSION_CONTRACTS = Object.freeze({
  delegationManager: '0x882e149914fb4ade65e2093440606ac12fee0034',
  eip7702StatelessDeleGator: '0x9ea8f33e7f04a817429193094070dbfb206c53aa',
  nativeTokenPeriodTransferEnforcer: '0xdde1eb11f8365a5c742ce44b1d1d87fe7872140e',
  erc20PeriodTransferEnforcer: '0x32d29677dcb5452a8b8f58781b88f61e10aaee21',
  allowedTargetsEnforcer: '0x7f1c1e1149ea80f83e0db2372b8e156561a42df1',
  allowedMethodsEnforcer: '0xdc25d30a9b635e9659c8ca648609869d513a4719',
  timestampEnforcer: '0x015a4c29ce7c2db003519694dec19af366edc140',
  valueLteEnforcer: '0xc3c613576c97bc237c6be5089ce290c5a0ba4685',
  exactCalldataEnforcer: '0xde53d355640f703b9d9264db54efb5ad7eceeae5',
});

/** The chains the stack deploys them to: a wallet grants smart sessions there only. */
export const SESSION_CHAIN_IDS = Object.freeze([1, 8453, 42161]);
