import type { ChainNamespace } from '../config/chainNamespaces';
import type { Features } from '../config/defaults';
import type { NamespaceFeature } from '../connectors/NamespaceConnector';
import { namespaceConnector } from '../connectors/namespaceConnectors';
import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';
import { isViewName, VIEW_MANIFEST } from '../router/viewManifest';
import { FEATURE_RULES, type FeatureId, type FeatureRule, type RemoteSwitch } from './featureRules';

/** What a feature's offer depends on: the page, the project, the namespace and the connection. */
export interface FeatureContext {
  features: Features;
  /** The project's remote configuration; undefined until it is known (and when it could not be read). */
  remoteFeatures: readonly RemoteFeature[] | undefined;
  namespace: ChainNamespace;
  connected: boolean;
  /** The page asked for sign-in (the `siwx` option). */
  siwx?: boolean;
}

/**
 * What the project's remote configuration says of a switch, as AppKit's ConfigUtil reads it:
 * nothing while the configuration is unknown or when its entry's `config` is null (the page's
 * option decides); off when the entry is missing or has no config; else its `isEnabled`, with a
 * provider list the switch `allows` (an empty provider list turns swap and onramp off).
 */
export function isRemoteFeatureOn(remote: RemoteSwitch, features: readonly RemoteFeature[] | undefined): boolean | undefined {
  if (!features) return undefined;
  const entry = features.find((feature) => feature.id === remote.id);
  if (entry?.config === null) return undefined;
  if (!entry?.config) return false;
  const list = Array.isArray(entry.config) ? (entry.config as readonly unknown[]) : [];
  return entry.isEnabled && (remote.allows?.(list) ?? true);
}

/**
 * Whether a feature is offered: turned on by the page's `features` option, not turned off by
 * the project's remote switch (isRemoteFeatureOn), on the active namespace (a namespace-bound
 * feature only where its connector lists it), and connected when it needs it. The project can turn off what the page offers, never turn on what the page
 * turned off (AppKit lets the remote side win; a guest keeps to what its host asked).
 *
 * @example isFeatureOffered('send', { features, remoteFeatures: undefined, namespace, connected: false }) // false: send needs a connection
 */
export function isFeatureOffered(id: FeatureId, context: FeatureContext): boolean {
  const rule: FeatureRule = FEATURE_RULES[id];
  if (rule.option && context.features[rule.option] === false) return false;
  if (rule.remote && isRemoteFeatureOn(rule.remote, context.remoteFeatures) === false) return false;
  if (!rule.everyNamespace && !namespaceConnector(context.namespace)?.features.includes(id as NamespaceFeature)) return false;
  if (rule.needsConnection && !context.connected) return false;
  if (rule.needsSiwx && !context.siwx) return false;
  return true;
}

/** The feature that owns a view, as the view manifest says (views of no feature, such as Connect, are always offered). */
export function featureOfView(view: string): FeatureId | undefined {
  // The manifest's entries were checked as written: a feature is a FEATURE_RULES id.
  return isViewName(view) ? (VIEW_MANIFEST[view].feature as FeatureId | undefined) : undefined;
}
