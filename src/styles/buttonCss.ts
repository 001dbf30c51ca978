import { css } from './css';

/** `<wallet-button>`: an inline control the host can place and size like a button. */
export const buttonCss = css`
:host{display:inline-block!important;vertical-align:middle;max-width:100%;}
.wm-connect-button{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:0 16px;border:1px solid transparent;
border-radius:calc(var(--_radius)*10);background:var(--_accent);color:var(--_on-accent);font-family:var(--_font);
font-size:calc(var(--_font-size)*1.4);font-weight:600;line-height:1;white-space:nowrap;max-width:100%;}
/* A name from a service or a wallet: cut with an ellipsis, the button keeps the whole name as its accessible name.
   Its own text's direction (plaintext): a Latin name on a right-to-left page is cut at its end, not its start. */
.wm-name{min-width:0;max-width:16em;overflow:hidden;text-overflow:ellipsis;unicode-bidi:plaintext;}
.wm-connect-button[data-state=connected]{padding-block:0;padding-inline:4px 12px;background:var(--_surface);color:var(--_fg);border-color:var(--_border);}
.wm-connect-button[data-state=connected]:hover{background:var(--_surface-hover);}
.wm-connect-button[data-state=wrong-network]{background:var(--_surface);color:var(--_error);border-color:var(--_error);}
.wm-connect-button .wm-balance{flex:none;color:var(--_fg-2);font-weight:500;}
.wm-connect-button .wm-balance[data-unavailable=true]{color:var(--_error);}
.wm-avatar{display:inline-block;flex:none;border-radius:50%;}
.wm-spinner{width:14px;height:14px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:wm-spin .8s linear infinite;}
@keyframes wm-spin{to{transform:rotate(360deg)}}
`;
