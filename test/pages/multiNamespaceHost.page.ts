// A host page with networks of three namespaces and a demo wallet of each (EVM announced by
// EIP-6963, Solana and Bitcoin registered by the Wallet Standard), configured from its query
// string (?api=…&explorer=…&chains=<json>&solana=…&bitcoin=…). The wallets remember their
// connections across reloads, as extensions do. The modal runs from src.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { createDemoBitcoinWallet } from '../../demo/wallet/bitcoin/createDemoBitcoinWallet.mjs';
import { createDemoSolanaWallet } from '../../demo/wallet/solana/createDemoSolanaWallet.mjs';
import { connectBrowserWallet } from '../../src/actions/connection/connectBrowserWallet';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { getAccount } from '../../src/stores/account';
import { getConnectionState } from '../../src/stores/connection';
import { configureFromQuery } from './configureFromQuery';

const { query } = configureFromQuery();
createDemoWallet({ chains: JSON.parse(query.get('chains') ?? '{}'), accountIndex: 4, knownChainIds: [1] }).announce();
createDemoSolanaWallet({ rpcUrl: query.get('solana') ?? '', accountIndex: 2, remember: true }).register();
createDemoBitcoinWallet({ esploraUrl: query.get('bitcoin') ?? '', accountIndex: 2 }).register();
const statuses: string[] = [];
stores.$account.subscribe((account) => statuses.push(`${account.namespace}:${account.status}`));
defineElements();

type Namespace = 'eip155' | 'solana' | 'bip122';
Object.assign(window, {
  pageHooks: {
    statuses,
    connect: (connectorId: string) => connectBrowserWallet(connectorId),
    status: (namespace: Namespace) => getConnectionState(namespace).status,
    address: (namespace: Namespace) => getAccount(namespace).address,
  },
});
