import { decodeFunctionData, type Abi, type AbiFunction, type AbiParameter, type Hex } from 'viem';

/** What a router call does with the visitor's tokens, as far as its calldata says. */
export interface RouterCall {
  /** The token paid with (lowercase address), or 'native' for the network's coin. */
  tokenIn: string;
  /** The token received, or undefined when the calldata does not name it (a pool route). */
  tokenOut: string | undefined;
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
/** 1inch's `Address` type: an address in the low 160 bits, flags above. */
const addressOf = (packed: bigint) => `0x${(packed & ((1n << 160n) - 1n)).toString(16).padStart(40, '0')}`;
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

// The swap entry points of the routers the modal knows: 1inch's Aggregation Router v6 (the
// hosted convert service's) and Uniswap V2's Router02 (the local stack's market). Written as
// ABI items rather than signatures to parse: viem's signature parser would weigh more than them.
const ROUTER_ABI: Abi = [
  { ...fn('swap', ['address'], true), inputs: [{ type: 'address' }, SWAP_DESCRIPTION, { type: 'bytes' }] },
  fn('unoswap', [U, U, U, U]),
  fn('unoswap2', [U, U, U, U, U]),
  fn('unoswap3', [U, U, U, U, U, U]),
  fn('unoswapTo', [U, U, U, U, U]),
  fn('unoswapTo2', [U, U, U, U, U, U]),
  fn('unoswapTo3', [U, U, U, U, U, U, U]),
  fn('ethUnoswap', [U, U], true),
  fn('ethUnoswap2', [U, U, U], true),
  fn('ethUnoswap3', [U, U, U, U], true),
  fn('ethUnoswapTo', [U, U, U], true),
  fn('ethUnoswapTo2', [U, U, U, U], true),
  fn('ethUnoswapTo3', [U, U, U, U, U], true),
  // clipperSwap(clipperExchange, srcToken, dstToken, inputAmount, outputAmount, goodUntil, r, vs)
  fn('clipperSwap', ['address', U, 'address', U, U, U, 'bytes32', 'bytes32'], true),
  fn('clipperSwapTo', ['address', 'address', U, 'address', U, U, U, 'bytes32', 'bytes32'], true),
  // swapExactETHForTokens(amountOutMin, path, to, deadline)
  fn('swapExactETHForTokens', V2_PATH, true),
  // swapExact…(amountIn, amountOutMin, path, to, deadline)
  fn('swapExactTokensForETH', [U, ...V2_PATH]),
  fn('swapExactTokensForTokens', [U, ...V2_PATH]),
];

/** A path's first and last token, lowercase. */
const ends = (path: readonly string[]) => [path[0]?.toLowerCase() ?? ZERO, path[path.length - 1]?.toLowerCase() ?? ZERO] as const;

/**
 * What a swap's calldata says it does, for the routers the modal knows; undefined for any other
 * call (another function, or bytes that do not decode as its arguments). 1inch's pool routes
 * (unoswap…) name the token paid with but not the one received (the last pool's), so `tokenOut`
 * is then undefined.
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
    case 'unoswap':
    case 'unoswap2':
    case 'unoswap3':
      return { tokenIn: token(addressOf(n(0))), tokenOut: undefined, amountIn: n(1), minOut: n(2), recipient: 'sender' };
    case 'unoswapTo':
    case 'unoswapTo2':
    case 'unoswapTo3':
      return { tokenIn: token(addressOf(n(1))), tokenOut: undefined, amountIn: n(2), minOut: n(3), recipient: addressOf(n(0)) };
    case 'ethUnoswap':
    case 'ethUnoswap2':
    case 'ethUnoswap3':
      return { tokenIn: 'native', tokenOut: undefined, amountIn: undefined, minOut: n(0), recipient: 'sender' };
    case 'ethUnoswapTo':
    case 'ethUnoswapTo2':
    case 'ethUnoswapTo3':
      return { tokenIn: 'native', tokenOut: undefined, amountIn: undefined, minOut: n(1), recipient: addressOf(n(0)) };
    case 'clipperSwap':
      return { tokenIn: token(addressOf(n(1))), tokenOut: token(a[2] as string), amountIn: n(3), minOut: n(4), recipient: 'sender' };
    case 'clipperSwapTo':
      return { tokenIn: token(addressOf(n(2))), tokenOut: token(a[3] as string), amountIn: n(4), minOut: n(5), recipient: (a[1] as string).toLowerCase() };
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
