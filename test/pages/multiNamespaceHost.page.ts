// A host page with networks of five namespaces and a demo wallet of each (EVM announced by
// EIP-6963, Solana and Bitcoin registered by the Wallet Standard, Polkadot in
// window.injectedWeb3, Cosmos as window.keplr), configured from its query string
// (?api=…&explorer=…&chains=<json>&solana=…&bitcoin=…&approval=approve|manual, the Polkadot and
// Cosmos wallets' answer to a prompt). The wallets remember their connections across reloads,
// as extensions do. The modal runs from src.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { createDemoBitcoinWallet } from '../../demo/wallet/bitcoin/createDemoBitcoinWallet.mjs';
import { createDemoCosmosWallet } from '../../demo/wallet/cosmos/createDemoCosmosWallet.mjs';
import { createDemoPolkadotWallet } from '../../demo/wallet/polkadot/createDemoPolkadotWallet.mjs';
import { createDemoSolanaWallet } from '../../demo/wallet/solana/createDemoSolanaWallet.mjs';
import { connectBrowserWallet } from '../../src/actions/connection/connectBrowserWallet';
import { findBrowserWallet } from '../../src/actions/connection/findBrowserWallet';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { getAccount } from '../../src/stores/account';
import { getConnectionState } from '../../src/stores/connection';
import { configureFromQuery } from './configureFromQuery';

const { query } = configureFromQuery();
createDemoWallet({ chains: JSON.parse(query.get('chains') ?? '{}'), accountIndex: 4, knownChainIds: [1] }).announce();
createDemoSolanaWallet({ rpcUrl: query.get('solana') ?? '', accountIndex: 2, remember: true }).register();
createDemoBitcoinWallet({ esploraUrl: query.get('bitcoin') ?? '', accountIndex: 2 }).register();
const polkadot = createDemoPolkadotWallet({ accountIndex: 2, remember: true });
const cosmos = createDemoCosmosWallet({ accountIndex: 2, remember: true });
for (const wallet of [polkadot, cosmos]) {
  wallet.controls.setApproval(query.get('approval') === 'manual' ? 'manual' : 'approve');
  wallet.inject();
}
const statuses: string[] = [];
stores.$account.subscribe((account) => statuses.push(`${account.namespace}:${account.status}`));
defineElements();

type Namespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos';
Object.assign(window, {
  pageHooks: {
    statuses,
    found: (connectorId: string) => findBrowserWallet(connectorId) !== undefined,
    connect: (connectorId: string) => connectBrowserWallet(connectorId),
    status: (namespace: Namespace) => getConnectionState(namespace).status,
    address: (namespace: Namespace) => getAccount(namespace).address,
    /** The prompts the Polkadot and Cosmos wallets hold open (in `approval=manual`). */
    prompts: () => [...polkadot.controls.pending(), ...cosmos.controls.pending()].map((prompt) => prompt.method),
  },
});
