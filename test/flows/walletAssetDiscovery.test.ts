// Balances from the wallet where it can tell (spec §7, issue 28): a wallet that advertises asset
// discovery for the chain (wallet_getCapabilities) is asked wallet_getAssets (EIP-7811) and
// Account lists its answer, without asking the data service; a wallet that does not is not asked,
// and the data service's balance call is made as before. The demo wallet answers from the chain.
import { expect } from 'chai';
import { formatUnits } from 'viem';
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { disconnect } from '../../src/actions/disconnect';
import { loadTokenBalances } from '../../src/actions/account/loadTokenBalances';
import { balanceOf, stackTokenBalance } from '../support/chainReads';
import { connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { dialogOf, mountModal, resetAll, textOf, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from './walletListKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// Dev account 3: its balances (10,000 ETH, 1,000 USDC, 2 WETH, 5 ZERO) move in no test.
const HOLDER = DEV_ACCOUNTS[3] as string;

/**
 * The data service's balance calls of one project, collected while `until` is awaited: the
 * stack's shared log keeps only its last 200 entries, so it is read all along.
 */
async function balanceCallsWhile<T>(projectId: string, until: Promise<T>): Promise<{ result: T; calls: string[] }> {
  const { apiUrl } = await stackInfo();
  const seen = new Map<number, string>();
  const read = async () => {
    const entries = (await (await fetch(`${apiUrl}/__log`)).json()) as { seq: number; method: string; path: string; query: string }[];
    for (const entry of entries) {
      if (entry.path.endsWith('/balance') && new URLSearchParams(entry.query).get('projectId') === projectId) seen.set(entry.seq, `${entry.method} ${decodeURIComponent(entry.path)}`);
    }
  };
  let settled = false;
  const done = until.finally(() => {
    settled = true;
  });
  while (!settled) {
    await read();
    await Promise.race([done.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 40))]);
  }
  const result = await done;
  await read();
  return { result, calls: [...seen.values()] };
}

/** Account's token rows, once loaded: each row's text. */
async function tokenRows(modal: Element): Promise<string[]> {
  const list = await waitFor(() => dialogOf(modal)?.querySelector('.wm-tokens[aria-busy="false"]'), 'the token list', 600);
  await waitFor(() => list.querySelectorAll('.wm-token').length > 0, 'token rows', 600);
  return [...list.querySelectorAll('.wm-token')].map((row) => row.textContent ?? '');
}

