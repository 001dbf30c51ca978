import type { RpcSafety } from './NamespaceConnector';
import { namespaceConnector, namespaceConnectors } from './namespaceConnectors';

/**
 * Spec §6: whether a method is safe (a read or a raw send: nothing to approve), as the
 * namespaces say (their connector's `rpcMethods`). In a namespace: safe when it lists the method
 * as safe. Without one (a request that does not say its namespace): safe when a registered
 * namespace lists it and none lists it as unsafe. A method no namespace lists is unsafe: it shows
 * that the wallet is waiting and is aborted when the wallet goes away.
 */
export function isSafeRpcMethod(method: string, namespace?: string): boolean {
  const asked = namespace === undefined ? namespaceConnectors() : [namespaceConnector(namespace)];
  const classes = asked.flatMap((connector): RpcSafety[] => {
    const methods = connector?.rpcMethods;
    return methods && Object.hasOwn(methods, method) ? [methods[method] as RpcSafety] : [];
  });
  return classes.length > 0 && classes.every((safety) => safety === 'safe');
}
