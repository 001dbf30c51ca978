// The Delegation Framework's shapes as its DelegationManager (@metamask/delegation-abis 2.0.0)
// reads them: the Delegation struct, its EIP-712 type (a Caveat is signed without its args), the
// root authority, the ERC-7579 single-call mode, and the manager's functions this library calls.

/** The authority of a delegation made by the account itself (not re-delegated). */
export const ROOT_AUTHORITY = '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';

/** ERC-7579 mode: call type single, exec type default (revert on failure), no selector, no payload. */
export const SINGLE_DEFAULT_MODE = '0x0000000000000000000000000000000000000000000000000000000000000000';

const CAVEAT_COMPONENTS = [
  { name: 'enforcer', type: 'address' },
  { name: 'terms', type: 'bytes' },
  { name: 'args', type: 'bytes' },
];

/** The Delegation struct as an ABI tuple. */
export const DELEGATION_TUPLE = {
  type: 'tuple',
  components: [
    { name: 'delegate', type: 'address' },
    { name: 'delegator', type: 'address' },
    { name: 'authority', type: 'bytes32' },
    { name: 'caveats', type: 'tuple[]', components: CAVEAT_COMPONENTS },
    { name: 'salt', type: 'uint256' },
    { name: 'signature', type: 'bytes' },
  ],
};

/** The EIP-712 types the DelegationManager hashes (domain: name DelegationManager, version 1). */
export const DELEGATION_TYPES = {
  Caveat: [
    { name: 'enforcer', type: 'address' },
    { name: 'terms', type: 'bytes' },
  ],
  Delegation: [
    { name: 'delegate', type: 'address' },
    { name: 'delegator', type: 'address' },
    { name: 'authority', type: 'bytes32' },
    { name: 'caveats', type: 'Caveat[]' },
    { name: 'salt', type: 'uint256' },
  ],
};

/** The DelegationManager's functions used here. */
export const DELEGATION_MANAGER_ABI = [
  {
    type: 'function',
    name: 'redeemDelegations',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_permissionContexts', type: 'bytes[]' },
      { name: '_modes', type: 'bytes32[]' },
      { name: '_executionCallDatas', type: 'bytes[]' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'disableDelegation', stateMutability: 'nonpayable', inputs: [{ ...DELEGATION_TUPLE, name: '_delegation' }], outputs: [] },
  { type: 'function', name: 'disabledDelegations', stateMutability: 'view', inputs: [{ name: 'delegationHash', type: 'bytes32' }], outputs: [{ name: '', type: 'bool' }] },
  { type: 'function', name: 'getDelegationHash', stateMutability: 'pure', inputs: [{ ...DELEGATION_TUPLE, name: '_input' }], outputs: [{ name: '', type: 'bytes32' }] },
];
