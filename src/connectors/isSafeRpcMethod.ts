import type { NamespaceConnector, RpcSafety } from './NamespaceConnector';
import { namespaceConnector, namespaceConnectors } from './namespaceConnectors';

/** A namespace's safety classes; none when it is not registered or its table cannot load (fail closed). */
function rpcMethodsOf(connector: NamespaceConnector | undefined): Promise<Readonly<Record<string, RpcSafety>>> {
  // Through then: a loader that throws at once fails closed too.
  return connector ? Promise.resolve(connector).then((known) => known.loadRpcMethods()).catch(() => ({})) : Promise.resolve({});
}

/**
 * Spec §6: whether a method is safe (a read or a raw send: nothing to approve), as the
 * namespaces say (their connector's RPC methods). In a namespace: safe when it lists the method
 * as safe. Without one (a request that does not say its namespace): safe when a registered
 * namespace lists it and none lists it as unsafe. A method no namespace lists is unsafe: it shows
 * that the wallet is waiting and is aborted when the wallet goes away. So is one of a namespace
 * whose table could not load.
 */
export async function isSafeRpcMethod(method: string, namespace?: string): Promise<boolean> {
  const asked = namespace === undefined ? namespaceConnectors() : [namespaceConnector(namespace)];
  const tables = await Promise.all(asked.map(rpcMethodsOf));
  const classes = tables.flatMap((methods): RpcSafety[] => (Object.hasOwn(methods, method) ? [methods[method] as RpcSafety] : []));
  return classes.length > 0 && classes.every((safety) => safety === 'safe');
}
