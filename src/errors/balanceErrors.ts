import { BaseError } from './BaseError';

/** Nothing the page configured can answer a balance on this network (no balance API known for it). */
export class BalanceSourceMissingError extends BaseError {
  override name = 'BalanceSourceMissingError' as const;
  constructor(caipNetworkId: string) {
    super('No service reads balances on this network', { details: caipNetworkId });
  }
}
