import { css } from './css';

/**
 * The dialog: overlay and card on wide screens, a bottom sheet on narrow ones, and what its
 * first views wear (Connect and its catalogue's rows, ConnectingExternal, toasts, alerts); the
 * lazy views' own rules come with their chunks (accountCss, walletCatalogCss, searchCss…).
 * Connect's rows with no wallet image (WalletConnect, All Wallets) get a 32 px tile like a
 * wallet's image (.wm-row-icon). AllWallets takes the card's whole height from the moment it is
 * chosen, before its chunk has come, so results coming and going as the visitor types never
 * move or resize it. A rule another sheet's rule of the same weight overrides on the same
 * element stays here, ahead of every lazy sheet whatever order they arrive in (.wm-address,
 * which Receive's .wm-receive-address narrows).
 */
export const modalCss = css`
.wm-overlay{position:fixed;inset:0;z-index:var(--_z);display:flex;align-items:center;justify-content:center;
background:var(--_overlay);animation:wm-dim .15s ease-out;}
.wm-card{position:relative;display:flex;flex-direction:column;width:min(360px,calc(100vw - 32px));max-height:min(640px,calc(100vh - 32px));
background:var(--_bg);color:var(--_fg);border:1px solid var(--_border);border-radius:calc(var(--_radius)*8);
box-shadow:0 12px 40px rgba(0,0,0,.25);overflow:hidden;animation:wm-rise .2s ease-out;}
.wm-card[data-shake=true]{animation:wm-shake .5s ease-in-out;}
.wm-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px;}
.wm-title{margin:0;text-align:center;font-size:1.07em;font-weight:600;}
.wm-icon-button{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;padding:0;border:0;
border-radius:calc(var(--_radius)*3);background:transparent;color:var(--_fg-2);}
.wm-icon-button:hover{background:var(--_surface);color:var(--_fg);}
.wm-body{padding:8px 16px 16px;overflow-y:auto;overscroll-behavior:contain;}
.wm-list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none;}
.wm-list-button{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px;border:1px solid transparent;
border-radius:calc(var(--_radius)*4);background:var(--_surface);color:var(--_fg);text-align:start;font-weight:500;}
.wm-list-button:not(:disabled):hover{background:var(--_surface-hover);}
.wm-list-button[aria-current=true]{border-color:var(--_accent);}
.wm-list-button .wm-end{margin-inline-start:auto;color:var(--_fg-2);font-size:.87em;font-weight:400;}
/* Names come from wallets and services: one line, cut with an ellipsis; the element keeps the whole text for assistive technology. */
.wm-list-button>span:not(.wm-end),.wm-truncate{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.wm-failure-row{display:flex;gap:8px;align-items:center;}
.wm-empty{display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px 8px;text-align:center;}
.wm-empty h3{margin:0;font-size:1em;font-weight:600;}
.wm-muted{margin:0;color:var(--_fg-2);font-size:.93em;}
.wm-details{margin-top:12px;padding:10px 12px;border-radius:calc(var(--_radius)*3);background:var(--_surface);}
.wm-details summary{display:flex;align-items:center;justify-content:space-between;gap:8px;cursor:pointer;font-weight:500;list-style:none;}
.wm-details summary::-webkit-details-marker{display:none;}
.wm-details summary svg{transition:transform .15s;}
.wm-details[open] summary svg{transform:rotate(90deg);}
[dir=rtl] .wm-details[open] summary svg{transform:rotate(90deg);}
.wm-details p{margin:8px 0 0;}
.wm-address{margin:0;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:1.2em;font-weight:600;}
.wm-network-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border-radius:50%;
background:var(--_surface-hover);color:var(--_fg-2);overflow:hidden;}
.wm-network-icon img{width:100%;height:100%;object-fit:cover;}
.wm-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 16px;border:0;
border-radius:calc(var(--_radius)*4);background:var(--_accent);color:var(--_on-accent);font-weight:600;}
.wm-button[data-variant=secondary]{background:var(--_surface);color:var(--_fg);}
.wm-button[data-variant=danger]{background:var(--_surface);color:var(--_error);}
button:disabled{opacity:.5;cursor:not-allowed;}
.wm-button[aria-busy=true]{opacity:1;cursor:progress;}
.wm-button .wm-spinner{width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;}
.wm-stack{display:flex;flex-direction:column;gap:8px;}
.wm-methods{min-width:0;margin:0;padding:0;border:0;}
.wm-methods:disabled input{opacity:.5;}
.wm-wallet-icon{flex:none;border-radius:calc(var(--_radius)*2);object-fit:cover;}
.wm-connecting{display:flex;flex-direction:column;align-items:center;gap:16px;padding:8px 0 4px;text-align:center;}
.wm-connecting-icon{position:relative;display:inline-flex;padding:10px;}
.wm-connecting-icon[data-state=failed]{outline:2px solid var(--_error);border-radius:calc(var(--_radius)*5);}
.wm-spinner-ring{position:absolute;inset:0;aspect-ratio:1;border:3px solid var(--_accent);border-right-color:transparent;border-radius:50%;animation:wm-spin 1s linear infinite;}
/* A circle: a rotating rounded square wobbled. */
.wm-connecting-text{display:flex;flex-direction:column;gap:4px;max-width:100%;min-width:0;}
.wm-connecting-text h3{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:1.07em;font-weight:600;}
.wm-error-title{color:var(--_error);}
.wm-actions{display:flex;flex-direction:column;gap:8px;width:100%;}
.wm-toast{position:fixed;left:50%;top:16px;z-index:calc(var(--_z) + 1);transform:translateX(-50%);display:flex;align-items:center;gap:8px;
max-width:calc(100vw - 32px);padding:8px 14px;border:1px solid var(--_border);border-radius:999px;background:var(--_bg);color:var(--_fg);
box-shadow:0 6px 20px rgba(0,0,0,.2);font-size:.93em;animation:wm-fade .15s ease-out;}
.wm-toast[data-variant=error] .wm-toast-icon{color:var(--_error);}
.wm-toast[data-variant=success] .wm-toast-icon{color:var(--_success);}
.wm-toast-spinner{display:block;width:14px;height:14px;border-width:2px;}
.wm-toast-link{color:inherit;font-weight:600;white-space:nowrap;}
@media (max-width:430px){
.wm-overlay{align-items:flex-end;}
.wm-card{width:100vw;max-height:calc(100vh - 48px);border-radius:calc(var(--_radius)*8) calc(var(--_radius)*8) 0 0;border-bottom:0;animation:wm-sheet .2s ease-out;}
}
@keyframes wm-spin{to{transform:rotate(360deg)}}
@keyframes wm-fade{from{opacity:0}to{opacity:1}}
/* Opening: the backdrop darkens (its colour, not its opacity, which would fade the card inside it
   too) and the card rises, opaque from the first frame after the click. */
@keyframes wm-dim{from{background-color:transparent}}
@keyframes wm-rise{from{transform:translateY(8px) scale(.98)}to{transform:none}}
@keyframes wm-sheet{from{transform:translateY(24px)}to{transform:none}}
@keyframes wm-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
/* Wallet catalogue: Connect's rows, the All Wallets row's count. */
.wm-wallet-placeholder{display:inline-flex;align-items:center;justify-content:center;flex:none;border-radius:calc(var(--_radius)*2);
background:var(--_surface-hover);color:var(--_fg-2);}
.wm-row-icon{width:32px;height:32px;overflow:hidden;}
.wm-row-icon[data-mark=walletConnect]{background:#3396ff;color:#fff;}
.wm-count{white-space:nowrap;}
.wm-card[data-view=AllWallets]{height:min(640px,calc(100vh - 32px));}
.wm-search-label{font-size:.87em;font-weight:500;color:var(--_fg-2);}
.wm-skeleton{animation:wm-pulse 1.2s ease-in-out infinite;}
.wm-spinner{display:inline-block;width:24px;height:24px;border:3px solid var(--_accent);border-right-color:transparent;border-radius:50%;
animation:wm-spin 1s linear infinite;}
@keyframes wm-pulse{50%{opacity:.5}}
/* Skeleton rows (components/SkeletonRows): an icon and two lines shaped like the rows that will come. */
.wm-skeleton-row{display:flex;align-items:center;gap:12px;min-height:52px;padding:6px 12px;border-radius:calc(var(--_radius)*4);background:var(--_surface);}
.wm-skeleton-row[data-shape=button]{min-height:56px;padding:8px 12px;}
.wm-skeleton-icon{flex:none;width:32px;height:32px;border-radius:50%;background:var(--_surface-hover);}
.wm-skeleton-lines{display:flex;flex:1;flex-direction:column;gap:6px;min-width:0;}
.wm-skeleton-line{display:block;width:60%;height:10px;border-radius:5px;background:var(--_surface-hover);}
.wm-skeleton-line+.wm-skeleton-line{width:35%;}
/* The header's network chip and the alert bar, on every view. */
.wm-network-chip{display:inline-flex;align-items:center;gap:6px;max-width:100%;min-height:32px;padding:4px;padding-inline-end:12px;border:1px solid var(--_border);
border-radius:999px;background:var(--_surface);color:var(--_fg);font-weight:500;font-size:.87em;}
.wm-network-chip:hover{background:var(--_surface-hover);}
.wm-alert{display:flex;align-items:flex-start;gap:8px;margin:4px 16px 0;padding-block:8px;padding-inline:12px 8px;border-radius:calc(var(--_radius)*3);
background:var(--_surface);color:var(--_fg);border-inline-start:3px solid var(--_error);}
.wm-alert>svg{flex:none;margin-top:2px;color:var(--_error);}
.wm-alert-text{display:flex;flex-direction:column;gap:2px;font-size:.87em;}
.wm-alert .wm-icon-button{width:28px;height:28px;margin-inline-start:auto;}
`;
