// Reads one permission of a smart-session request strictly (readGrantRequest, readRevokeRequest):
// the three types this project grants, with only the fields the framework can enforce as asked.
// Throws an Error naming the field; returns a fresh copy (lowercase addresses, canonical hex).
import { toFunctionSelector } from 'viem';
import { fail, isObject, onlyKeys, readAddress } from './readFields.mjs';

const UINT256_MAX = 2n ** 256n - 1n;

const readAmount = (value, where) => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value) || BigInt(value) === 0n || BigInt(value) > UINT256_MAX) fail(`${where} must be a hex amount above 0`);
  return `0x${BigInt(value).toString(16)}`;
};
const readSeconds = (value, where) => {
  if (!Number.isSafeInteger(value) || value <= 0) fail(`${where} must be a whole number of seconds above 0`);
  return value;
};

const readRecurring = (data, where, withToken) => {
  onlyKeys(data, where, withToken ? ['token', 'allowance', 'start', 'period'] : ['allowance', 'start', 'period']);
  return {
    ...(withToken ? { token: readAddress(data.token, `${where}.token`) } : {}),
    allowance: readAmount(data.allowance, `${where}.allowance`),
    start: readSeconds(data.start, `${where}.start`),
    period: readSeconds(data.period, `${where}.period`),
  };
};

const readContractCall = (data, where) => {
  onlyKeys(data, where, ['address', 'abi', 'functions']);
  const address = readAddress(data.address, `${where}.address`);
  if (!Array.isArray(data.abi)) fail(`${where}.abi must be an array`);
  if (!Array.isArray(data.functions) || !data.functions.length) fail(`${where}.functions must name at least one function`);
  const functions = data.functions.map((fn, i) => {
    const at = `${where}.functions[${i}]`;
    onlyKeys(fn, at, ['functionName'], ['valueLimit']);
    if (fn.args !== undefined) fail(`${at}.args cannot be enforced`);
    const { functionName } = fn;
    if (typeof functionName !== 'string' || !functionName) fail(`${at}.functionName must be a function's name`);
    const items = data.abi.filter((item) => isObject(item) && item.type === 'function' && item.name === functionName);
    if (items.length !== 1) fail(items.length ? `${at}: "${functionName}" is overloaded in the abi; name one function` : `${at}: the abi has no function "${functionName}"`);
    let selector;
    try {
      selector = toFunctionSelector(items[0]);
    } catch {
      fail(`${at}: the abi's "${functionName}" is not a valid function`);
    }
    return { functionName, selector, ...(fn.valueLimit === undefined ? {} : { valueLimit: readValueLimit(fn.valueLimit, `${at}.valueLimit`) }) };
  });
  const limits = new Set(functions.map((fn) => fn.valueLimit ?? '0x0'));
  if (limits.size > 1) fail(`${where}: one value limit for all its functions is all that can be enforced`);
  // The abi is echoed as asked (a JSON copy); the selectors are what the caveats hold.
  return { address, abi: JSON.parse(JSON.stringify(data.abi)), functions: functions.map(({ selector, ...fn }) => fn), selectors: functions.map((fn) => fn.selector) };
};
const readValueLimit = (value, where) => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) fail(`${where} must be a hex amount`);
  return `0x${BigInt(value).toString(16)}`;
};

/**
 * `{ type, data }`; a contract-call's data also carries `selectors` (what the caveats hold; grantResponse
 * leaves it out of the answer). `where` names it in messages, e.g. 'permissions[0]'.
 */
export const readPermission = (permission, where) => {
  onlyKeys(permission, where, ['type', 'data']);
  const at = `${where}.data`;
  switch (permission.type) {
    case 'native-token-recurring-allowance':
      return { type: permission.type, data: readRecurring(permission.data, at, false) };
    case 'erc20-recurring-allowance':
      return { type: permission.type, data: readRecurring(permission.data, at, true) };
    case 'contract-call':
      return { type: permission.type, data: readContractCall(permission.data, at) };
    default:
      return fail(`${where}.type "${String(permission.type)}" is not supported (native-token-recurring-allowance, erc20-recurring-allowance, contract-call)`);
  }
};

