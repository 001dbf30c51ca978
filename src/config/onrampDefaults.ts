import type { OnrampOptions } from '../services/onramp/onrampCalls';

/**
 * What the modal offers when the on-ramp options call fails (spec §8: built-in defaults):
 * the spec §9 limits for USD and EUR, and the native coin of Ethereum and Base.
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    limits: [
      { id: 'card', min: 10, max: 7_500 },
      { id: 'bank', min: 10, max: 25_000 },
    ],
  })),
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ethereum',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', chainId: '1', contractAddress: '' },
        { name: 'base', chainId: '8453', contractAddress: '' },
      ],
    },
  ],
};
