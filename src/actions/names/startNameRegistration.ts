import { $accountName, initialAccountName } from '../../stores/accountName';
import { pushView } from '../../stores/router';

/** Opens RegisterAccountName on an empty field. */
export function startNameRegistration(): void {
  $accountName.set(initialAccountName);
  pushView('RegisterAccountName');
}
