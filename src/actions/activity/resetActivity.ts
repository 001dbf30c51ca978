import { $activity, initialActivity } from '../../stores/activity';

/** Empties the transaction list; the next load starts from the newest (spec §4 reset on chain change). */
export function resetActivity(): void {
  $activity.set(initialActivity);
}
