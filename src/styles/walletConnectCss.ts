import { css } from './css';

/** The WalletConnect pairing views. */
export const walletConnectCss = css`
.wm-pairing{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;}
.wm-qr-frame{display:flex;align-items:center;justify-content:center;width:256px;height:256px;max-width:100%;padding:8px;border-radius:calc(var(--_radius)*5);background:#fff;border:1px solid var(--_border);}
.wm-qr{display:block;width:100%;height:auto;}
.wm-receive-qr{position:relative;}
.wm-receive-icon{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);padding:4px;border-radius:50%;background:#fff;}
.wm-receive-address{max-width:100%;overflow-wrap:anywhere;text-align:center;font-family:ui-monospace,monospace;font-size:.87em;}
`;
