// Connect's lazy parts, one chunk: the catalogue (every Connect loads it) and the legal
// checkbox (small, and only for pages that ask for agreement: a chunk of its own would cost
// more than it holds).
export { ConnectCatalog } from './walletList/ConnectCatalog';
export { LegalCheckbox } from './LegalCheckbox';
