import { css } from './css';

/** The WalletConnect pairing views: the QR code with its logo on a desktop, Open {wallet} on a phone. */
export const walletConnectCss = css`
.wm-pairing{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;}
.wm-qr-frame{display:flex;align-items:center;justify-content:center;width:256px;height:256px;max-width:100%;padding:8px;border-radius:calc(var(--_radius)*5);background:#fff;border:1px solid var(--_border);}
.wm-qr{display:block;width:100%;height:auto;}
/* The logo box is placed by QrCode (an inset of the code's width) inside the white square it leaves. */
.wm-qr-box{position:relative;width:100%;}
.wm-qr-logo{position:absolute;display:flex;align-items:center;justify-content:center;overflow:hidden;border-radius:18%;}
.wm-qr-logo-image{display:block;width:100%;height:100%;object-fit:cover;}
/* WalletConnect's mark in WalletConnect blue, on the code's white. */
.wm-qr-logo-mark{display:flex;width:100%;height:100%;color:#3396ff;}
.wm-qr-logo-mark svg{width:100%;height:100%;}
.wm-pairing-links{width:100%;}
.wm-pairing-links:empty{display:none;}
.wm-open-app:disabled{opacity:.7;cursor:progress;}
.wm-button-spinner{flex:none;width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:wm-spin .8s linear infinite;}
.wm-receive-qr{position:relative;}
.wm-receive-icon{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);padding:4px;border-radius:50%;background:#fff;}
.wm-receive-address{max-width:100%;overflow-wrap:anywhere;text-align:center;font-family:ui-monospace,monospace;font-size:.87em;}
`;
