// A minimal ERC-20 in hand-assembled EVM code (no compiler in the stack): name, symbol, decimals,
// totalSupply, balanceOf, transfer, transferFrom, approve, allowance, with Transfer and Approval
// events. The constructor mints the whole supply to the deployer (a Transfer from 0x0).
// Storage: slot 0 = totalSupply; balance of A at keccak(A) (32 bytes hashed); allowance of
// owner O to spender S at keccak(O ‖ S) (64 bytes hashed), so the two maps never collide.
// Name and symbol are baked into the runtime code (at most 32 bytes each).
// Selectors and topics are keccak256 of the signatures (checked by test/stack/tokens.test.ts).
// Too little balance or allowance reverts with Solidity's Error(string), OpenZeppelin 4's texts,
// so a client decoding revert reasons meets what real tokens answer; other failures (bad
// calldata, unknown selector, ETH sent) revert with empty data, as compiled contracts do.
import { assemble, data, label, mark, push, pushLeft, ref } from './evmAssembler.mjs';

export const SELECTORS = {
  name: 0x06fdde03, symbol: 0x95d89b41, decimals: 0x313ce567, totalSupply: 0x18160ddd,
  balanceOf: 0x70a08231, transfer: 0xa9059cbb, transferFrom: 0x23b872dd, approve: 0x095ea7b3,
  allowance: 0xdd62ed3e,
};
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
export const APPROVAL_TOPIC = '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925';

const ADDRESS_MASK = (1n << 160n) - 1n;
/** The revert texts, as OpenZeppelin 4's ERC-20 words them. */
export const REVERT_REASONS = {
  balance: 'ERC20: transfer amount exceeds balance',
  allowance: 'ERC20: insufficient allowance',
};
// First 4 bytes of keccak256('Error(string)'): what `require(condition, text)` reverts with.
const ERROR_SELECTOR = Buffer.from('08c379a0', 'hex');

const arg = (n) => [push(4 + 32 * n), 'CALLDATALOAD'];
const addressArg = (n) => [...arg(n), push(ADDRESS_MASK), 'AND'];
const caller = ['CALLER'];
// Reverts unless the calldata holds the selector and n words, as compiled contracts do.
const needArgs = (n) => [push(4 + 32 * n), 'CALLDATASIZE', 'LT', ref('fail'), 'JUMPI'];
const returnWord = [push(0), 'MSTORE', push(32), push(0), 'RETURN'];
const returnTrue = [push(1), ...returnWord];
const balanceSlot = (address) => [...address, push(0), 'MSTORE', push(32), push(0), 'SHA3'];
const allowanceSlot = (owner, spender) => [...owner, push(0), 'MSTORE', ...spender, push(32), 'MSTORE', push(64), push(0), 'SHA3'];

function returnString(text) {
  const bytes = Buffer.from(text, 'utf8');
  return [
    push(32), push(0), 'MSTORE', // offset of the string
    push(bytes.length), push(32), 'MSTORE', // its length
    pushLeft(bytes), push(64), 'MSTORE', // its bytes
    push(96), push(0), 'RETURN',
  ];
}

/** Reverts with the ABI encoding of Error(text): selector, offset 0x20, length, text padded to words. */
function revertWith(text) {
  const bytes = Buffer.from(text, 'utf8');
  const words = [];
  for (let at = 0; at < bytes.length; at += 32) words.push(bytes.subarray(at, at + 32));
  return [
    pushLeft(ERROR_SELECTOR), push(0), 'MSTORE', // bytes 0-3; the next stores overwrite the zeros after it
    push(32), push(4), 'MSTORE', // offset of the string
    push(bytes.length), push(36), 'MSTORE', // its length
    words.map((chunk, i) => [pushLeft(chunk), push(68 + 32 * i), 'MSTORE']), // its bytes, zero-padded
    push(68 + 32 * words.length), push(0), 'REVERT',
  ];
}

