import { removeItem, setItem, StorageKeys } from '../services/storage';
import { $legalAccepted } from '../stores/legalAccepted';

/** The visitor ticks or unticks Connect's legal checkbox: remembered across visits (read back by getLegalAccepted). */
export function acceptLegal(accepted: boolean): void {
  if (accepted) setItem(StorageKeys.LEGAL_ACCEPTED, 'true');
  else removeItem(StorageKeys.LEGAL_ACCEPTED);
  $legalAccepted.set(accepted);
}
