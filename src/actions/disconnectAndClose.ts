import { closeModal } from './closeModal';
import { disconnect } from './disconnect';

/** The Account view's Disconnect: leave, then close the modal as the visitor is done with it. */
export async function disconnectAndClose(): Promise<void> {
  await disconnect();
  closeModal();
}
