export { SwapPreviewView } from './SwapPreviewView';
export { SwapSelectTokenView } from './SwapSelectTokenView';
export { SwapView } from './SwapView';
