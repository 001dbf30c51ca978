// What a wallet that grants smart sessions adds to wallet_getCapabilities, per hex chain id where
// the framework is deployed.

/** The `permissions` capability (a fresh object each call). */
export const permissionsCapability = () => ({
  supported: true,
  signerTypes: ['keys'],
  keyTypes: ['secp256k1'],
  permissionTypes: ['native-token-recurring-allowance', 'erc20-recurring-allowance', 'contract-call'],
  policyTypes: [],
});
