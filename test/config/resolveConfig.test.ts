import { expect } from 'chai';
import { BUILT_IN_NETWORKS } from '../../src/config/builtInNetworks';
import { resolveConfig } from '../../src/config/resolveConfig';

const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

describe('resolveConfig (spec §1, §9)', () => {
  it('applies the default features, orders, chain and sdk identity', () => {
    const config = resolveConfig();
    expect(config.features).to.include({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    });
    expect(config.walletFeaturesOrder).to.deep.equal(['onramp', 'swaps', 'receive', 'send']);
    expect(config.connectMethodsOrder).to.deep.equal(['wallet', 'email', 'social']);
    expect(config.connectorOrder).to.deep.equal(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']);
    expect(config.defaultNetwork.caipNetworkId).to.equal('eip155:1');
    expect(config.sdkVersion).to.equal('html-wagmi-4.2.2');
    expect(config.sdkType).to.be.a('string').and.not.empty;
  });

  it('lets a host override single features without losing the others', () => {
    const config = resolveConfig({ features: { send: false, legalCheckbox: true } });
    expect(config.features.send).to.equal(false);
    expect(config.features.legalCheckbox).to.equal(true);
    expect(config.features.receive).to.equal(true);
  });

  it('has the swap networks, Sepolia and the three Solana clusters built in', () => {
    const ids = BUILT_IN_NETWORKS.map((n) => n.caipNetworkId);
    for (const id of SWAP_CHAIN_IDS) expect(ids).to.include(`eip155:${id}`);
    expect(ids).to.include('eip155:11155111');
    expect(ids.filter((id) => id?.startsWith('solana:'))).to.have.length(3);
  });

  it('routes every built-in network through the JSON-RPC gateway of api-url', () => {
    const config = resolveConfig({ networks: 'eip155:1, eip155:8453', apiUrl: 'http://127.0.0.1:9999/', projectId: 'p1' });
    expect(config.networks.map((n) => n.rpcUrls.default.http[0])).to.deep.equal([
      'http://127.0.0.1:9999/v1/?chainId=eip155%3A1&projectId=p1',
      'http://127.0.0.1:9999/v1/?chainId=eip155%3A8453&projectId=p1',
    ]);
  });

  it('keeps the RPC of a network given as an object', () => {
    const config = resolveConfig({
      networks: [
        'eip155:1',
        { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
      ],
    });
    const local = config.networks.find((n) => n.caipNetworkId === 'eip155:31337');
    expect(local?.rpcUrls.default.http).to.deep.equal(['http://127.0.0.1:8545']);
    expect(local?.chainNamespace).to.equal('eip155');
  });

  it('drops unknown networks with a warning and never ends with an empty list', () => {
    const config = resolveConfig({ networks: 'eip155:999999999,nope' });
    expect(config.networks.map((n) => n.caipNetworkId)).to.deep.equal(['eip155:1']);
    expect(config.warnings).to.deep.equal(['Network not found: eip155:999999999', 'Network not found: nope']);
  });

  it('picks default-network when it is among the networks, else the first', () => {
    expect(resolveConfig({ networks: 'eip155:1,eip155:8453', defaultNetwork: 'eip155:8453' }).defaultNetwork.caipNetworkId).to.equal('eip155:8453');
    const fallback = resolveConfig({ networks: 'eip155:8453,eip155:1', defaultNetwork: 'eip155:10' });
    expect(fallback.defaultNetwork.caipNetworkId).to.equal('eip155:8453');
    expect(fallback.warnings).to.have.length(1);
  });

  it('knows which namespaces have adapters', () => {
    expect(resolveConfig({ networks: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }).adapters).to.deep.equal(['eip155', 'solana']);
  });
});
