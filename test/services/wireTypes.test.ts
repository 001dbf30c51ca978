// The wire schemas on their own: a wrong shape is refused (the client then fails like a failed
// call), a bad item is dropped and the rest kept, a bad optional field reads as absent, and
// whatever comes out holds the declared types and limits. Properties run over generated
// answers: well-formed ones with corruptions, and any JSON at all.
import { expect } from 'chai';
import fc from 'fast-check';
import {
  WIRE_LIMITS,
  parseBalances,
  parseHistoryPage,
  parseIdentity,
  parseSupportedChains,
  type WireTransaction,
} from '../../src/services/blockchain/wireTypes';
import { MAX_PORTFOLIO_TOKENS, isPortfolio } from '../../src/services/storage/lookupShapes';
import { WALLET_LIMITS, parseWalletPage, type WalletListEntry } from '../../src/services/walletList/WalletListEntry';
import { parseAllowedOrigins, parseAnalyticsEnabled, parseRemoteFeatures } from '../../src/services/walletList/projectAnswers';
import { FUZZ_SEED, HUGE, answers } from '../fuzz/fuzzKit';
import { BALANCES, HISTORY, IDENTITY, SUPPORTED_CHAINS, WALLET, walletsAnswer } from '../fuzz/baseAnswers';

const RUNS = { seed: FUZZ_SEED, numRuns: 400 };
/** Any JSON the wire could carry, and the generated answers of the fuzz tests. */
const anyBody = (base: unknown) => fc.oneof(fc.jsonValue({ maxDepth: 4 }), answers(base).map((answer) => answer.body ?? answer.text));

const isFiniteOrAbsent = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));
const keysWithin = (value: object, allowed: readonly string[]) => Object.keys(value).every((key) => allowed.includes(key));

const WALLET_KEYS = Object.keys(WALLET);
const LINK_KEYS = ['mobile_link', 'desktop_link', 'webapp_link', 'app_store', 'play_store', 'chrome_store', 'homepage'] as const;

