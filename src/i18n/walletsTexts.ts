import { walletsEnglish } from './en/walletsEnglish';
import { bindTexts } from './bindTexts';

/** The wallet catalogue's and WalletConnect pairing's texts, in the active language: bound when their lazy chunk loads. */
export const walletsTexts = bindTexts(walletsEnglish);
