import { map } from 'nanostores';
import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';

export interface ProjectSettings {
  /** Whether tracked events are sent to the analytics service (off until known, off on failure). */
  analyticsEnabled: boolean;
  /** The project's remote configuration (/appkit/v1/config); undefined until known, and when it could not be read. */
  remoteFeatures: readonly RemoteFeature[] | undefined;
}

export const $projectSettings = map<ProjectSettings>({ analyticsEnabled: false, remoteFeatures: undefined });