function expectWellFormedWallet(wallet: WalletListEntry): void {
  expect(keysWithin(wallet, WALLET_KEYS), 'only known keys').to.equal(true);
  expect(wallet.id).to.be.a('string').with.length.within(1, WALLET_LIMITS.id);
  expect(wallet.name).to.be.a('string').with.length.within(1, WALLET_LIMITS.name);
  expect(wallet.name).to.not.match(/[\u0000-\u001f\u202e]/);
  for (const key of ['image_id', 'rdns'] as const) if (wallet[key] != null) expect(wallet[key]).to.be.a('string');
  for (const key of LINK_KEYS) {
    const link = wallet[key];
    if (link == null) continue;
    expect(link).to.be.a('string');
    expect(new URL(link.trim()).protocol).to.not.be.oneOf(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:']);
  }
  if (wallet.chains != null) expect(wallet.chains.every((chain) => typeof chain === 'string')).to.equal(true);
  if (wallet.injected != null) expect(wallet.injected.every((i) => typeof i.namespace === 'string' && typeof i.injected_id === 'string')).to.equal(true);
  expect(wallet.badge_type == null || wallet.badge_type === 'none' || wallet.badge_type === 'certified').to.equal(true);
  expect(wallet.order == null || Number.isFinite(wallet.order)).to.equal(true);
}

function expectWellFormedTransaction(tx: WireTransaction): void {
  expect(tx.id).to.be.a('string');
  expect(Number.isFinite(Date.parse(tx.metadata.minedAt)), `minedAt ${tx.metadata.minedAt}`).to.equal(true);
  expect(tx.metadata.status).to.be.oneOf(['confirmed', 'failed', 'pending']);
  for (const key of ['operationType', 'hash', 'chain', 'sentFrom', 'sentTo'] as const) expect(tx.metadata[key]).to.be.a('string').with.length.below(300);
  expect(Number.isSafeInteger(tx.metadata.nonce)).to.equal(true);
  expect(tx.transfers === null || Array.isArray(tx.transfers)).to.equal(true);
  for (const transfer of tx.transfers ?? []) {
    expect(transfer.direction).to.be.oneOf(['in', 'out', 'self']);
    expect(Number.isFinite(Number(transfer.quantity.numeric))).to.equal(true);
    expect(isFiniteOrAbsent(transfer.value) && isFiniteOrAbsent(transfer.price)).to.equal(true);
    const symbol = transfer.fungible_info?.symbol;
    expect(symbol === undefined || (typeof symbol === 'string' && symbol.length <= 32)).to.equal(true);
  }
}

describe('wire schemas: the wallet list', () => {
  it('keeps the good wallets of a page when one is malformed', () => {
    const answer = walletsAnswer(4);
    (answer.data[1] as Record<string, unknown>).name = { first: 'not', last: 'text' };
    const page = parseWalletPage(answer, 40);
    expect(page?.data.map((wallet) => wallet.id)).to.deep.equal([answer.data[0], answer.data[2], answer.data[3]].map((wallet) => wallet?.id));
  });

  it('reads a bad optional field as absent, drops unsafe links and caps names', () => {
    const page = parseWalletPage(
      { count: 1, data: [{ ...WALLET, name: `  ${HUGE}\u0000`, rdns: 42, mobile_link: 'javascript:alert(1)', homepage: '\u0001javascript:alert(1)', chains: 'eip155:1', order: '1', badge_type: 'gold', injected: [{ namespace: 'eip155' }] }] },
      40,
    );
    const wallet = page?.data[0] as WalletListEntry;
    expect(wallet.name).to.have.length(WALLET_LIMITS.name);
    expect([wallet.rdns, wallet.mobile_link, wallet.homepage, wallet.chains, wallet.order, wallet.badge_type]).to.deep.equal([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(wallet.injected).to.deep.equal([]);
    expect(wallet.desktop_link).to.equal(WALLET.desktop_link);
  });

  it('cuts a page to the entries asked for, keeps ids unique, and never counts less than it holds', () => {
    const answer = walletsAnswer(10);
    answer.data.push({ ...answer.data[0] } as (typeof answer.data)[number]);
    const page = parseWalletPage({ ...answer, count: 2 }, 4);
    expect(page?.data).to.have.length(4);
    expect(page?.count).to.equal(4);
    expect(parseWalletPage(answer, 100)?.data).to.have.length(10);
  });

  it('refuses an answer that is not a page of wallets', () => {
    for (const body of [null, [], 'x', { count: 3 }, { data: {} }, { data: 'x' }]) expect(parseWalletPage(body, 40), JSON.stringify(body)).to.equal(undefined);
  });

  it('holds every generated answer to the declared shape', () => {
    fc.assert(
      fc.property(anyBody(walletsAnswer(6)), fc.integer({ min: 1, max: 100 }), (body, entries) => {
        const page = parseWalletPage(body, entries);
        if (!page) return;
        expect(page.data.length).to.be.at.most(entries);
        expect(Number.isSafeInteger(page.count) && page.count >= page.data.length).to.equal(true);
        expect(new Set(page.data.map((w) => w.id)).size).to.equal(page.data.length);
        page.data.forEach(expectWellFormedWallet);
      }),
      RUNS,
    );
  });
});

describe('wire schemas: history', () => {
  it('drops a transaction whose time is not a date, keeps the others', () => {
    const data = HISTORY.data.map((tx, i) => (i === 1 ? { ...tx, metadata: { ...tx.metadata, minedAt: 'not a date' } } : tx));
    expect(parseHistoryPage({ data, next: null })?.data.map((tx) => tx.id)).to.deep.equal([HISTORY.data[0]?.id, HISTORY.data[2]?.id]);
  });

  it('reads transfers that are not a list as none, and drops bad transfers', () => {
    const [first, second] = HISTORY.data as [WireTransaction, WireTransaction];
    const page = parseHistoryPage({
      data: [
        { ...first, transfers: 'lots' },
        { ...second, transfers: [{ direction: 'sideways', quantity: { numeric: '1' } }, ...(second.transfers ?? [])] },
      ],
      next: 42,
    });
    expect(page?.data[0]?.transfers).to.equal(null);
    expect(page?.data[1]?.transfers).to.deep.equal(second.transfers);
    expect(page?.next).to.equal(null);
  });

  it('refuses an answer that is not a history page', () => {
    for (const body of [null, [], { next: 'x' }, { data: {} }]) expect(parseHistoryPage(body)).to.equal(undefined);
  });

  it('holds every generated answer to the declared shape', () => {
    fc.assert(
      fc.property(anyBody(HISTORY), (body) => {
        const page = parseHistoryPage(body);
        if (!page) return;
        expect(page.data.length).to.be.at.most(WIRE_LIMITS.historyItems);
        expect(page.next === null || (typeof page.next === 'string' && page.next.length <= WIRE_LIMITS.cursor)).to.equal(true);
        page.data.forEach(expectWellFormedTransaction);
      }),
      RUNS,
    );
  });
});

describe('wire schemas: balances, identity, supported chains', () => {
  it('keeps good balances, drops bad ones, and gives what the cache accepts', () => {
    const [eth, usdc] = BALANCES.balances;
    const balances = parseBalances({ balances: [eth, { ...usdc, quantity: { decimals: '6', numeric: 'lots' } }, { ...usdc, address: 7 }, { ...usdc, price: '1', value: 1e400, name: 3 }, usdc] });
    expect(balances?.map((b) => [b.symbol, b.price, b.value, b.name])).to.deep.equal([
      ['ETH', eth?.price, eth?.value, 'Ether'],
      ['USDC', 0, undefined, 'USDC'],
    ]);
    expect(isPortfolio(balances)).to.equal(true);
  });

  it('holds every generated balance answer to the cached shape', () => {
    fc.assert(
      fc.property(anyBody(BALANCES), (body) => {
        const balances = parseBalances(body);
        if (!balances) return;
        expect(balances.length).to.be.at.most(MAX_PORTFOLIO_TOKENS);
        expect(isPortfolio(balances), JSON.stringify(balances).slice(0, 300)).to.equal(true);
      }),
      RUNS,
    );
  });

  it('identity: a wrong shape is refused, an unusable name or avatar reads as null', () => {
    expect(parseIdentity(IDENTITY)).to.deep.equal(IDENTITY);
    for (const body of [null, [], 'name', { name: 5 }, { avatar: {} }]) expect(parseIdentity(body), JSON.stringify(body)).to.equal(undefined);
    expect(parseIdentity({ name: HUGE, avatar: ' ' })).to.deep.equal({ name: null, avatar: null });
    expect(parseIdentity({ name: 'a\u202eb.eth' })).to.deep.equal({ name: null, avatar: null });
    fc.assert(
      fc.property(anyBody(IDENTITY), (body) => {
        const identity = parseIdentity(body);
        if (!identity) return;
        expect(keysWithin(identity, ['name', 'avatar'])).to.equal(true);
        expect(identity.name === null || (typeof identity.name === 'string' && identity.name.length <= WIRE_LIMITS.name)).to.equal(true);
        expect(identity.avatar === null || (typeof identity.avatar === 'string' && identity.avatar.length <= WIRE_LIMITS.url)).to.equal(true);
      }),
      RUNS,
    );
  });

  it('supported chains: a wrong shape is refused, ids that are not CAIP-2 are dropped', () => {
    expect([...(parseSupportedChains({ http: ['eip155:1', 1, '__proto__', HUGE, 'solana:abc'], ws: 'x' }) ?? [])]).to.deep.equal(['eip155:1', 'solana:abc']);
    for (const body of [null, [], { ws: [] }, { http: 'eip155:1' }]) expect(parseSupportedChains(body)).to.equal(undefined);
    fc.assert(
      fc.property(anyBody(SUPPORTED_CHAINS), (body) => {
        const chains = parseSupportedChains(body);
        if (chains) expect([...chains].every((id) => /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id))).to.equal(true);
      }),
      RUNS,
    );
  });
});

describe('wire schemas: project settings', () => {
  it('remote features: bad features dropped, the first of an id kept, a wrong shape refused', () => {
    const features = parseRemoteFeatures({
      features: [{ id: 'activity', isEnabled: false }, { id: 'activity', isEnabled: true }, { id: 'swap', isEnabled: 'yes' }, { id: HUGE, isEnabled: true }, null],
    });
    expect(features).to.deep.equal([{ id: 'activity', isEnabled: false, config: null }]);
    for (const body of [null, [], { features: {} }]) expect(parseRemoteFeatures(body)).to.equal(undefined);
  });

  it('allowed origins and analytics: only the declared types', () => {
    expect(parseAllowedOrigins({ allowedOrigins: [' https://a.example ', 3, '', HUGE, null] })).to.deep.equal(['https://a.example']);
    expect(parseAllowedOrigins({ allowedOrigins: 'https://a.example' })).to.equal(undefined);
    expect(parseAnalyticsEnabled({ isAnalyticsEnabled: true })).to.equal(true);
    for (const body of [{ isAnalyticsEnabled: 'true' }, { isAnalyticsEnabled: 1 }, [], null]) expect(parseAnalyticsEnabled(body)).to.equal(undefined);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (body) => {
        const origins = parseAllowedOrigins(body);
        if (origins) expect(origins.every((o) => typeof o === 'string' && o.length > 0 && o.length <= 2048)).to.equal(true);
        const features = parseRemoteFeatures(body);
        if (features) expect(features.every((f) => typeof f.id === 'string' && typeof f.isEnabled === 'boolean')).to.equal(true);
        expect([true, false, undefined]).to.include(parseAnalyticsEnabled(body));
      }),
      RUNS,
    );
  });
});
