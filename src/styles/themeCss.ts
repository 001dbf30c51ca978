import { css } from './css';

/**
 * Host isolation and theme. `:host` with !important wins over any host rule (inner
 * important declarations beat outer ones), and `.wm-root` resets every inherited
 * property, so host CSS cannot reach in. Hosts theme through `--wm-*` custom properties,
 * which do inherit: set on the element or through setThemeVariables.
 */
export const themeCss = css`
:host{all:initial!important;direction:ltr!important;}
:host([dir=rtl]){direction:rtl!important;}
.wm-root{all:initial;display:contents;
--_accent:var(--wm-accent,#2563eb);--_on-accent:#fff;
--_radius:var(--wm-border-radius-master,4px);
--_font:var(--wm-font-family,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif);
--_font-size:var(--wm-font-size-master,10px);
--_z:var(--wm-z-index,999999);
--_bg:#fff;--_fg:#141414;--_fg-2:#585e66;--_surface:#f1f2f4;--_surface-hover:#e4e6ea;--_border:rgba(0,0,0,.12);
--_overlay:rgba(0,0,0,.6);--_success:#087443;--_error:#b42318;
font-family:var(--_font);color:var(--_fg);font-size:calc(var(--_font-size)*1.5);line-height:1.4;
-webkit-font-smoothing:antialiased;}
.wm-root[data-theme=dark]{--_bg:#191a1d;--_fg:#e8eaed;--_fg-2:#a3a9b2;--_surface:#25272b;--_surface-hover:#32353a;
--_border:rgba(255,255,255,.14);--_overlay:rgba(0,0,0,.72);--_success:#47cd89;--_error:#f97066;--_accent:var(--wm-accent,#5b8def);--_on-accent:#0b0c0e;}
*,*::before,*::after{box-sizing:border-box;}
button{font:inherit;color:inherit;cursor:pointer;}
a{color:var(--_accent);}
/* Arrows that say back or forward point the other way in a right-to-left language. */
[dir=rtl] :not(.wm-activity-icon,.wm-swap-flip)>svg:is([data-icon=back],[data-icon=chevron]){transform:scaleX(-1);}
:focus-visible{outline:2px solid var(--_accent);outline-offset:2px;}
.wm-visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:1ms!important;transition-duration:1ms!important;}}
`;
