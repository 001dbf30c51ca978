import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { $config } from '../../stores/config';
import { $theme } from '../../stores/theme';

/**
 * Tells the frame about the page (SYNC_DAPP_DATA: its metadata, SDK and project, which the
 * frame shows when it asks the visitor) and the modal's theme (SYNC_THEME), now and on every
 * theme change, so the approval screen looks like the modal around it.
 */
export function syncSecureFrame(frame: SecureFrame): void {
  const { metadata, sdkType, sdkVersion, projectId } = $config.get();
  void frame.request('SYNC_DAPP_DATA', { metadata, sdkType, sdkVersion, projectId }).catch(() => undefined);
  const syncTheme = () => {
    const { mode, variables } = $theme.get();
    void frame.request('SYNC_THEME', { themeMode: mode, themeVariables: variables }).catch(() => undefined);
  };
  syncTheme();
  $theme.listen(syncTheme);
}
