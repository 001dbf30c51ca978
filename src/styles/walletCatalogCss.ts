import { css } from './css';

/**
 * The wallet catalogue's views, with their chunks: All Wallets (its search row, grid of tiles
 * and the sentinel that loads more) and Downloads' links. The search row sticks flush to the
 * top of the scrolling body (top cancels the body's 8px padding) and spans its side padding,
 * opaque, so no tile shows above or beside it.
 */
export const walletCatalogCss = css`
.wm-all-wallets{display:flex;flex-direction:column;gap:8px;}
.wm-search-row{position:sticky;top:-8px;z-index:2;display:flex;align-items:flex-end;gap:8px;margin:-8px -16px 0;padding:8px 16px 4px;background:var(--_bg);}
.wm-search-box{position:relative;display:flex;align-items:center;}
.wm-search-icon{position:absolute;inset-inline-start:12px;display:flex;color:var(--_fg-2);pointer-events:none;}
.wm-search-clear{position:absolute;inset-inline-end:0;}
.wm-results-status{min-height:1.4em;font-size:.87em;}
.wm-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px;margin:0;padding:0;list-style:none;}
.wm-grid[aria-busy=true]{opacity:.6;}
.wm-tile-item{display:flex;min-width:0;}
.wm-tile{position:relative;display:flex;flex-direction:column;align-items:center;gap:6px;width:100%;min-width:0;height:88px;padding:10px 4px 8px;
border:1px solid transparent;border-radius:calc(var(--_radius)*4);background:var(--_surface);color:var(--_fg);}
.wm-tile:hover{background:var(--_surface-hover);}
.wm-tile-name{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.8em;}
.wm-tile-badge{position:absolute;top:6px;inset-inline-end:6px;display:inline-flex;padding:1px;border-radius:50%;background:var(--_accent);color:var(--_on-accent);}
.wm-sentinel{height:1px;}
.wm-more-spinner{align-self:center;margin:8px;}
.wm-download-links{width:100%;}
`;
