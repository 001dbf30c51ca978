import { css } from './css';

/**
 * The send form, its preview and the transaction's progress, also worn by Swap, Buy, names and
 * sign-in: lazy, adopted when one of their chunks loads.
 */
export const sendCss = css`
.wm-send-field{display:flex;flex-direction:column;gap:4px;}
.wm-send-row{display:flex;gap:8px;align-items:center;}
.wm-send-amount{font-size:1.4em;font-variant-numeric:tabular-nums;}
.wm-token-button{display:flex;flex:none;align-items:center;gap:6px;height:44px;padding:0 10px;border:1px solid var(--_border);
border-radius:calc(var(--_radius)*6);background:var(--_surface);color:var(--_fg);font:inherit;cursor:pointer;}
.wm-token-button:hover{background:var(--_surface-hover);}
.wm-token-button .wm-token-icon{width:24px;height:24px;}
.wm-send-note{display:flex;justify-content:space-between;gap:8px;min-height:1.3em;margin:0;font-size:.87em;}
.wm-send-note .wm-field-error{margin:0;}
.wm-field-error .wm-field-hint{display:block;color:var(--_fg-2);}
.wm-summary{display:flex;flex-direction:column;gap:2px;margin:0;padding:4px 12px;border-radius:calc(var(--_radius)*4);background:var(--_surface);}
.wm-summary>div{display:flex;justify-content:space-between;align-items:center;gap:12px;min-height:44px;}
.wm-summary dt{color:var(--_fg-2);}
.wm-summary dd{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:0 6px;margin:0;min-width:0;text-align:end;}
.wm-summary dd>span{white-space:nowrap;}
.wm-summary dd .wm-token-icon{width:24px;height:24px;}
.wm-summary-address{flex-direction:column;align-items:flex-end!important;gap:0!important;}
.wm-summary .wm-summary-address>span{max-width:100%;overflow-wrap:anywhere;white-space:normal;font-size:.87em;}
.wm-send-progress{display:flex;flex-direction:column;align-items:center;gap:8px;text-align:center;}
.wm-send-progress p{margin:0;}
.wm-swap-flip{align-self:center;transform:rotate(90deg);margin:-6px 0;}
.wm-send-preview .wm-actions,.wm-row-actions{flex-direction:row;}
.wm-row-actions>.wm-button{flex:1;}
.wm-send-preview .wm-actions>.wm-button{flex:1;}
`;
