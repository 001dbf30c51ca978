// The Content-Security-Policy README.md documents, read from the README at request time and
// served as the header of test/pages/readme-csp.html, so the test checks the very policy hosts
// copy. The only change is mechanical: each hosted service origin in ORIGIN_PARAMS becomes the
// local stack's origin the page names in its query string (the stack runs on free ports).
// Every other source (the verify frame, the embedded-wallet site, 'self', data:, blob:, …)
// is kept as written.
import { readFileSync } from 'node:fs';

const README = new URL('../../README.md', import.meta.url);
// The fenced ```http block whose one line is the header.
const POLICY_BLOCK = /```http\nContent-Security-Policy: ([^\n]+)\n```/;

/** Hosted origin → the query parameter of readme-csp.html that carries its local stand-in. */
export const ORIGIN_PARAMS = {
  'https://rpc.walletconnect.org': 'api',
  'https://api.web3modal.org': 'explorer',
  'wss://relay.walletconnect.org': 'relay',
  // The local data service's token icons come from its wallet-list twin.
  'https://cdn.zerion.io': 'explorer',
};

/** The policy value of README.md, verbatim. Throws when the README has no such block. */
export function readmePolicy(text = readFileSync(README, 'utf8')) {
  const match = POLICY_BLOCK.exec(text);
  if (!match) throw new Error('README.md has no ```http Content-Security-Policy block');
  return match[1].trim();
}

// Only loopback origins of the local stack may stand in for a hosted one.
function localOrigin(value) {
  const url = new URL(value);
  if (!['http:', 'ws:'].includes(url.protocol) || !['127.0.0.1', 'localhost'].includes(url.hostname)) {
    throw new Error(`not a local stack origin: ${value}`);
  }
  return url.origin;
}

/** The README's policy with each hosted origin of ORIGIN_PARAMS replaced by its local origin. */
export function localisedPolicy(policy, params) {
  return policy
    .split(' ')
    .map((source) => {
      const param = ORIGIN_PARAMS[source.replace(/;$/, '')];
      if (!param) return source;
      const local = localOrigin(params.get(param) ?? '');
      return source.endsWith(';') ? `${local};` : local;
    })
    .join(' ');
}
