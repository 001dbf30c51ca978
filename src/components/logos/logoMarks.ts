import { NETWORK_MARKS } from '../../config/networkMarks';
import type { LogoMark } from '../../config/LogoMark';
import { SOCIAL_MARKS } from './socialMarks';

/** Every logo the modal ships, by social provider, 'walletConnect' or CAIP-2 network id: one lazy chunk. */
export const LOGO_MARKS: Readonly<Record<string, LogoMark>> = { ...SOCIAL_MARKS, ...NETWORK_MARKS };
