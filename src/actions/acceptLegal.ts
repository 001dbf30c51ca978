import { removeLegalAccepted, setLegalAccepted } from '../services/storage/preferences';
import { $legalAccepted } from '../stores/legalAccepted';

/** The visitor ticks or unticks Connect's legal checkbox: remembered across visits (read back by getLegalAccepted). */
export function acceptLegal(accepted: boolean): void {
  if (accepted) setLegalAccepted();
  else removeLegalAccepted();
  $legalAccepted.set(accepted);
}
