// litesvm's transaction errors in the shapes a Solana RPC node uses: the JSON form of
// solana-sdk's TransactionError (what `err` holds in statuses, simulations and metas) and the
// one-line text of a failed preflight. litesvm hands fieldless variants over as bare numbers
// (a const enum with no run-time names), so the names are listed here in its order.

const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks', 'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData', 'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit', 'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
];

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall', 'InsufficientFunds',
  'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized', 'UninitializedAccount', 'UnbalancedInstruction',
  'ModifiedProgramId', 'ExternalAccountLamportSpend', 'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified',
  'DuplicateAccountIndex', 'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId', 'CallDepth',
  'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded',
  'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
];

// The node's own wording for the errors a wallet or a test is likely to meet; others are spelled out.
const TRANSACTION_TEXT = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};
const INSTRUCTION_TEXT = {
  InsufficientFunds: 'insufficient funds for instruction',
  InvalidAccountData: 'invalid account data for instruction',
  InvalidInstructionData: 'invalid instruction data',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  IncorrectProgramId: 'incorrect program id for instruction',
};

const words = (name) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function instructionErrorJson(inner) {
  if (typeof inner === 'number') return INSTRUCTION_ERRORS[inner] ?? 'GenericError';
  if (inner && typeof inner.code === 'number') return { Custom: inner.code };
  if (inner && typeof inner.msg === 'string') return { BorshIoError: inner.msg };
  return 'GenericError';
}

/** litesvm's `FailedTransactionMetadata.err()` → the RPC's JSON TransactionError. */
export function transactionErrorJson(err) {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure';
  const kind = err?.constructor?.name ?? '';
  if (typeof err?.err === 'function') return { InstructionError: [err.index, instructionErrorJson(err.err())] };
  if (kind.endsWith('DuplicateInstruction')) return { DuplicateInstruction: err.index };
  if (kind.endsWith('InsufficientFundsForRent')) return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  if (kind.endsWith('ProgramExecutionTemporarilyRestricted')) return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } };
  return 'SanitizeFailure';
}

/** The text after "Transaction simulation failed: " for a JSON TransactionError. */
export function transactionErrorText(json) {
  if (typeof json === 'string') return TRANSACTION_TEXT[json] ?? words(json);
  if (json?.InstructionError) {
    const [index, inner] = json.InstructionError;
    let text;
    if (typeof inner === 'string') text = INSTRUCTION_TEXT[inner] ?? words(inner);
    else if (inner?.Custom !== undefined) text = `custom program error: 0x${inner.Custom.toString(16)}`;
    else text = `Failed to serialize or deserialize account data: ${inner?.BorshIoError ?? ''}`;
    return `Error processing Instruction ${index}: ${text}`;
  }
  if (json?.InsufficientFundsForRent) return `Transaction results in an account (${json.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  if (json?.DuplicateInstruction !== undefined) return `Transaction contains a duplicate instruction (${json.DuplicateInstruction}) that is not allowed`;
  return 'Transaction failed';
}
