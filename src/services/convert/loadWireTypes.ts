/**
 * The convert calls' wire schemas, loaded on first use: answers are checked only once they
 * arrive, so the schemas and valibot stay out of the first-load bundle. Started next to the
 * request it checks, so it costs no extra wait.
 */
export const loadWireTypes = () => import('./wireTypes');
