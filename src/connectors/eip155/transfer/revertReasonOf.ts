import { BaseError, decodeErrorResult, isHex, type Hex } from 'viem';

/** The revert data somewhere in an error's causes: a node's JSON-RPC error carries it as `data` (or `data.data`). */
function revertDataOf(error: BaseError): Hex | undefined {
  let found: Hex | undefined;
  error.walk((cause) => {
    const data = (cause as { data?: unknown }).data;
    const candidate = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : data;
    if (typeof candidate === 'string' && isHex(candidate) && candidate.length >= 10) found = candidate;
    return found !== undefined;
  });
  return found;
}

/**
 * The revert reason inside an error of a call or an estimate: the contract's `Error(string)`
 * text, a `Panic` code, or undefined when the contract gave none (or it is not readable).
 */
export function revertReasonOf(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const data = revertDataOf(error);
  if (!data) return undefined;
  try {
    const decoded = decodeErrorResult({ abi: [], data });
    if (decoded.errorName === 'Error' && typeof decoded.args?.[0] === 'string') return decoded.args[0];
    if (decoded.errorName === 'Panic') return `Panic ${String(decoded.args?.[0])}`;
  } catch {
    // A custom error we have no ABI for: no readable reason.
  }
  return undefined;
}
