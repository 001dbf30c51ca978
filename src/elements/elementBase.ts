import { ElementNeedsDomError } from '../errors/domErrors';

/**
 * The class an element extends: r2wc's, built by `create`, where there is a DOM; elsewhere (Node
 * on a server, a build tool) a stand-in that names no DOM global, so that importing the package
 * there throws nothing. The stand-in cannot be constructed, and nothing defines it: without a
 * DOM there is no custom element registry (defineElements).
 */
export function elementBase<Base>(create: () => Base): Base {
  if (typeof HTMLElement === 'function') return create();
  return class {
    constructor() {
      throw new ElementNeedsDomError();
    }
  } as unknown as Base;
}
