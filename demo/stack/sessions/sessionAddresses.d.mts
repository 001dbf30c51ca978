export const SESSION_SALT: `0x${string}`;
export const SESSION_OWNER: `0x${string}`;
export const SESSION_CONTRACTS: Readonly<{
  delegationManager: `0x${string}`;
  eip7702StatelessDeleGator: `0x${string}`;
  nativeTokenPeriodTransferEnforcer: `0x${string}`;
  erc20PeriodTransferEnforcer: `0x${string}`;
  allowedTargetsEnforcer: `0x${string}`;
  allowedMethodsEnforcer: `0x${string}`;
  timestampEnforcer: `0x${string}`;
  valueLteEnforcer: `0x${string}`;
  exactCalldataEnforcer: `0x${string}`;
}>;
export const SESSION_CHAIN_IDS: readonly number[];
