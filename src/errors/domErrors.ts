import { BaseError } from './BaseError';

/**
 * An element built where the package was imported without a DOM: on a server rendering a page,
 * or in a test that set up its DOM only after importing the package.
 */
export class ElementNeedsDomError extends BaseError {
  override name = 'ElementNeedsDomError' as const;
  constructor() {
    super('wallet-modal needs a DOM: import it where HTMLElement is defined');
  }
}
