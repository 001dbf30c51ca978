import { css } from './css';

/**
 * A search field (All Wallets' and the token pickers' of Send and Swap) and a chip (All Wallets'
 * "Certified only", Send's resolved name), with the chunks of the views that show them. The
 * unpressed "Certified only" chip gives the hidden check's 18px (icon and gap) to its padding,
 * so its text is centred and it keeps its width when pressed.
 */
export const searchCss = css`
.wm-search{display:flex;flex:1;flex-direction:column;gap:4px;min-width:0;}
.wm-search-input{width:100%;height:40px;padding-block:0;padding-inline:36px 40px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*3);
background:var(--_surface);color:var(--_fg);font:inherit;}
.wm-search-input::-webkit-search-cancel-button{-webkit-appearance:none;appearance:none;}
.wm-chip{display:inline-flex;align-items:center;justify-content:center;gap:4px;flex:none;height:40px;padding:0 19px;border:1px solid var(--_border);
border-radius:calc(var(--_radius)*3);background:transparent;color:var(--_fg-2);font-size:.87em;line-height:1;}
.wm-chip svg{display:none;flex:none;}
.wm-chip[aria-pressed=true]{padding:0 10px;border-color:var(--_accent);color:var(--_fg);}
.wm-chip[aria-pressed=true] svg{display:block;color:var(--_accent);}
`;
