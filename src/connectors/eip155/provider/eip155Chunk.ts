/** What the eip155 provider loads on first use, in a chunk of its own: answering requests and following the stores. */
export { followEip155State } from './followEip155State';
export { requestEip155 } from './requestEip155';
