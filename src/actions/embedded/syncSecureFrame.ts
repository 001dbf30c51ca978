import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { $config } from '../../stores/config';
import { $locale } from '../../stores/locale';
import { $theme } from '../../stores/theme';

/**
 * Tells the frame about the page (SYNC_DAPP_DATA: its metadata, SDK and project, which the
 * frame shows when it asks the visitor), the modal's theme (SYNC_THEME: mode and variables) and
 * language (SYNC_LANGUAGE: the active locale's tag, whose direction the frame knows), now and on
 * every change, so the approval screen looks like and speaks as the modal around it.
 */
export function syncSecureFrame(frame: SecureFrame): void {
  const { metadata, sdkType, sdkVersion, projectId } = $config.get();
  void frame.request('SYNC_DAPP_DATA', { metadata, sdkType, sdkVersion, projectId }).catch(() => undefined);
  const syncTheme = () => {
    const { mode, variables } = $theme.get();
    void frame.request('SYNC_THEME', { themeMode: mode, themeVariables: variables }).catch(() => undefined);
  };
  const syncLanguage = () => {
    void frame.request('SYNC_LANGUAGE', { language: $locale.get().tag }).catch(() => undefined);
  };
  syncTheme();
  syncLanguage();
  $theme.listen(syncTheme);
  $locale.listen(syncLanguage);
}
