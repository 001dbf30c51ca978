import { map } from 'nanostores';
import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';

export interface ProjectSettings {
  /** Whether tracked events are sent to the analytics service (off until known, off on failure). */
  analyticsEnabled: boolean;
  /** Features the project enabled or disabled remotely (/appkit/v1/config). */
  remoteFeatures: readonly RemoteFeature[];
}

export const $projectSettings = map<ProjectSettings>({ analyticsEnabled: false, remoteFeatures: [] });

/** A remote feature's switch; undefined when the project says nothing about it. */
export function isRemoteFeatureEnabled(settings: ProjectSettings, id: string): boolean | undefined {
  return settings.remoteFeatures.find((feature) => feature.id === id)?.isEnabled;
}
