import { DISC, type LogoMark } from './LogoMark';

const ETHEREUM: LogoMark = [
  ['#627EEA', DISC],
  ['#fff', 'M12 3.5l5.2 8.6-5.2 3.1-5.2-3.1zM12 16.3l5.2-3.1L12 20.5l-5.2-7.3z'],
];
const BASE: LogoMark = [
  ['#0052FF', DISC],
  ['#fff', 'M12 19a7 7 0 1 0-6.96-7.8h9.3v1.6h-9.3A7 7 0 0 0 12 19z'],
];
const SOLANA: LogoMark = [
  ['#000', DISC],
  ['#14F195', 'M8 6.7h11l-2.2 2.4h-11z'],
  ['#80A8F0', 'M5.8 10.8h11l2.2 2.4h-11z'],
  ['#9945FF', 'M8 14.9h11l-2.2 2.4h-11z'],
];
const BITCOIN: LogoMark = [
  ['#F7931A', DISC],
  ['#fff', 'M9 6.8h4a2.4 2.4 0 0 1 0 4.8H9m0 0h4.6a2.6 2.6 0 0 1 0 5.2H9V6.8m1.6-1.8v1.8m2.4-1.8v1.8m-2.4 10v1.8m2.4-1.8v1.8', 1.7],
];

/** Six dots in a ring on Polkadot's pink. */
const POLKADOT: LogoMark = [
  ['#E6007A', DISC],
  ['#fff', 'M10.30 7a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0M5.97 9.50a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0M5.97 14.50a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0M10.30 17a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0M14.63 14.50a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0M14.63 9.50a1.7 1.7 0 1 0 3.4 0a1.7 1.7 0 1 0-3.4 0'],
];

/** Three orbits about a nucleus: the Cosmos Hub's atom. */
const COSMOS: LogoMark = [
  ['#2E3148', DISC],
  ['#fff', 'M5 12a7 2.6 0 1 0 14 0a7 2.6 0 1 0-14 0M8.5 5.94A7 2.6 60 1 0 15.5 18.06A7 2.6 60 1 0 8.5 5.94M15.5 5.94A7 2.6 120 1 0 8.5 18.06A7 2.6 120 1 0 15.5 5.94', 1.1],
  ['#fff', 'M10.8 12a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0'],
];

/**
 * The built-in networks' marks by CAIP-2 id, simplified and drawn for this project in the
 * networks' colours (no file copied from a brand kit). A testnet wears its mainnet's mark.
 */
export const NETWORK_MARKS: Readonly<Record<string, LogoMark>> = {
  'eip155:1': ETHEREUM,
  'eip155:11155111': ETHEREUM,
  'eip155:42161': [
    ['#213147', DISC],
    ['#9DCCED', 'M12 4l6.9 4v8L12 20l-6.9-4V8z', 1.3],
    ['#fff', 'M8.2 16.4l4.3-7.5', 1.9],
    ['#12AAFF', 'M11.6 16.4l2.4-4.2M15.8 16.4l-1.6-2.7', 1.9],
  ],
  'eip155:10': [
    ['#FF0420', DISC],
    ['#fff', 'M5.6 12a2.6 3.4 0 1 0 5.2 0a2.6 3.4 0 1 0-5.2 0M13.4 15.5V8.5h2.6a1.9 1.9 0 0 1 0 3.9h-2.6', 1.8],
  ],
  'eip155:324': [
    ['#1E69FF', DISC],
    ['#fff', 'M19.5 12L15 7.5v3.2l-4.4 3.2h4.4v2.6zM4.5 12L9 16.5v-3.2l4.4-3.2H9V7.5z'],
  ],
  'eip155:8453': BASE,
  'eip155:84532': BASE,
  'eip155:56': [
    ['#F0B90B', DISC],
    ['#fff', 'M12 9.6l2.4 2.4-2.4 2.4-2.4-2.4zM12 5l4.1 4.1-1.4 1.4L12 7.8l-2.7 2.7-1.4-1.4zM12 19l-4.1-4.1 1.4-1.4 2.7 2.7 2.7-2.7 1.4 1.4zM5 12l1.4-1.4 1.4 1.4-1.4 1.4zM19 12l-1.4 1.4-1.4-1.4 1.4-1.4z'],
  ],
  'eip155:137': [
    ['#8247E5', DISC],
    ['#fff', 'M10.9 13.2v-1.3l-2.3-1.3-2.3 1.3v2.6l2.3 1.3 2.3-1.3 4.5-2.6 2.3-1.3V8.7l-2.3-1.3-2.3 1.3V10', 1.6],
  ],
  'eip155:100': [
    ['#3E6957', DISC],
    ['#fff', 'M5.5 11a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12.5 11a3 3 0 1 0 6 0a3 3 0 1 0-6 0M10 16.5l2 1.8 2-1.8', 1.6],
  ],
  'eip155:43114': [
    ['#E84142', DISC],
    ['#fff', 'M11.1 6.4L5.9 15.7c-.3.6.1 1.2.7 1.2h2.9c.5 0 .9-.3 1.2-.7l2.9-5.1c.2-.3.2-.7 0-1L12.7 6.4c-.3-.6-1.2-.6-1.6 0zM15.1 12.8l-2.1 3.3c-.3.5 0 .8.6.8h4c.6 0 .9-.6.6-1.1l-2-3c-.3-.5-.8-.5-1.1 0z'],
  ],
  'eip155:250': [
    ['#1969FF', DISC],
    ['#fff', 'M8.5 6.8L12 4.8l3.5 2v10.4L12 19.2l-3.5-2zM8.5 9.9l7-4M8.5 14l7-4M15.5 14l-7-4', 1.4],
  ],
  'eip155:8217': [
    ['#000', DISC],
    ['#BFF009', 'M8 6.5v11M16.5 6.5L8.8 12l7.7 5.5', 2.4],
  ],
  'eip155:1313161554': [
    ['#70D44B', DISC],
    ['#fff', 'M12 6.5l6.2 10.8H5.8z', 1.9],
  ],
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': SOLANA,
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': SOLANA,
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': SOLANA,
  'bip122:000000000019d6689c085ae165831e93': BITCOIN,
  'bip122:000000000933ea01ad0ee984209779ba': BITCOIN,
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': POLKADOT,
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': POLKADOT,
  'cosmos:cosmoshub-4': COSMOS,
  'cosmos:theta-testnet-001': COSMOS,
};
