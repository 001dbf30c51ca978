import { expect } from 'chai';
import { IDS, stackInfo } from './stackInfo';
import { SESSION_CONTRACTS } from '../../demo/stack/sessions/sessionAddresses.mjs';
import { rpc } from '../support/chainRpc';

interface Wallet {
  id: string;
  name: string;
  image_id: string;
  rdns: string | null;
  chains: string[];
  badge_type: string;
  [key: string]: unknown;
}
interface Page {
  count: number;
  data: Wallet[];
}

const WALLET_FIELDS = [
  'id', 'name', 'image_id', 'rdns', 'chains', 'mobile_link', 'desktop_link', 'webapp_link',
  'app_store', 'play_store', 'chrome_store', 'homepage', 'badge_type', 'order', 'injected',
];
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

async function get(path: string, query = ''): Promise<Response> {
  const { explorerUrl } = await stackInfo();
  return fetch(`${explorerUrl}${path}?${IDS}${query ? `&${query}` : ''}`);
}

async function wallets(query: string): Promise<Page> {
  const res = await get('/getWallets', query);
  expect(res.status).to.equal(200);
  return res.json() as Promise<Page>;
}

describe('local stack: getWallets', () => {
  it('pages 40 at a time over at least 500 wallets, in the documented shape', async () => {
    const page1 = await wallets('page=1&entries=40');
    expect(page1.count).to.be.at.least(500);
    expect(page1.data).to.have.length(40);
    for (const wallet of page1.data) {
      expect(Object.keys(wallet)).to.have.members(WALLET_FIELDS);
      expect(wallet.id).to.match(/^[0-9a-f]{64}$/);
    }
    const page2 = await wallets('page=2&entries=40');
    expect(page2.count).to.equal(page1.count);
    const firstIds = new Set(page1.data.map((w) => w.id));
    expect(page2.data.some((w) => firstIds.has(w.id))).to.equal(false);
  });

  it('filters with include, exclude and search', async () => {
    const all = await wallets('page=1&entries=40');
    const [a, b] = all.data;
    const included = await wallets(`include=${a!.id},${b!.id}`);
    expect(included.count).to.equal(2);
    expect(included.data.map((w) => w.id)).to.have.members([a!.id, b!.id]);

    const excluded = await wallets(`exclude=${a!.id}`);
    expect(excluded.count).to.equal(all.count - 1);
    expect(excluded.data.map((w) => w.id)).not.to.include(a!.id);

    const found = await wallets('search=METAMASK&entries=100');
    expect(found.data.map((w) => w.name)).to.include('MetaMask');
    for (const wallet of found.data) expect(wallet.name.toLowerCase()).to.contain('metamask');
  });

  it('filters by badge_type and chains, and accepts the ranking variant keys', async () => {
    const all = await wallets('');
    const none = await wallets('badge_type=none');
    expect(none.count).to.equal(all.count);
    const certified = await wallets('badge_type=certified&entries=100');
    expect(certified.count).to.be.greaterThan(0).and.lessThan(all.count);
    for (const wallet of certified.data) expect(wallet.badge_type).to.equal('certified');

    const solana = await wallets(`chains=${encodeURIComponent(SOLANA)}&entries=100`);
    expect(solana.count).to.be.greaterThan(0).and.lessThan(all.count);
    for (const wallet of solana.data) expect(wallet.chains).to.include(SOLANA);

    const ranked = await wallets('badge=certified&names=MetaMask,Rainbow&rdns=app.phantom');
    expect(ranked.data.map((w) => w.name)).to.have.members(['MetaMask', 'Rainbow', 'Phantom']);
  });

  it('refuses a call without projectId, st or sv with a 400 naming it', async () => {
    const { explorerUrl } = await stackInfo();
    const noProject = await fetch(`${explorerUrl}/getWallets?st=appkit&sv=html-wagmi-4.2.2`);
    expect(noProject.status).to.equal(400);
    expect(noProject.headers.get('access-control-allow-origin')).to.equal('*');
    expect(((await noProject.json()) as { error: string }).error).to.contain('projectId');
    const noVersion = await fetch(`${explorerUrl}/getWalletImage/x?projectId=p&st=appkit`);
    expect(noVersion.status).to.equal(400);
    expect(((await noVersion.json()) as { error: string }).error).to.contain('sv');
  });
});

