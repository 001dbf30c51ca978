import { css } from './css';

/** The smart-session views: the tabs of SmartSessionList and each session's card. Lazy, adopted with their chunk. */
export const sessionsCss = css`
.wm-tabs{display:flex;gap:4px;padding:4px;border-radius:calc(var(--_radius)*6);background:var(--_surface);}
.wm-tab{flex:1;min-height:36px;border:0;border-radius:calc(var(--_radius)*4);background:transparent;color:var(--_fg-2);font:inherit;cursor:pointer;}
.wm-tab[aria-selected=true]{background:var(--_surface-hover);color:var(--_fg);font-weight:600;}
.wm-session{display:flex;flex-direction:column;gap:6px;padding:12px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*6);}
.wm-session ul{margin:0;padding-inline-start:18px;}
`;
