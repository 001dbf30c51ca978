// The creation code of the smart-session parts the stack deploys (deploySessionContracts.mjs): MetaMask's
// Delegation Framework as published in @metamask/delegation-abis 2.0.0 (its `bytecode` entry). None
// of these has a library placeholder; the DelegationManager's constructor takes its owner, the
// EIP-7702 DeleGator's the DelegationManager and EntryPoint v0.7, the enforcers none.
// Node only: the secure frame reads the addresses (sessionAddresses.mjs), not this.
import * as bytecode from '@metamask/delegation-abis/bytecode';
import { encodeAbiParameters } from 'viem';
import { ENTRY_POINT_07 } from '../smartAccounts/smartAccountAddresses.mjs';
import { SESSION_CONTRACTS, SESSION_OWNER, SESSION_SALT } from './sessionAddresses.mjs';

const codeOf = (name) => {
  const code = bytecode[name];
  if (typeof code !== 'string' || !/^0x[0-9a-f]+$/i.test(code)) throw new Error(`@metamask/delegation-abis has no creation code for ${name} (a library placeholder or a missing entry)`);
  return code;
};
const withArgs = (name, types, values) => codeOf(name) + encodeAbiParameters(types.map((type) => ({ type })), values).slice(2);

/** `[{ name, salt, initCode }]` in deployment order; `name` is the key of SESSION_CONTRACTS each lands at. */
export function sessionDeployments() {
  const plain = (name, artifact) => ({ name, salt: SESSION_SALT, initCode: codeOf(artifact) });
  return [
    { name: 'delegationManager', salt: SESSION_SALT, initCode: withArgs('DelegationManager', ['address'], [SESSION_OWNER]) },
    {
      name: 'eip7702StatelessDeleGator',
      salt: SESSION_SALT,
      initCode: withArgs('EIP7702StatelessDeleGator', ['address', 'address'], [SESSION_CONTRACTS.delegationManager, ENTRY_POINT_07]),
    },
    plain('nativeTokenPeriodTransferEnforcer', 'NativeTokenPeriodTransferEnforcer'),
    plain('erc20PeriodTransferEnforcer', 'ERC20PeriodTransferEnforcer'),
    plain('allowedTargetsEnforcer', 'AllowedTargetsEnforcer'),
    plain('allowedMethodsEnforcer', 'AllowedMethodsEnforcer'),
    plain('timestampEnforcer', 'TimestampEnforcer'),
    plain('valueLteEnforcer', 'ValueLteEnforcer'),
    plain('exactCalldataEnforcer', 'ExactCalldataEnforcer'),
  ];
}
