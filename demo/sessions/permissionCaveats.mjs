// The caveats that enforce a request read by readGrantRequest: its permission, then its expiry.
// Each permission is fenced as tightly as asked, never wider:
// - native-token-recurring-allowance: plain transfers only (ExactCalldata '0x', or the session key
//   could call any contract of the account's, e.g. a token's transfer, with no value), at most
//   `allowance` wei per `period` seconds from `start` (NativeTokenPeriodTransfer);
// - erc20-recurring-allowance: `transfer` on that token only, at most `allowance` per period
//   (ERC20PeriodTransfer checks the target and the method), no native value (ValueLte 0);
// - contract-call: that address (AllowedTargets), those functions (AllowedMethods), native value up
//   to the functions' valueLimit or none (ValueLte).
import { SESSION_CONTRACTS } from '../stack/sessions/sessionAddresses.mjs';
import { allowedMethodsTerms, allowedTargetsTerms, erc20PeriodTransferTerms, exactCalldataTerms, nativeTokenPeriodTransferTerms, timestampTerms, valueLteTerms } from './caveatTerms.mjs';

const caveat = (enforcer, terms) => ({ enforcer, terms, args: '0x' });

const permissionCaveat = ({ type, data }, contracts) => {
  switch (type) {
    case 'native-token-recurring-allowance':
      return [caveat(contracts.exactCalldataEnforcer, exactCalldataTerms('0x')), caveat(contracts.nativeTokenPeriodTransferEnforcer, nativeTokenPeriodTransferTerms(data))];
    case 'erc20-recurring-allowance':
      return [caveat(contracts.valueLteEnforcer, valueLteTerms(0n)), caveat(contracts.erc20PeriodTransferEnforcer, erc20PeriodTransferTerms(data))];
    case 'contract-call':
      return [
        caveat(contracts.allowedTargetsEnforcer, allowedTargetsTerms([data.address])),
        caveat(contracts.allowedMethodsEnforcer, allowedMethodsTerms(data.selectors)),
        caveat(contracts.valueLteEnforcer, valueLteTerms(data.functions[0].valueLimit ?? 0n)),
      ];
    default:
      throw new Error(`The permission type "${type}" cannot be expressed`);
  }
};

/** `[{ enforcer, terms, args }]` for `request` (`{ permissions, expiry }`) with the enforcers at `contracts`. */
export function permissionCaveats(request, contracts = SESSION_CONTRACTS) {
  return [...request.permissions.flatMap((p) => permissionCaveat(p, contracts)), caveat(contracts.timestampEnforcer, timestampTerms({ after: 0, before: request.expiry }))];
}