describe('local stack: images and config', () => {
  it('serves generated SVG images for wallets, assets, currencies and tokens', async () => {
    const [first] = (await wallets('entries=1')).data;
    for (const path of [
      `/getWalletImage/${first!.image_id}`,
      '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ]) {
      const res = await get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('image/svg+xml');
      expect(await res.text()).to.match(/^<svg /);
    }
  });

  it('answers 404 for an unknown image', async () => {
    expect((await get('/getWalletImage/00000000-0000-0000-0000-000000000000')).status).to.equal(404);
    expect((await get('/public/getTokenImage/NOPE')).status).to.equal(404);
  });

  it('serves analytics, features and origins config', async () => {
    expect(await (await get('/getAnalyticsConfig')).json()).to.deep.equal({ isAnalyticsEnabled: false });
    const { features } = (await (await get('/appkit/v1/config')).json()) as { features: { id: string }[] };
    expect(features.map((f) => f.id)).to.include.members(['activity', 'onramp', 'swap', 'social_login', 'reown_branding', 'multi_wallet', 'email_capture', 'headless']);
    // The default project has several wallets at once turned on, as an owner enabling it in the dashboard would.
    expect(features.find((f) => f.id === 'multi_wallet')).to.deep.equal({ id: 'multi_wallet', isEnabled: true, config: [] });
    const { allowedOrigins } = (await (await get('/projects/v1/origins')).json()) as { allowedOrigins: string[] };
    expect(allowedOrigins).to.include('http://localhost:*');
  });
});

describe('local stack: request log', () => {
  it('records each call with method, path, status and duration, newest last', async () => {
    const { explorerUrl } = await stackInfo();
    const marker = `log-marker-${Date.now()}`;
    await wallets(`search=${marker}`);
    await fetch(`${explorerUrl}/getWallets?search=${marker}`); // 400: no ids
    const log = (await (await fetch(`${explorerUrl}/__log`)).json()) as {
      method: string; path: string; query: string; status: number; ms: number; service: string;
    }[];
    expect(log.length).to.be.at.most(2000);
    const mine = log.filter((e) => e.query.includes(marker));
    expect(mine.map((e) => [e.method, e.path, e.status])).to.deep.equal([
      ['GET', '/getWallets', 200],
      ['GET', '/getWallets', 400],
    ]);
    expect(mine[0]!.ms).to.be.a('number');
    expect(mine[0]!.service).to.equal('wallets');
  });
});

describe('local stack: demo server', () => {
  it('publishes the service URLs at /stack.json', async () => {
    const info = await stackInfo();
    const res = await fetch(`${info.demoUrl}/stack.json`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as { tokens: Record<string, unknown[]> };
    expect(body).to.deep.include({ analyticsUrl: info.analyticsUrl, apiUrl: info.apiUrl, explorerUrl: info.explorerUrl, chains: info.chains, manualMiningChainId: 10 });
    expect(Object.keys(body).sort()).to.deep.equal(['analyticsUrl', 'apiUrl', 'bitcoinUrl', 'chains', 'explorerUrl', 'mailUrl', 'manualMiningChainId',
      'market', 'mobileWalletUrl', 'oidcUrl',
      'onrampProviders', 'relayUrl', 'secureSiteUrl', 'sessions', 'smartAccounts', 'solanaRpcUrl', 'tokens', 'verifyUrl']);
    expect(Object.keys(body.tokens)).to.have.members(Object.keys(info.chains));
  });

  it('publishes the ERC-4337 contracts and the chains with a bundler at /stack.json', async () => {
    const info = await stackInfo();
    const body = (await (await fetch(`${info.demoUrl}/stack.json`)).json()) as { smartAccounts: { contracts: Record<string, string>; bundlerChainIds: number[] } };
    expect(body.smartAccounts.bundlerChainIds).to.deep.equal([1, 8453]);
    expect(Object.keys(body.smartAccounts.contracts).sort()).to.deep.equal(['entryPoint', 'multiSend', 'multiSendCallOnly', 'safe4337Module', 'safeModuleSetup', 'safeProxyFactory', 'safeSingleton']);
    // EntryPoint v0.7 at its canonical address, which viem's entryPoint07Address names.
    expect(body.smartAccounts.contracts.entryPoint).to.equal('0x0000000071727de22e5e9d8baf0edac6f37da032');
  });

  it('publishes the smart sessions\' Delegation Framework at /stack.json, deployed on chains 1, 8453 and 42161', async () => {
    const info = await stackInfo();
    const body = (await (await fetch(`${info.demoUrl}/stack.json`)).json()) as { sessions: { chainIds: number[]; contracts: Record<string, string> } };
    expect(body.sessions.chainIds).to.deep.equal([1, 8453, 42161]);
    expect(body.sessions.contracts).to.deep.equal({ ...SESSION_CONTRACTS });
    for (const chainId of body.sessions.chainIds) {
      for (const [name, address] of Object.entries(body.sessions.contracts)) {
        expect(await rpc(info.chains[String(chainId)] as string, 'eth_getCode', [address, 'latest']), `${name} on ${chainId}`).to.not.equal('0x');
      }
    }
  });
});
