// Reading the stack's Solana ledger from a test, as a page would: through the data service's
// gateway, with the ledger's WebSocket for web3.js's subscriptions.
import { Connection, type TransactionSignature } from '@solana/web3.js';
import { stackInfo } from '../stack/stackInfo';
import { SOLANA_MAINNET } from './solanaDevKeys';

export async function solanaGateway(): Promise<Connection> {
  const { apiUrl, solanaRpcUrl } = await stackInfo();
  return new Connection(`${apiUrl}/v1/?chainId=${SOLANA_MAINNET}&projectId=test-project`, {
    commitment: 'confirmed',
    wsEndpoint: solanaRpcUrl.replace(/^http/, 'ws'),
  });
}

/** Waits until the ledger says a transaction is confirmed; throws after 10 s. */
export async function waitForConfirmation(connection: Connection, signature: TransactionSignature): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const [status] = (await connection.getSignatureStatuses([signature])).value;
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
    if (performance.now() > deadline) throw new Error(`${signature} was not confirmed within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
