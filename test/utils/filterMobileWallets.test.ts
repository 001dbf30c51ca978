import { expect } from 'chai';
import type { WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { filterMobileWallets } from '../../src/utils/filterMobileWallets';

const wallet = (name: string, extra: Partial<WalletListEntry> = {}): WalletListEntry => ({ id: `id-${name}`, name, mobile_link: null, rdns: null, ...extra });

describe('filterMobileWallets (spec §5 mobile filter)', () => {
  const list = [
    wallet('Has Link', { mobile_link: 'haslink://' }),
    wallet('Desktop Only', { desktop_link: 'desk://' }),
    wallet('Coinbase Wallet'),
    wallet('Solflare'),
    wallet('Phantom'),
    wallet('Web Only', { webapp_link: 'https://app.example', mobile_link: '' }),
  ];

  it('keeps wallets with a mobile link, plus Coinbase', () => {
    expect(filterMobileWallets(list, { namespaces: new Set(['eip155']) }).map((w) => w.name)).to.deep.equal(['Has Link', 'Coinbase Wallet']);
  });

  it('also keeps Solflare and Phantom when a Solana network is configured', () => {
    expect(filterMobileWallets(list, { namespaces: new Set(['eip155', 'solana']) }).map((w) => w.name)).to.deep.equal(['Has Link', 'Coinbase Wallet', 'Solflare', 'Phantom']);
  });

  it('recognises them by rdns or by a differently written name, not by catalogue id', () => {
    const renamed = [
      wallet('Coinbase', { id: 'x1' }),
      wallet('Some Rebrand', { rdns: 'com.coinbase.wallet' }),
      wallet('phantom wallet'),
      wallet('Renamed', { rdns: 'app.phantom' }),
      wallet('Phantom Clone X'),
    ];
    expect(filterMobileWallets(renamed, { namespaces: new Set(['eip155', 'solana']) }).map((w) => w.name)).to.deep.equal(['Coinbase', 'Some Rebrand', 'phantom wallet', 'Renamed']);
    expect(filterMobileWallets(renamed, { namespaces: new Set(['eip155']) }).map((w) => w.name)).to.deep.equal(['Coinbase', 'Some Rebrand']);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [wallet('A', { mobile_link: 'a://' })];
    const output = filterMobileWallets(input, { namespaces: new Set(['eip155']) });
    expect(output).to.not.equal(input);
    expect(output).to.deep.equal(input);
  });
});