/** Moves `amount` from `from` to `to` (each a code snippet that pushes the value), then logs Transfer. */
function move(from, to, amount) {
  return [
    ...balanceSlot(from), 'DUP1', 'SLOAD', ...amount, // [amount, fromBalance, fromSlot]
    'DUP1', 'DUP3', 'LT', ref('lowBalance'), 'JUMPI', // fromBalance < amount: revert
    'DUP1', 'DUP3', 'SUB', 'DUP4', 'SSTORE', // fromSlot = fromBalance - amount
    // Read the receiver after writing the sender, so a transfer to oneself keeps the balance.
    ...balanceSlot(to), 'DUP1', 'SLOAD', 'DUP3', 'ADD', 'SWAP1', 'SSTORE', // toSlot += amount
    push(0), 'MSTORE', 'POP', 'POP', // event data = amount
    ...to, ...from, push(TRANSFER_TOPIC), push(32), push(0), 'LOG3',
  ];
}

function runtime({ name, symbol, decimals }) {
  const functions = {
    name: returnString(name),
    symbol: returnString(symbol),
    decimals: [push(decimals), ...returnWord],
    totalSupply: [push(0), 'SLOAD', ...returnWord],
    balanceOf: [...needArgs(1), ...balanceSlot(addressArg(0)), 'SLOAD', ...returnWord],
    allowance: [...needArgs(2), ...allowanceSlot(addressArg(0), addressArg(1)), 'SLOAD', ...returnWord],
    approve: [
      ...needArgs(2), ...arg(1), ...allowanceSlot(caller, addressArg(0)), 'SSTORE',
      ...arg(1), push(0), 'MSTORE',
      ...addressArg(0), ...caller, push(APPROVAL_TOPIC), push(32), push(0), 'LOG3',
      ...returnTrue,
    ],
    transfer: [...needArgs(2), ...move(caller, addressArg(0), arg(1)), ...returnTrue],
    transferFrom: [
      ...needArgs(3),
      ...allowanceSlot(addressArg(0), caller), 'DUP1', 'SLOAD', ...arg(2), // [amount, allowance, slot]
      'DUP1', 'DUP3', 'LT', ref('lowAllowance'), 'JUMPI', // allowance < amount: revert
      'DUP2', 'NOT', 'ISZERO', ref('unlimited'), 'JUMPI', // the max allowance is never spent
      'DUP1', 'DUP3', 'SUB', 'DUP4', 'SSTORE',
      label('unlimited'), 'POP', 'POP', 'POP',
      ...move(addressArg(0), addressArg(1), arg(2)),
      ...returnTrue,
    ],
  };
  const names = Object.keys(functions);
  return assemble([
    'CALLVALUE', ref('fail'), 'JUMPI', // not payable
    push(0), 'CALLDATALOAD', push(0xe0), 'SHR', // selector
    names.map((fn) => ['DUP1', push(SELECTORS[fn], 4), 'EQ', ref(fn), 'JUMPI']),
    label('fail'), push(0), 'DUP1', 'REVERT',
    label('lowBalance'), revertWith(REVERT_REASONS.balance),
    label('lowAllowance'), revertWith(REVERT_REASONS.allowance),
    names.map((fn) => [label(fn), functions[fn]]),
  ]);
}

/** Creation code (0x-hex) of a token that mints `supply` base units to its deployer. */
export function erc20InitCode({ name, symbol, decimals, supply }) {
  const code = runtime({ name, symbol, decimals });
  return `0x${assemble([
    push(supply), 'DUP1', push(0), 'SSTORE', // totalSupply
    ...balanceSlot(caller), 'SSTORE', // deployer's balance
    push(supply), push(0), 'MSTORE',
    ...caller, push(0), push(TRANSFER_TOPIC), push(32), push(0), 'LOG3', // Transfer(0x0, deployer, supply)
    push(code.length, 2), ref('runtime'), push(0), 'CODECOPY',
    push(code.length, 2), push(0), 'RETURN',
    mark('runtime'), data(code),
  ]).toString('hex')}`;
}
