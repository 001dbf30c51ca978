// The local chains' block explorer, on the demo server: the page of an address
// (/explorer/{chainId}/address/{address}) and of a transaction (/explorer/{chainId}/tx/{hash}),
// read from the anvil chain, so the modal's "View on explorer" opens a page the stack serves
// (the demo's networks link here: demo/demoNetworks.mjs) rather than etherscan.io.
import { rpc } from './rpcClient.mjs';
import { formatUnits } from './units.mjs';

const PAGE = /^\/explorer\/(\d{1,12})\/(address|tx)\/([^/]+)$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

// The page only echoes a checked address or hash and numbers, never other request text.
const page = (title, rows) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:16px system-ui,sans-serif;margin:2rem;max-width:48rem}dd{margin:0 0 1rem;font-family:monospace;overflow-wrap:anywhere}</style></head>
<body><h1>${title}</h1><dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl></body></html>`;

/**
 * The explorer page of `path` as `{ status, html }`, or undefined when the path is not an
 * explorer page. `chains`: `{ [chainId]: rpcUrl }` of the running chains.
 */
export async function explorerPage(path, chains) {
  const match = PAGE.exec(path);
  if (!match) return undefined;
  const [, chainId, kind, id] = match;
  const rpcUrl = chains[chainId];
  if (!rpcUrl) return { status: 404, html: page('Unknown chain', [['Chain', chainId]]) };
  if (kind === 'address') {
    if (!ADDRESS.test(id)) return { status: 400, html: page('Not an address', [['Chain', chainId]]) };
    const balance = await rpc(rpcUrl, 'eth_getBalance', [id, 'latest']);
    return { status: 200, html: page('Address', [['Address', id], ['Chain', chainId], ['Balance', `${formatUnits(BigInt(balance), 18)} ETH`]]) };
  }
  if (!HASH.test(id)) return { status: 400, html: page('Not a transaction hash', [['Chain', chainId]]) };
  const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [id]);
  const status = !receipt ? 'Pending or unknown' : receipt.status === '0x1' ? 'Success' : 'Failed';
  const rows = [['Transaction', id], ['Chain', chainId], ['Status', status]];
  if (receipt) {
    rows.push(['Block', String(BigInt(receipt.blockNumber))]);
    for (const [term, value] of [['From', receipt.from], ['To', receipt.to ?? receipt.contractAddress]]) if (ADDRESS.test(value ?? '')) rows.push([term, value]);
  }
  return { status: 200, html: page('Transaction', rows) };
}
