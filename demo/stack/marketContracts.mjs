// The local market's contracts: Uniswap V2 as published on npm (@uniswap/v2-core 1.0.1 and
// @uniswap/v2-periphery 1.1.0-beta.0, dependencies of the demo workspace), read from their compiled JSON artifacts
// (Waffle format: `abi`, and `bytecode` without 0x). No compiler runs: the stack deploys the
// bytecode the packages ship. The pair's init code hash in v2-core's artifacts is the one the
// router hard-codes (0x96e8ac42…), so the router finds the pairs the factory creates here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function artifact(path) {
  const { abi, bytecode } = require(path);
  return { abi, bytecode: `0x${bytecode.replace(/^0x/, '')}` };
}

export const WETH9 = artifact('@uniswap/v2-periphery/build/WETH9.json');
export const FACTORY = artifact('@uniswap/v2-core/build/UniswapV2Factory.json');
export const ROUTER = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json');
export const PAIR = artifact('@uniswap/v2-core/build/UniswapV2Pair.json');

/** The ERC-20 calls the market's code makes on tokens (ours, erc20Bytecode.mjs, and WETH9). */
export const ERC20_ABI = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'allowance', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ name: 'spender', type: 'address' }, { name: 'amount', type: 'uint256' }], outputs: [{ name: '', type: 'bool' }] },
];

export const MAX_UINT256 = (1n << 256n) - 1n;
