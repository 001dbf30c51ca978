import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { FrameLoadError } from '../../errors/embeddedErrors';
import { showAlert } from '../../stores/alert';
import { $config } from '../../stores/config';
import { embeddedNetwork } from './embeddedNamespaces';
import { lookupSmartAccountNetworks } from './lookupSmartAccountNetworks';
import { syncSecureFrame } from './syncSecureFrame';

let frame: Promise<SecureFrame> | undefined;

/**
 * The page's secure frame, created on first need (its code is a chunk of its own) with the
 * configuration of then, and ready (told about the page, and asked for its smart account
 * networks in the background). A frame that does not load in 20 s is removed, the
 * spec §8 alert shown, and the next call tries again.
 */
export function getSecureFrame(): Promise<SecureFrame> {
  frame ??= (async () => {
    const { createSecureFrame } = await import('../../connectors/embedded/createSecureFrame');
    const { secureSiteUrl, projectId } = $config.get();
    // The frame starts on the network its wallet would connect on (never another namespace's).
    const network = embeddedNetwork();
    const created = createSecureFrame({ secureSiteUrl, projectId, chainId: network?.id ?? 1, rpcUrl: network?.rpcUrls.default.http[0] ?? '' });
    try {
      await created.ready;
    } catch (error) {
      created.destroy();
      throw error;
    }
    syncSecureFrame(created);
    void lookupSmartAccountNetworks(created);
    return created;
  })().catch((error: unknown) => {
    frame = undefined;
    if (error instanceof FrameLoadError) showAlert('Network Error');
    throw error;
  });
  return frame;
}

/** Starts loading the frame before the visitor needs it (they are typing their email). */
export function preloadSecureFrame(): void {
  getSecureFrame().catch(() => undefined);
}
