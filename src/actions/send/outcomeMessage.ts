import type { TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { sendTexts } from '../../i18n/sendTexts';

/** What the visitor is told of how a transaction ended (spec §4: replacements are classed, reverts give their reason). */
export function outcomeMessage(outcome: TransactionOutcome): string {
  switch (outcome.status) {
    case 'confirmed':
      return sendTexts.transactionConfirmed;
    case 'reverted':
      return sendTexts.transactionReverted({ reason: outcome.reason ?? sendTexts.unknownReason });
    case 'replaced':
      return sendTexts.transactionReplaced[outcome.reason];
    default:
      return sendTexts.transactionTimedOut;
  }
}
