// Checks EVM signatures the way a hosted service would: through the chain. For a chain the stack
// runs, viem's verifyMessage goes through a public client on that anvil chain (verifyHash:
// ERC-6492 / ERC-1271 first, so smart accounts verify too, then ECDSA recovery). For a
// chain id the stack does not run, only plain recovery is possible, which covers EOAs only.
// Used by the name registration (nameRegistration.mjs) and the sign-in service (auth/).
import { createPublicClient, http, verifyMessage as recoverAndCompare } from 'viem';

const SIGNATURE = /^0x[0-9a-fA-F]{130,}$/; // at least r, s and v (65 bytes); longer for ERC-6492 wrappers

/** An error the services answer as 502: the chain was needed and could not be reached. */
function unreachable(chainId, error) {
  return Object.assign(new Error(`Chain ${chainId} is not reachable to verify the signature: ${error.shortMessage ?? error.message}`), { status: 502 });
}

/** `getChains()` → the running chains `[{ chainId, rpcUrl }]`, read per call. */
export function createEvmVerifier({ getChains }) {
  const clients = new Map(); // rpcUrl -> public client (a restarted chain gets a new URL)

  function clientFor(chainId) {
    const chain = getChains().find((c) => c.chainId === chainId);
    if (!chain) return null;
    if (!clients.has(chain.rpcUrl)) clients.set(chain.rpcUrl, createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }));
    return clients.get(chain.rpcUrl);
  }

  async function throughChain(chainId, check) {
    try {
      return await check();
    } catch (error) {
      // viem answers false for a signature that does not verify; it throws for the transport,
      // and for some malformed signatures, which simply do not verify.
      if (/HttpRequestError|TimeoutError|SocketClosedError/.test(error?.name ?? '')) throw unreachable(chainId, error);
      return false;
    }
  }

  return {
    /** personal_sign of `message` (text) by `address`, checked on `chainId` when the stack runs it. */
    async verifyPersonalSign({ chainId, address, message, signature }) {
      if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
      const client = clientFor(chainId);
      if (!client) return recoverAndCompare({ address, message, signature }).catch(() => false);
      return throughChain(chainId, () => client.verifyMessage({ address, message, signature }));
    },
  };
}
