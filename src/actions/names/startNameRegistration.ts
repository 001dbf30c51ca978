import { $accountName, initialAccountName } from '../../stores/accountName';
import { pushView } from '../../stores/router';

/** Opens RegisterAccountName on an empty field: a new form, which no earlier registration writes to. */
export function startNameRegistration(): void {
  $accountName.set({ ...initialAccountName, form: $accountName.get().form + 1 });
  pushView('RegisterAccountName');
}
