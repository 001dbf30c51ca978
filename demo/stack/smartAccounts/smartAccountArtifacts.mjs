// The creation code of the ERC-4337 parts the stack deploys (deploySmartAccountContracts.mjs), read
// from the published artifacts: EntryPoint v0.7 from @account-abstraction/contracts 0.7.0; Safe
// 1.4.1 (SafeL2, SafeProxyFactory, MultiSend) and the 4337 module with its setup helper from
// @safe-global/safe-4337 0.3.0; MultiSendCallOnly from @safe-global/safe-contracts 1.4.1.
// Node only: the secure frame reads the addresses (smartAccountAddresses.mjs), not this.
import { createRequire } from 'node:module';
import { encodeAbiParameters } from 'viem';
import { ENTRY_POINT_07, ENTRY_POINT_07_SALT, SAFE_SALT } from './smartAccountAddresses.mjs';

const require = createRequire(import.meta.url);
const SAFE_4337 = '@safe-global/safe-4337/build/artifacts';
const bytecodeOf = (path) => require(path).bytecode;

/** The Safe proxy's creation code, which the proxy factory deploys each Safe with. */
export const safeProxyCreationCode = () => bytecodeOf(`${SAFE_4337}/@safe-global/safe-contracts/contracts/proxies/SafeProxy.sol/SafeProxy.json`);

/**
 * `[{ name, salt, initCode }]` in deployment order (the module's constructor takes the
 * EntryPoint). `name` is the key of SMART_ACCOUNT_CONTRACTS each lands at.
 */
export function smartAccountDeployments() {
  return [
    { name: 'entryPoint', salt: ENTRY_POINT_07_SALT, initCode: bytecodeOf('@account-abstraction/contracts/artifacts/EntryPoint.json') },
    { name: 'safeSingleton', salt: SAFE_SALT, initCode: bytecodeOf(`${SAFE_4337}/@safe-global/safe-contracts/contracts/SafeL2.sol/SafeL2.json`) },
    { name: 'safeProxyFactory', salt: SAFE_SALT, initCode: bytecodeOf(`${SAFE_4337}/@safe-global/safe-contracts/contracts/proxies/SafeProxyFactory.sol/SafeProxyFactory.json`) },
    { name: 'multiSend', salt: SAFE_SALT, initCode: bytecodeOf(`${SAFE_4337}/@safe-global/safe-contracts/contracts/libraries/MultiSend.sol/MultiSend.json`) },
    { name: 'multiSendCallOnly', salt: SAFE_SALT, initCode: bytecodeOf('@safe-global/safe-contracts/build/artifacts/contracts/libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json') },
    {
      name: 'safe4337Module',
      salt: SAFE_SALT,
      initCode: bytecodeOf(`${SAFE_4337}/contracts/Safe4337Module.sol/Safe4337Module.json`) + encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_07]).slice(2),
    },
    { name: 'safeModuleSetup', salt: SAFE_SALT, initCode: bytecodeOf(`${SAFE_4337}/contracts/SafeModuleSetup.sol/SafeModuleSetup.json`) },
  ];
}
