// Where the local stack's ERC-4337 parts live (deploySmartAccountContracts.mjs): the same address on
// every chain it deploys them to and on every run, as each is deployed by CREATE2 through the
// deterministic deployer (0x4e59…956c, which anvil has from genesis). Plain data with no imports,
// so the secure frame's bundle can read it.
//
// EntryPoint v0.7 lands at its canonical address (the published bytecode with the canonical salt),
// so viem's `entryPoint07Address` is the same. The Safe parts are not at Safe's canonical
// addresses (those come from Safe's own singleton factory, which a local chain lacks): give these
// to permissionless' toSafeSmartAccount (safeSingletonAddress, safeProxyFactoryAddress,
// multiSendAddress, multiSendCallOnlyAddress, safe4337ModuleAddress, safeModuleSetupAddress).

/** The deterministic deployer: CREATE2 with a 32-byte salt prefixed to the creation code. */
export const DETERMINISTIC_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
/** The salt EntryPoint v0.7 was deployed with on public chains. */
export const ENTRY_POINT_07_SALT = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3';
export const ENTRY_POINT_07 = '0x0000000071727de22e5e9d8baf0edac6f37da032';
/** The salt of every Safe part. */
export const SAFE_SALT = '0x0000000000000000000000000000000000000000000000000000000000000000';

/** Lowercase addresses, by name. Safe 1.4.1 (L2 singleton) with the 4337 module 0.3.0. */
export const SMART_ACCOUNT_CONTRACTS = Object.freeze({
  entryPoint: ENTRY_POINT_07,
  safeSingleton: '0x02e89c18a598f587515fc452c1154e2bcc5be1ef',
  safeProxyFactory: '0x68bacebaa1b6c8548ba76b2efea8b83b1165c0d1',
  multiSend: '0x6b039eb5c8446db2b17093eed5292be4fa8fd8ce',
  multiSendCallOnly: '0x32228ddea8b9a2bd7f2d71a958ff241d79ca5eec',
  safe4337Module: '0x75cf11467937ce3f2f357ce24ffc3dbf8fd5c226',
  safeModuleSetup: '0x2dd68b007b46fbe91b9a7c3eda5a7a1063cb5b47',
});

/**
 * keccak256 of the Safe proxy's creation code (SafeProxy 1.4.1, what SafeProxyFactory's
 * proxyCreationCode() returns): a Safe's address is derived from it, so the secure frame checks
 * the chain's answer against it (safeAccount.mjs); the deployment checks the artifact against it.
 */
export const SAFE_PROXY_CREATION_CODE_HASH = '0xd471531769b043dfceac37320e864cf81efda246d045faaa44d041fd6d087d5c';

/**
 * The chains where a bundler runs (the data service's /v1/bundler route answers for them): smart
 * accounts are enabled there. Arbitrum (42161) has the contracts but no bundler, so a lookup can
 * say "not enabled".
 */
export const BUNDLER_CHAIN_IDS = Object.freeze([1, 8453]);
