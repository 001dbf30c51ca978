// The terms each enforcer decodes (packed, as the Delegation Framework's enforcers read them; the
// layouts of @metamask/delegation-core 3.0.0's create*Terms). Amounts and times are bigint or number.
import { concatHex, numberToHex } from 'viem';

const word = (value, size = 32) => numberToHex(BigInt(value), { size });

/** NativeTokenPeriodTransferEnforcer: periodAmount (32) ‖ periodDuration (32) ‖ startDate (32). */
export const nativeTokenPeriodTransferTerms = ({ allowance, period, start }) => concatHex([word(allowance), word(period), word(start)]);

/** ERC20PeriodTransferEnforcer: token (20) ‖ periodAmount (32) ‖ periodDuration (32) ‖ startDate (32). */
export const erc20PeriodTransferTerms = ({ token, allowance, period, start }) => concatHex([token, word(allowance), word(period), word(start)]);

/** AllowedTargetsEnforcer: the addresses, 20 bytes each. */
export const allowedTargetsTerms = (targets) => concatHex(targets);

/** AllowedMethodsEnforcer: the 4-byte selectors. */
export const allowedMethodsTerms = (selectors) => concatHex(selectors);

/** TimestampEnforcer: afterThreshold (16) ‖ beforeThreshold (16), unix seconds; 0 = no bound. */
export const timestampTerms = ({ after, before }) => concatHex([word(after, 16), word(before, 16)]);

/** ValueLteEnforcer: the largest native value one call may carry (32). */
export const valueLteTerms = (max) => word(max);

/** ExactCalldataEnforcer: the calldata itself ('0x': a plain transfer, no call data). */
export const exactCalldataTerms = (calldata) => calldata;
