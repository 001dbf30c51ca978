import { toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem';
import { isRecord } from '../../services/storage/guards';
import { isValidAddress } from '../../utils/validateAddress';
import { InvalidSessionRequestError } from '../../errors/smartSessionErrors';
import type { SessionPermission } from './SessionRequest';

const UINT256_MAX = 2n ** 256n - 1n;

/**
 * The functions that move or hand over tokens, by selector: the wallet allows a selector, the
 * visitor reads a name, and a function of another name with one of these selectors (cheap to
 * find) would read as harmless while it allows that.
 */
const TOKEN_SELECTORS: Readonly<Record<string, string>> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
  '0x39509351': 'increaseAllowance(address,uint256)',
  '0xa22cb465': 'setApprovalForAll(address,bool)',
  '0x42842e0e': 'safeTransferFrom(address,address,uint256)',
  '0xb88d4fde': 'safeTransferFrom(address,address,uint256,bytes)',
  '0xf242432a': 'safeTransferFrom(address,address,uint256,uint256,bytes)',
  '0x2eb2c2d6': 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
  '0xd505accf': 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
  '0xf2fde38b': 'transferOwnership(address)',
  '0xd73dd623': 'increaseApproval(address,uint256)',
  '0x4000aea0': 'transferAndCall(address,uint256,bytes)',
  // ERC-777
  '0x959b8c3f': 'authorizeOperator(address)',
  '0x9bd9bbc6': 'send(address,uint256,bytes)',
  // Permit2
  '0x87517c45': 'approve(address,address,uint160,uint48)',
  '0x36c78516': 'transferFrom(address,address,uint160,address)',
  // ERC-4626 vaults
  '0xb460af94': 'withdraw(uint256,address,address)',
  '0xba087652': 'redeem(uint256,address,address)',
};

export const refuse = (reason: string): never => {
  throw new InvalidSessionRequestError(reason);
};

/** `value` an object with exactly the `required` keys (and maybe the `optional` ones). */
export function onlyKeys(value: unknown, where: string, required: string[], optional: string[] = []): Record<string, unknown> {
  if (!isRecord(value)) return refuse(`${where} must be an object`);
  for (const key of Object.keys(value)) if (!required.includes(key) && !optional.includes(key)) refuse(`${where} has an unsupported field "${key}"`);
  for (const key of required) if (value[key] === undefined) refuse(`${where}.${key} is missing`);
  return value;
}

export function readAddress(value: unknown, where: string): string {
  if (typeof value !== 'string' || !isValidAddress(value)) return refuse(`${where} must be an address`);
  return value.toLowerCase();
}

function readAmount(value: unknown, where: string, { positive }: { positive: boolean }): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return refuse(`${where} must be a hex amount`);
  const amount = BigInt(value);
  if ((positive && amount === 0n) || amount > UINT256_MAX) refuse(`${where} must be a hex amount above 0`);
  return `0x${amount.toString(16)}`;
}

function readSeconds(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return refuse(`${where} must be a whole number of seconds above 0`);
  return value;
}

function readRecurring(data: unknown, where: string) {
  const fields = onlyKeys(data, where, ['allowance', 'start', 'period']);
  return { allowance: readAmount(fields.allowance, `${where}.allowance`, { positive: true }), start: readSeconds(fields.start, `${where}.start`), period: readSeconds(fields.period, `${where}.period`) };
}

function readContractCall(data: unknown, where: string) {
  const fields = onlyKeys(data, where, ['address', 'abi', 'functions']);
  const address = readAddress(fields.address, `${where}.address`);
  const abi = fields.abi;
  if (!Array.isArray(abi)) return refuse(`${where}.abi must be an array`);
  if (!Array.isArray(fields.functions) || !fields.functions.length) return refuse(`${where}.functions must name at least one function`);
  const functions = fields.functions.map((entry: unknown, index) => {
    const at = `${where}.functions[${index}]`;
    const fn = onlyKeys(entry, at, ['functionName'], ['valueLimit']);
    const name = fn.functionName;
    if (typeof name !== 'string' || !name) return refuse(`${at}.functionName must be a function's name`);
    const items = abi.filter((item: unknown) => isRecord(item) && item.type === 'function' && item.name === name);
    if (items.length !== 1) refuse(items.length ? `${at}: "${name}" is overloaded in the abi; name one function` : `${at}: the abi has no function "${name}"`);
    // Its inputs make its selector (the wallet computes it): each needs a type.
    const inputs = (items[0] as { inputs?: unknown }).inputs;
    if (!Array.isArray(inputs) || !inputs.every((input: unknown) => isRecord(input) && typeof input.type === 'string' && input.type !== '')) {
      refuse(`${at}: the abi's "${name}" is not a valid function`);
    }
    let signature = '';
    let selector = '';
    try {
      signature = toFunctionSignature(items[0] as AbiFunction);
      selector = toFunctionSelector(items[0] as AbiFunction);
    } catch {
      refuse(`${at}: the abi's "${name}" is not a valid function`);
    }
    const known = TOKEN_SELECTORS[selector];
    if (known && known !== signature) refuse(`${at}: "${signature}" has the selector of ${known} (${selector}), which is what the wallet would allow`);
    return { functionName: name, ...(fn.valueLimit === undefined ? {} : { valueLimit: readAmount(fn.valueLimit, `${at}.valueLimit`, { positive: false }) }) };
  });
  // One ValueLteEnforcer caveat bounds every call of the delegation: the wallets enforce one limit.
  if (new Set(functions.map((fn) => fn.valueLimit ?? '0x0')).size > 1) refuse(`${where}: one value limit for all its functions is all that can be enforced`);
  return { address, abi: JSON.parse(JSON.stringify(abi)) as unknown[], functions };
}

/**
 * One permission of a smart-session request, strictly: the three types of the protocol with only
 * the fields the wallet can enforce as asked. A fresh copy (lowercase addresses, canonical hex),
 * as the wallet echoes it; anything else is InvalidSessionRequestError naming the field.
 */
export function readSessionPermission(permission: unknown, where: string): SessionPermission {
  const fields = onlyKeys(permission, where, ['type', 'data']);
  const at = `${where}.data`;
  switch (fields.type) {
    case 'native-token-recurring-allowance':
      return { type: fields.type, data: readRecurring(fields.data, at) };
    case 'erc20-recurring-allowance': {
      const { token, ...rest } = onlyKeys(fields.data, at, ['token', 'allowance', 'start', 'period']);
      return { type: fields.type, data: { token: readAddress(token, `${at}.token`), ...readRecurring(rest, at) } };
    }
    case 'contract-call':
      return { type: fields.type, data: readContractCall(fields.data, at) };
    default:
      return refuse(`${where}.type "${String(fields.type)}" is not supported (native-token-recurring-allowance, erc20-recurring-allowance, contract-call)`);
  }
}
