// The strict field readers of the session requests (readGrantRequest, readPermission,
// readRevokeRequest): each throws an Error naming the field it refuses.
import { isAddress } from 'viem';

export const fail = (message) => {
  throw new Error(message);
};
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
export const onlyKeys = (value, where, required, optional = []) => {
  if (!isObject(value)) fail(`${where} must be an object`);
  for (const key of Object.keys(value)) if (!required.includes(key) && !optional.includes(key)) fail(`${where} has an unsupported field "${key}"`);
  for (const key of required) if (value[key] === undefined) fail(`${where}.${key} is missing`);
};
export const readAddress = (value, where) => {
  if (typeof value !== 'string' || !isAddress(value)) fail(`${where} must be an address (0x and 40 hex digits, a valid checksum if mixed case)`);
  return value.toLowerCase();
};
