import { computed } from 'nanostores';
import type { SocialProvider } from '../config/defaults';
import { FEATURE_RULES, type FeatureId } from '../features/featureRules';
import { featureOfView, isFeatureOffered } from '../features/isFeatureOffered';
import type { ViewName } from '../router/viewManifest';
import { $isConnected } from './account';
import { $config } from './config';
import { $activeNamespace } from './network';
import { $projectSettings } from './projectSettings';

/**
 * The features offered right now (the feature registry, src/features): what the page's
 * options, the project's remote switches, the active namespace and the connection allow.
 * Views and actions ask this one place whether to offer something.
 */
export const $offeredFeatures = computed(
  [$config, $projectSettings, $activeNamespace, $isConnected],
  (config, settings, namespace, connected): ReadonlySet<FeatureId> => {
    const context = { features: config.features, remoteFeatures: settings.remoteFeatures, namespace, connected, siwx: config.siwx !== undefined };
    return new Set((Object.keys(FEATURE_RULES) as FeatureId[]).filter((id) => isFeatureOffered(id, context)));
  },
);

/**
 * The social logins to offer (spec §1 socials): the page's list, narrowed to the providers of
 * the project's `social_login` list when it has one; none when the feature is not offered.
 */
export const $offeredSocials = computed([$config, $projectSettings, $offeredFeatures], (config, settings, offered): readonly SocialProvider[] => {
  const socials = config.features.socials;
  if (!offered.has('socials') || !socials) return [];
  const remote = settings.remoteFeatures?.find((feature) => feature.id === 'social_login')?.config;
  return Array.isArray(remote) ? socials.filter((social) => remote.includes(social)) : socials;
});

/** Whether a view may be shown now: its feature (if it has one) is offered. */
export function isViewOffered(view: ViewName): boolean {
  const feature = featureOfView(view);
  return feature === undefined || $offeredFeatures.get().has(feature);
}
