import { popView } from '../stores/router';
import { closeModal } from './closeModal';

/** Back one view; with a single view in the history the modal closes (spec §2). */
export function goBack(): void {
  if (!popView()) closeModal();
}
