import { HOSTED_EXPLORER_URL } from '../../config/hostedServices';
import { fetchAllowedOrigins } from '../../services/walletList/fetchAllowedOrigins';
import { fetchAnalyticsEnabled, fetchRemoteFeatures } from '../../services/walletList/fetchProjectConfig';
import { showAlert } from '../../stores/alert';
import { $config } from '../../stores/config';
import { $projectSettings } from '../../stores/projectSettings';
import { walletListContext } from '../../stores/serviceContexts';
import { isOriginAllowed } from '../../utils/isOriginAllowed';
import { alertForServiceError } from './alertForServiceError';

/**
 * Reads the project's settings in the background once the page has configured the modal:
 * remote features, whether analytics is on, and whether this origin may use the project
 * id. Problems become the alerts of spec §8; nothing here blocks or breaks the modal.
 */
export async function checkProject(origin: string = location.origin): Promise<void> {
  const config = $config.get();
  if (!config.projectId && config.explorerUrl === HOSTED_EXPLORER_URL) {
    showAlert('Project ID Not Configured');
    return;
  }
  const context = walletListContext();
  const [features, analyticsEnabled] = await Promise.all([fetchRemoteFeatures(context), fetchAnalyticsEnabled(context)]);
  $projectSettings.set({ remoteFeatures: features, analyticsEnabled });
  try {
    const allowed = await fetchAllowedOrigins(context);
    if (!isOriginAllowed(origin, allowed)) showAlert('Invalid App Configuration');
  } catch (error) {
    alertForServiceError(error);
  }
}
