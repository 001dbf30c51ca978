import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { $config } from '../../stores/config';
import { $locale } from '../../stores/locale';
import { $theme } from '../../stores/theme';

/**
 * Sends one sync message with the payload of the moment, one at a time: a change while the last
 * one waits is sent once it settles (answered, refused, or given up after `serviceTimeoutMs`),
 * with the payload of then. A secure site that never answers a message (the hosted one does not
 * know SYNC_LANGUAGE) thus holds at most one request, and still gets the latest value.
 */
function latestOnly(frame: SecureFrame, type: string, payload: () => unknown): () => void {
  let sending = false;
  let changed = false;
  const send = () => {
    if (sending) {
      changed = true;
      return;
    }
    sending = true;
    changed = false;
    void frame
      .request(type, payload(), { timeoutMs: $config.get().serviceTimeoutMs })
      .catch(() => undefined)
      .then(() => {
        sending = false;
        if (changed) send();
      });
  };
  return send;
}

/**
 * Tells the frame about the page (SYNC_DAPP_DATA: its metadata, SDK and project, which the
 * frame shows when it asks the visitor), the modal's theme (SYNC_THEME: mode and variables) and
 * language (SYNC_LANGUAGE: the active locale's tag, whose direction the frame knows), now and on
 * every change, so the approval screen looks like and speaks as the modal around it. A frame
 * that does not answer is given up on quietly: the approval screen then keeps its own look.
 */
export function syncSecureFrame(frame: SecureFrame): void {
  const { metadata, sdkType, sdkVersion, projectId, serviceTimeoutMs } = $config.get();
  void frame.request('SYNC_DAPP_DATA', { metadata, sdkType, sdkVersion, projectId }, { timeoutMs: serviceTimeoutMs }).catch(() => undefined);
  const syncTheme = latestOnly(frame, 'SYNC_THEME', () => {
    const { mode, variables } = $theme.get();
    return { themeMode: mode, themeVariables: variables };
  });
  const syncLanguage = latestOnly(frame, 'SYNC_LANGUAGE', () => ({ language: $locale.get().tag }));
  syncTheme();
  syncLanguage();
  $theme.listen(syncTheme);
  $locale.listen(syncLanguage);
}
