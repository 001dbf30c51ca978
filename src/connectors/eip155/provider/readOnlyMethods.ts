import { EIP155_READ_METHODS } from '../eip155RpcMethods';

const READ_ONLY_METHODS = new Set(EIP155_READ_METHODS);

/** Whether the provider answers a method from the network's RPC (EIP155_READ_METHODS), not the wallet. */
export function isReadOnlyMethod(method: string): boolean {
  return READ_ONLY_METHODS.has(method);
}