const english = (amount: bigint, decimals: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(Number(formatUnits(amount, decimals)));

describe('balances from the wallet where it can tell (spec §7)', function () {
  this.timeout(60_000);
  let wallet: DemoWallet | undefined;
  let stop: (() => void) | undefined;

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  async function connect(options: { assetDiscovery: boolean }): Promise<{ modal: ModalElement; projectId: string }> {
    resetAll();
    const { chains, tokens } = await stackInfo();
    // The wallet tracks USDC only: an answer that lists WETH did not come from it.
    const usdcOnly = Object.fromEntries(Object.entries(tokens).map(([chainId, list]) => [chainId, list.filter((token) => token.symbol === 'USDC')]));
    wallet = createDemoWallet({ chains, accountIndex: 3, knownChainIds: [1, 8453], tokens: usdcOnly, ...options });
    stop = wallet.announce();
    const projectId = uniqueProjectId('wallet-assets');
    const modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'project-id': projectId })) as ModalElement;
    return { modal, projectId };
  }

  it("a wallet with asset discovery: Account lists the wallet's answer, read from the chain, and the data service is not asked", async () => {
    const { modal, projectId } = await connect({ assetDiscovery: true });
    // What the wallet itself says, as a host would ask it.
    const { result: rows, calls } = await balanceCallsWhile(projectId, connectWithClick(modal).then(() => tokenRows(modal)));
    const capabilities = (await wallet?.provider.request({ method: 'wallet_getCapabilities', params: [HOLDER, ['0x1']] })) as Record<string, { assetDiscovery?: { supported: boolean } }>;
    expect(capabilities['0x1']?.assetDiscovery).to.deep.equal({ supported: true });

    const eth = await balanceOf((await stackInfo()).chains['1'] as string, HOLDER);
    const usdc = await stackTokenBalance(1, 'USDC', HOLDER);
    expect(usdc > 0n && eth > 0n, 'the holder holds ETH and USDC').to.equal(true);
    expect(rows).to.have.length(2);
    expect(rows.some((row) => row.startsWith('Ethereum') && row.includes(`${english(eth, 18)} ETH`))).to.equal(true, rows.join(' | '));
    expect(rows.some((row) => row.startsWith('USD Coin') && row.includes(`${english(usdc, 6)} USDC`))).to.equal(true, rows.join(' | '));
    // The data service would have listed WETH too; the wallet tracks only USDC.
    expect(rows.some((row) => row.includes('WETH'))).to.equal(false);
    expect(calls, "the data service's balance route").to.deep.equal([]);
  });

  it('a wallet without it: the data service is asked, as before', async () => {
    const { modal, projectId } = await connect({ assetDiscovery: false });
    const { result: rows, calls } = await balanceCallsWhile(projectId, connectWithClick(modal).then(() => tokenRows(modal)));
    expect(calls).to.deep.equal([`GET /v1/account/${HOLDER}/balance`]);
    // The data service's answer: WETH too, with dollar values.
    expect(rows.some((row) => row.includes('Wrapped Ether') && row.includes('2 WETH') && row.includes('$6,000.00'))).to.equal(true, rows.join(' | '));
  });

  it("a wallet's answer is held to the balance service's rules: entries of the wrong shape are dropped, the rest listed as text", async () => {
    const { modal } = await connect({ assetDiscovery: true });
    const provider = wallet!.provider as { request(args: { method: string; params?: unknown }): Promise<unknown> };
    const request = provider.request.bind(provider);
    const token = (address: string, metadata: object) => ({ address, balance: '0xde0b6b3a7640000', type: 'erc20', metadata });
    provider.request = async (args) => {
      if (args.method !== 'wallet_getAssets') return request(args);
      return {
        '0x1': [
          token('0x00000000000000000000000000000000000000a1', { name: {}, symbol: {}, decimals: 18 }),
          token('0x00000000000000000000000000000000000000a2', { name: 'Huge', symbol: 'HUGE', decimals: 1e9 }),
          token('0x00000000000000000000000000000000000000a3', { name: 'Odd icon', symbol: 'ICON', decimals: 18, iconUrl: { href: 'x' } }),
          token('0x00000000000000000000000000000000000000a4', { name: 'Fine\u202e Token', symbol: 'FINE', decimals: 18 }),
        ],
      };
    };
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.message);
    window.addEventListener('error', onError);
    try {
      await connectWithClick(modal);
      const rows = await tokenRows(modal);
      // Texts that are not texts and decimals no token has drop the entry; an icon that is not a URL only the icon.
      expect(rows, 'the rows').to.have.length(2);
      expect(rows.find((row) => row.startsWith('Fine Token')), rows.join(' | ')).to.contain('1 FINE');
      expect(rows.find((row) => row.startsWith('Odd icon')), rows.join(' | ')).to.contain('1 ICON');
      expect(textOf(modal)).to.not.contain('HUGE');
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(uncaught).to.deep.equal([]);
  });

  it('an answer that lands after a newer one does not overwrite it: Account keeps the newer', async () => {
    const { modal } = await connect({ assetDiscovery: true });
    await connectWithClick(modal);
    expect((await tokenRows(modal)).some((row) => row.startsWith('USD Coin'))).to.equal(true);
    // The next wallet_getAssets is held, and then answers an empty list (as an older read would:
    // before the tokens came); the one after it answers from the chain at once.
    const provider = wallet!.provider as { request(args: { method: string; params?: unknown }): Promise<unknown> };
    const request = provider.request.bind(provider);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    provider.request = async (args) => {
      if (args.method !== 'wallet_getAssets' || held) return request(args);
      held = true;
      await released;
      return { '0x1': [] };
    };
    const older = loadTokenBalances({ force: true });
    await waitFor(() => held, 'the older read asked');
    await loadTokenBalances({ force: true });
    release();
    await older;
    const rows = await tokenRows(modal);
    expect(rows.some((row) => row.startsWith('USD Coin')), rows.join(' | ')).to.equal(true);
  });
});
