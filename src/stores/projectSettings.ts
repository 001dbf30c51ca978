import { map } from 'nanostores';
import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';

export interface ProjectSettings {
  /** Whether tracked events are sent to the analytics service (off until known, off on failure). */
  analyticsEnabled: boolean;
  /** Features the project enabled or disabled remotely (/appkit/v1/config). */
  remoteFeatures: readonly RemoteFeature[];
}

export const $projectSettings = map<ProjectSettings>({ analyticsEnabled: false, remoteFeatures: [] });
