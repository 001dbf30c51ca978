// The wallet's answer to eth_sendTransaction, read as the transaction it sent, through the data
// service's gateway (the stack's twin) as the modal reads it: the nonce the wallet chose is read
// from the chain, and a gateway that does not answer holds the send for SENT_NONCE_READ_MS at most,
// never the gateway's own retries, before it is followed without the nonce.
import { expect } from 'chai';
import { createClient, http, type Hash } from 'viem';
import { builtInNetwork } from '../../src/connectors/namespaceConnectors';
import { gatewayRpcUrl } from '../../src/config/resolveNetworks';
import { SENT_NONCE_READ_MS } from '../../src/config/transactionTiming';
import { readSentEvmTransaction } from '../../src/connectors/eip155/transfer/readSentEvmTransaction';
import type { Network } from '../../src/config/Network';
import { freshAddress } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { addDataFault, clearDataFaults, uniqueProjectId } from '../support/dataService';
import { stackInfo } from '../stack/stackInfo';

// An impersonated fresh sender, so no dev account's nonce or balance moves.
const FROM = freshAddress();
/** Longer than the read may take: the gateway's answer comes only after it. */
const SLOW_MS = SENT_NONCE_READ_MS + 15_000;

describe('the transaction a wallet says it sent', function () {
  this.timeout(SENT_NONCE_READ_MS + 10_000);
  const projectId = uniqueProjectId('sent-nonce');
  let hash: Hash;
  let network: Network;
  let gateway: string;

  before(async () => {
    const { chains, apiUrl } = await stackInfo();
    const url = chains['1'] as string;
    await rpc(url, 'anvil_setBalance', [FROM, '0xde0b6b3a7640000']);
    await rpc(url, 'anvil_impersonateAccount', [FROM]);
    await rpc(url, 'eth_sendTransaction', [{ from: FROM, to: freshAddress(), value: '0x1' }]);
    hash = (await rpc(url, 'eth_sendTransaction', [{ from: FROM, to: freshAddress(), value: '0x1' }])) as Hash;
    await rpc(url, 'anvil_stopImpersonatingAccount', [FROM]);
    network = builtInNetwork('eip155:1') as Network;
    gateway = gatewayRpcUrl(apiUrl, 'eip155:1', projectId);
  });
  afterEach(() => clearDataFaults(projectId));

  it('is its hash, with the nonce the wallet chose read from the chain', async () => {
    const sent = await readSentEvmTransaction(createClient({ transport: http(gateway) }), hash, { from: FROM, network });
    expect(sent).to.deep.include({ id: hash, caipNetworkId: 'eip155:1', from: FROM, nonce: 1 });
  });

  it('is followed without its nonce when the gateway does not answer in time', async () => {
    await addDataFault(projectId, { path: '/v1/', mode: 'slow', delayMs: SLOW_MS });
    // The modal's transport: the service timeout per try, and retries.
    const client = createClient({ transport: http(gateway, { timeout: SLOW_MS, retryCount: 3 }) });
    const sent = await readSentEvmTransaction(client, hash, { from: FROM, network });
    expect(sent).to.deep.include({ id: hash, caipNetworkId: 'eip155:1', from: FROM, nonce: undefined });
  });
});
