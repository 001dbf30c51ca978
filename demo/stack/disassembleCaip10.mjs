// A CAIP-10 account id read as the hosted data service reads one (blockchain-api's
// disassemble_caip10, src/utils/crypto.rs), shared by the twins that take one: the session
// routes (the path's account) and the exchange JSON-RPC (the Pay recipient).

// The namespaces the hosted parser knows (its CaipNamespaces).
const NAMESPACES = ['eip155', 'solana', 'ton', 'rootstock'];
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// A TON address as it can stand in the third part: user-friendly base64url (EQ…/UQ…). The raw
// form (`0:<64 hex>`) holds a colon, so a CAIP-10 carrying it has four parts and is refused first.
const TON_FRIENDLY = /^[EU][-_A-Za-z0-9]{35,}$/;

const ADDRESS = { eip155: EVM_ADDRESS, rootstock: EVM_ADDRESS, solana: BASE58, ton: TON_FRIENDLY };

/**
 * `{ namespace, reference, address }`, or `{ error }` with the hosted refusal's text (its
 * CryptoUitlsError, unprefixed: each route words its own frame around it), in the hosted order:
 * three parts, a known namespace, a chain reference, an address of that namespace.
 */
export function disassembleCaip10(caip10) {
  const parts = caip10.split(':');
  if (parts.length !== 3) return { error: `Wrong CAIP-10 format: ${caip10}` };
  const [namespace, reference, address] = parts;
  if (!NAMESPACES.includes(namespace)) return { error: `Namespace is not supported: ${caip10}` };
  // The hosted chain-id pattern is unanchored: one letter, digit or hyphen anywhere will do.
  if (!/[-a-zA-Z0-9]/.test(reference)) return { error: `Chain ID format is not supported: ${reference}` };
  if (!ADDRESS[namespace].test(address)) return { error: `Address format is not supported: ${address}` };
  return { namespace, reference, address };
}
