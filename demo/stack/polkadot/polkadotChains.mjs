// The two Polkadot networks the stack knows, by CAIP-2 id (the genesis hash's first 32 hex
// digits): their SS58 prefix and native coin. Shared by the data-service twin, the demo
// wallets and the tests.
export const POLKADOT_MAINNET = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
export const POLKADOT_WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e';

export const POLKADOT_CHAINS = Object.freeze({
  [POLKADOT_MAINNET]: Object.freeze({
    name: 'Polkadot',
    genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
    prefix: 0,
    coin: Object.freeze({ name: 'Polkadot', symbol: 'DOT', decimals: 10 }),
  }),
  [POLKADOT_WESTEND]: Object.freeze({
    name: 'Westend',
    genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
    prefix: 42,
    coin: Object.freeze({ name: 'Westend', symbol: 'WND', decimals: 12 }),
  }),
});

export const POLKADOT_CHAIN_IDS = Object.freeze(Object.keys(POLKADOT_CHAINS));

export const isPolkadotChainId = (chainId) => Object.hasOwn(POLKADOT_CHAINS, chainId ?? '');

/** The CAIP-2 id of a full genesis hash (0x…), or undefined for a network the stack does not know. */
export const polkadotChainOfGenesis = (genesisHash) =>
  POLKADOT_CHAIN_IDS.find((id) => POLKADOT_CHAINS[id].genesisHash === String(genesisHash).toLowerCase());
