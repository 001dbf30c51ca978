import { HOSTED_EXPLORER_URL } from '../../config/hostedServices';
import type { ResolvedConfig } from '../../config/resolveConfig';
import { fetchAllowedOrigins } from '../../services/walletList/fetchAllowedOrigins';
import { fetchAnalyticsEnabled, fetchRemoteFeatures } from '../../services/walletList/fetchProjectConfig';
import { $alert, dismissAlert, showAlert, type AlertState } from '../../stores/alert';
import { $config } from '../../stores/config';
import { whenConfigSettles, type PageSetting, type Settling } from '../../stores/whenConfigSettles';
import { $modalState } from '../../stores/modal';
import { $projectSettings } from '../../stores/projectSettings';
import { walletListContext } from '../../stores/serviceContexts';
import { isOriginAllowed } from '../../utils/isOriginAllowed';
import { alertForServiceError } from './alertForServiceError';

/** What the check depends on: it is run again when either changes. */
const projectKey = (config: ResolvedConfig) => JSON.stringify([config.projectId, config.explorerUrl]);
const PROJECT_NEEDS: readonly PageSetting[] = ['projectId', 'explorerUrl'];

/** The alert the last check showed, taken down when the project changes. */
let shownAlert: AlertState | undefined;

function showProjectAlert(show: () => void): void {
  const before = $alert.get();
  show();
  if ($alert.get() !== before) shownAlert = $alert.get();
}

function dismissProjectAlert(): void {
  if (shownAlert && $alert.get() === shownAlert) dismissAlert();
  shownAlert = undefined;
}

/**
 * Reads the project's settings in the background once the page has configured the modal:
 * remote features, whether analytics is on, and whether this origin may use the project
 * id. Problems become the alerts of spec §8; nothing here blocks or breaks the modal. An
 * answer that comes after the page changed its project id or wallet-list service is dropped,
 * and so are settings that come after another check (or anything else) set them meanwhile.
 */
export async function checkProject(origin: string = location.origin): Promise<void> {
  const config = $config.get();
  const key = projectKey(config);
  const current = () => projectKey($config.get()) === key;
  const settingsBefore = $projectSettings.get();
  if (!config.projectId && config.explorerUrl === HOSTED_EXPLORER_URL) {
    showProjectAlert(() => showAlert('Project ID Not Configured'));
    return;
  }
  const context = walletListContext();
  const [features, analyticsEnabled] = await Promise.all([fetchRemoteFeatures(context), fetchAnalyticsEnabled(context)]);
  if (!current()) return;
  if ($projectSettings.get() === settingsBefore) $projectSettings.set({ remoteFeatures: features, analyticsEnabled });
  try {
    const allowed = await fetchAllowedOrigins(context);
    if (current() && !isOriginAllowed(origin, allowed)) showProjectAlert(() => showAlert('Invalid App Configuration'));
  } catch (error) {
    if (current()) showProjectAlert(() => alertForServiceError(error));
  }
}

let following = false;

/**
 * Checks the project against the configuration the page sets, whenever it sets it: once its
 * project id and wallet-list service have settled (see whenConfigSettles), and again each
 * time either changes. Opening the modal runs a waiting check at once, since its alerts show
 * there.
 */
export function followProject(): void {
  if (following) return;
  following = true;
  let checkedKey: string | undefined;
  let pending: Settling | undefined;
  const plan = () => {
    if (pending || projectKey($config.get()) === checkedKey) return;
    dismissProjectAlert();
    pending = whenConfigSettles(PROJECT_NEEDS, () => {
      pending = undefined;
      checkedKey = projectKey($config.get());
      void checkProject().catch(() => undefined);
    });
  };
  $config.listen(plan);
  $modalState.listen((state) => {
    if (state.open) pending?.flush();
  });
  plan();
}
