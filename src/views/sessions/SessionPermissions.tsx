import type { SessionPermission } from '../../actions/sessions/SessionRequest';
import { sessionsTexts } from '../../i18n/sessionsTexts';
import type { SessionWords } from '../../stores/smartSessions';
import { describePermission } from './describePermission';

/** A session's permissions, one line each, in plain words (undefined: some could not be read). */
export function SessionPermissions({ permissions, words }: { permissions: readonly SessionPermission[] | undefined; words: SessionWords }) {
  return (
    <ul data-session-permissions="">
      {permissions ? permissions.map((permission, index) => <li key={index}>{describePermission(permission, words)}</li>) : <li>{sessionsTexts.unreadablePermission}</li>}
    </ul>
  );
}
