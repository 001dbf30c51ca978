// The data-service twin's bundler route, as AppKit's hosted one answers (blockchain-api
// src/handlers/bundler.rs): POST /v1/bundler?projectId&chainId=eip155:N[&bundler=pimlico], a
// JSON-RPC body whose method is one of SupportedBundlerOps, passed to the chain's bundler
// (startBundlers.mjs) and its answer returned as it came, with 200.
// Refusals, in the hosted order: the query (400 text, missing projectId or chainId), the body
// (400 text when not JSON, 422 text when of the wrong shape, which includes any other method,
// e.g. eth_chainId), then an unknown project (401, an empty id here: any other id works locally,
// as on every route of the twin), a chainId that is not CAIP-2 (400), a `bundler` other than
// pimlico (400; the hosted service would forward to a public https bundler, the local stack has
// none) and a chain without a bundler (400, unsupported chain).
// No paymaster runs locally: the account pays its gas. The pm_* methods pass the hosted
// checks and are answered with a JSON-RPC error saying so (the hosted one asks Pimlico's).
import { readBody, sendJson } from '../http.mjs';
import { answering, parseJsonBody, refuse, rejectBody, rejectQuery, sendText } from '../hostedRefusals.mjs';

/** The methods the hosted route lets through (its SupportedBundlerOps, in its order). */
export const BUNDLER_METHODS = Object.freeze([
  'eth_getUserOperationReceipt',
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'pm_sponsorUserOperation',
  'pm_getPaymasterData',
  'pm_getPaymasterStubData',
  'pimlico_getUserOperationGasPrice',
]);
// The namespaces the hosted CAIP-2 parser knows (its CaipNamespaces).
const CAIP_NAMESPACES = ['eip155', 'solana', 'ton', 'rootstock'];
const PAYMASTER_METHODS = new Set(['pm_sponsorUserOperation', 'pm_getPaymasterData', 'pm_getPaymasterStubData']);

function checkBody(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) rejectBody(`invalid type: ${Array.isArray(body) ? 'sequence' : 'value'}, expected struct BundlerJsonRpcRequest`);
  for (const field of ['id', 'jsonrpc', 'method', 'params']) if (!(field in body)) rejectBody(`missing field \`${field}\``);
  if (body.id !== null && typeof body.id !== 'number' && typeof body.id !== 'string') rejectBody('id: data did not match any variant of untagged enum Id');
  if (typeof body.jsonrpc !== 'string') rejectBody('jsonrpc: invalid type, expected a string');
  if (!BUNDLER_METHODS.includes(body.method)) {
    rejectBody(`method: unknown variant \`${body.method}\`, expected one of ${BUNDLER_METHODS.map((m) => `\`${m}\``).join(', ')}`);
  }
}

/** `getBundlers()` gives `{ [chainId]: Promise<bundlerUrl> }`, read per request. */
export function createBundlerRoute({ getBundlers }) {
  return (req, res, url) =>
    answering(res, async () => {
      if (req.method !== 'POST') return sendText(res, 405, '');
      for (const name of ['projectId', 'chainId']) if (!url.searchParams.has(name)) rejectQuery(`missing field \`${name}\``);
      const body = parseJsonBody(await readBody(req));
      checkBody(body);
      res.rpcMethods = [body.method];
      if (!url.searchParams.get('projectId')) refuse(401, 'authentication', 'We failed to authenticate your request');
      const chainId = url.searchParams.get('chainId');
      // The hosted disassemble_caip2: two parts, a namespace it knows, a reference with a [-a-zA-Z0-9] run.
      const parts = chainId.split(':');
      if (parts.length !== 2) refuse(400, '', `Crypto utils error: Wrong CAIP-2 format: ${chainId}`);
      const [namespace, reference] = parts;
      if (!CAIP_NAMESPACES.includes(namespace)) refuse(400, '', `Crypto utils error: Namespace is not supported: ${chainId}`);
      if (!/[-a-zA-Z0-9]/.test(reference)) refuse(400, '', `Crypto utils error: Chain ID format is not supported: ${reference}`);
      const bundler = url.searchParams.get('bundler');
      if (bundler !== null && bundler !== 'pimlico') refuse(400, 'bundler_name', `Unsupported bundler name: the local stack runs only its own bundler (pimlico), got ${bundler}.`);
      const bundlers = getBundlers();
      // Own keys only: a chain id such as `constructor` names no bundler.
      const pending = namespace === 'eip155' && Object.hasOwn(bundlers, reference) ? bundlers[reference] : undefined;
      if (!pending) refuse(400, 'chainId', `We don't support the chainId you provided: ${chainId}. The local stack runs a bundler on ${Object.keys(bundlers).map((id) => `eip155:${id}`).join(', ') || 'no chain'}`);
      if (PAYMASTER_METHODS.has(body.method)) {
        return sendJson(res, 200, { jsonrpc: '2.0', id: body.id, error: { code: -32601, message: `${body.method}: no paymaster runs on the local stack; the smart account pays its own gas` } });
      }
      // A bundler still starting is waited for; one that failed to start is out of reach.
      const bundlerUrl = await pending.catch(() => refuse(503, 'transport', 'We failed to reach the provider for your request'));
      let upstream;
      try {
        upstream = await fetch(bundlerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
      } catch {
        // The hosted TransportError.
        refuse(503, 'transport', 'We failed to reach the provider for your request');
      }
      return sendJson(res, 200, await upstream.json());
    });
}

