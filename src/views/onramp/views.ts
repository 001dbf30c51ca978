export { BuyInProgressView } from './BuyInProgressView';
export { OnRampFiatSelectView } from './OnRampFiatSelectView';
export { OnRampProvidersView } from './OnRampProvidersView';
export { OnRampTokenSelectView } from './OnRampTokenSelectView';
