import { css } from './css';

/**
 * Account (its address, balance and action row, the connected wallets' link buttons) and its
 * data (token balances and their icons, the activity list), with the connected views' chunk.
 * The link button is also Send's; token icons are every token view's.
 */
export const accountCss = css`
.wm-account{display:flex;flex-direction:column;align-items:center;gap:8px;padding:8px 0 16px;min-width:0;}
.wm-address-row{display:flex;align-items:center;gap:8px;max-width:100%;}
/* The copy button's focus ring stays inside it, clear of the name beside it. */
.wm-address-row .wm-icon-button:focus-visible{outline-offset:-2px;}
.wm-balance{margin:0;color:var(--_fg-2);}
.wm-balance[data-unavailable=true]{color:var(--_error);}
.wm-avatar{display:inline-block;flex:none;border-radius:50%;}
.wm-glyph{display:inline-flex;align-items:center;justify-content:center;color:var(--_fg-2);}
.wm-balance .wm-skeleton-line{display:inline-block;width:96px;height:1em;vertical-align:middle;}
.wm-link-button{padding:0 2px;border:0;background:none;color:var(--_accent);font:inherit;font-weight:600;cursor:pointer;}
.wm-action:hover{background:var(--_surface-hover);}
.wm-account .wm-balance{color:var(--_fg);font-size:2em;font-weight:600;line-height:1.2;}
.wm-account .wm-balance-value{margin-top:-8px;}
.wm-action-row{display:grid;grid-auto-columns:1fr;grid-auto-flow:column;gap:8px;}
.wm-action{display:flex;flex-direction:column;align-items:center;gap:4px;min-width:0;padding:10px 4px 8px;border:0;
border-radius:calc(var(--_radius)*4);background:var(--_surface);color:var(--_fg);font-size:.8em;font-weight:500;}
.wm-account-wallet{display:flex;align-items:center;justify-content:center;gap:6px;margin:0;}
.wm-account-wallet .wm-wallet-icon{border-radius:4px;}
.wm-tokens{display:flex;flex-direction:column;gap:8px;margin-top:8px;}
.wm-tokens-head{display:flex;align-items:baseline;justify-content:space-between;gap:8px;}
.wm-tokens-head h3,.wm-group-title{margin:0;font-size:.93em;font-weight:600;color:var(--_fg-2);}
.wm-token,.wm-activity-item{display:flex;align-items:center;gap:12px;min-height:52px;padding:6px 12px;border-radius:calc(var(--_radius)*4);background:var(--_surface);}
.wm-token .wm-end,.wm-activity-item .wm-end{margin-inline-start:auto;color:var(--_fg-2);font-size:.87em;white-space:nowrap;}
.wm-token-icon{flex:none;width:32px;height:32px;border-radius:50%;background:var(--_surface-hover);object-fit:cover;}
.wm-token-name{display:flex;flex-direction:column;min-width:0;}
.wm-token-name>span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.wm-activity-group{display:flex;flex-direction:column;gap:8px;}
a.wm-activity-item{color:inherit;text-decoration:none;}
a.wm-activity-item:hover{background:var(--_surface-hover);}
.wm-activity-icon{position:relative;display:inline-flex;flex:none;width:32px;height:32px;}
.wm-activity-badge{position:absolute;inset-inline-end:-3px;bottom:-3px;padding:1px;border-radius:50%;background:var(--_surface);color:var(--_fg-2);}
.wm-activity-badge[data-badge=in]{color:var(--_success);}
.wm-activity-item[data-status=failed] .wm-activity-badge{color:var(--_error);}
.wm-activity-end{display:flex;flex-direction:column;align-items:flex-end;}
.wm-sentinel{height:1px;}
.wm-pending{display:flex;align-items:center;justify-content:center;gap:8px;margin:0;}
`;
