import { decodeFunctionData, type Abi, type AbiFunction, type AbiParameter, type Hex } from 'viem';

/** What a router call does with the visitor's tokens, as far as its calldata says. */
export interface RouterCall {
  /** The token paid with (lowercase address), or 'native' for the network's coin. */
  tokenIn: string;
  /** The token received. */
  tokenOut: string;
  /** The amount paid, or undefined when it is the transaction's value. */
  amountIn: bigint | undefined;
  /** The least the call may deliver, in base units of the token received. */
  minOut: bigint;
  /** Who receives it (lowercase address), or 'sender' for the account that sends the call. */
  recipient: string;
}

/** How 1inch and the convert service name the native coin. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const ZERO = '0x0000000000000000000000000000000000000000';
const token = (address: string) => (address.toLowerCase() === NATIVE_PLACEHOLDER ? 'native' : address.toLowerCase());

/** A function of a router's ABI by its argument types (positional: the reader needs no names). */
const fn = (name: string, types: string[], payable = false): AbiFunction => ({
  type: 'function',
  name,
  stateMutability: payable ? 'payable' : 'nonpayable',
  inputs: types.map((type) => ({ type })),
  outputs: [],
});
const U = 'uint256';
/** 1inch's SwapDescription, read by field name. */
const SWAP_DESCRIPTION: AbiParameter = {
  type: 'tuple',
  components: ['srcToken', 'dstToken', 'srcReceiver', 'dstReceiver', 'amount', 'minReturnAmount', 'flags'].map((name, index) => ({ name, type: index < 4 ? 'address' : U })),
};
const V2_PATH = [U, 'address[]', 'address', U];

// The swap entry points of the routers the modal knows, where the router itself holds the call
// to what it names: 1inch's Aggregation Router v6 (the hosted convert service's) `swap`, which
// pays the executor the service chose but then checks the receiver's balance of the token named
// grew by the minimum; and Uniswap V2's Router02 (the local stack's market), whose pools are its
// own factory's pairs of the path's tokens. 1inch's pool routes (unoswap…, ethUnoswap…) and
// Clipper swaps are not taken: they hand the tokens to a pool or exchange contract the service
// names, and that contract, not the call, decides what the visitor receives (the router trusts
// the pool's reserves for the minimum). Written as ABI items rather than signatures to parse:
// viem's signature parser would weigh more than them.
const ROUTER_ABI: Abi = [
  { ...fn('swap', ['address'], true), inputs: [{ type: 'address' }, SWAP_DESCRIPTION, { type: 'bytes' }] },
  // swapExactETHForTokens(amountOutMin, path, to, deadline)
  fn('swapExactETHForTokens', V2_PATH, true),
  // swapExact…(amountIn, amountOutMin, path, to, deadline)
  fn('swapExactTokensForETH', [U, ...V2_PATH]),
  fn('swapExactTokensForTokens', [U, ...V2_PATH]),
];

/** A path's first and last token, lowercase. */
const ends = (path: readonly string[]) => [path[0]?.toLowerCase() ?? ZERO, path[path.length - 1]?.toLowerCase() ?? ZERO] as const;

/**
 * What a swap's calldata says it does, for the routers' calls the modal takes; undefined for any
 * other call (another function, a pool route, or bytes that do not decode as its arguments).
 */
export function readRouterCall(data: Hex): RouterCall | undefined {
  let call: { functionName: string; args?: readonly unknown[] | undefined };
  try {
    call = decodeFunctionData({ abi: ROUTER_ABI, data });
  } catch {
    return undefined;
  }
  const a = call.args as readonly unknown[];
  const n = (index: number) => a[index] as bigint;
  switch (call.functionName) {
    case 'swap': {
      const desc = a[1] as { srcToken: string; dstToken: string; dstReceiver: string; amount: bigint; minReturnAmount: bigint };
      // A zero receiver is the sender (1inch pays msg.sender then).
      const recipient = desc.dstReceiver.toLowerCase() === ZERO ? 'sender' : desc.dstReceiver.toLowerCase();
      return { tokenIn: token(desc.srcToken), tokenOut: token(desc.dstToken), amountIn: desc.amount, minOut: desc.minReturnAmount, recipient };
    }
    case 'swapExactETHForTokens': {
      // The router takes its own WETH first: only the token received is named.
      const [, last] = ends(a[1] as readonly string[]);
      return { tokenIn: 'native', tokenOut: last, amountIn: undefined, minOut: n(0), recipient: (a[2] as string).toLowerCase() };
    }
    case 'swapExactTokensForETH': {
      const [first] = ends(a[2] as readonly string[]);
      return { tokenIn: first, tokenOut: 'native', amountIn: n(0), minOut: n(1), recipient: (a[3] as string).toLowerCase() };
    }
    case 'swapExactTokensForTokens': {
      const [first, last] = ends(a[2] as readonly string[]);
      return { tokenIn: first, tokenOut: last, amountIn: n(0), minOut: n(1), recipient: (a[3] as string).toLowerCase() };
    }
  }
}
