import type { ChainNamespace } from '../config/chainNamespaces';
import type { Features } from '../config/defaults';
import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';
import { FEATURE_RULES, type FeatureId, type FeatureRule } from './featureRules';

/** What a feature's offer depends on: the page, the project, the namespace and the connection. */
export interface FeatureContext {
  features: Features;
  remoteFeatures: readonly RemoteFeature[];
  namespace: ChainNamespace;
  connected: boolean;
  /** The page asked for sign-in (the `siwx` option). */
  siwx?: boolean;
}

/**
 * Whether a feature is offered: turned on by the page's `features` option, not turned off by
 * the project's remote switch, for the active namespace, and connected when it needs it.
 *
 * @example isFeatureOffered('activity', { features, remoteFeatures: [], namespace: 'solana', connected: true }) // false
 */
export function isFeatureOffered(id: FeatureId, context: FeatureContext): boolean {
  const rule: FeatureRule = FEATURE_RULES[id];
  if (rule.option && context.features[rule.option] === false) return false;
  if (rule.remote && context.remoteFeatures.some((feature) => feature.id === rule.remote && feature.isEnabled === false)) return false;
  if (rule.namespaces && !rule.namespaces.includes(context.namespace)) return false;
  if (rule.needsConnection && !context.connected) return false;
  if (rule.needsSiwx && !context.siwx) return false;
  return true;
}

/** The feature that owns a view, if any (views of no feature, such as Connect, are always offered). */
export function featureOfView(view: string): FeatureId | undefined {
  return (Object.keys(FEATURE_RULES) as FeatureId[]).find((id) => (FEATURE_RULES[id].views as readonly string[]).includes(view));
}
