import type { TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { messages } from '../../i18n/messages';

/** What the visitor is told of how a transaction ended (spec §4: replacements are classed, reverts give their reason). */
export function outcomeMessage(outcome: TransactionOutcome): string {
  switch (outcome.status) {
    case 'confirmed':
      return messages.transactionConfirmed;
    case 'reverted':
      return messages.transactionReverted(outcome.reason ?? messages.unknownReason);
    case 'replaced':
      return messages.transactionReplaced[outcome.reason];
    default:
      return messages.transactionTimedOut;
  }
}
