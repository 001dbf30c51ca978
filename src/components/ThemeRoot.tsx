import type { CSSProperties, ReactNode, Ref } from 'react';
import { useColorScheme } from '../hooks/useColorScheme';
import { useStore } from '../hooks/useStore';
import { $locale } from '../stores/locale';
import { $theme } from '../stores/theme';

/**
 * The root of every element's shadow tree: resets what the host page would otherwise
 * pass down and carries the theme mode and variables (set through CSSOM, which a strict
 * CSP allows, never as a style attribute string). It also carries the language and its
 * direction: a right-to-left language lays the whole tree out mirrored.
 */
export function ThemeRoot({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const theme = useStore($theme);
  const system = useColorScheme();
  const locale = useStore($locale);
  return (
    <div ref={ref} className="wm-root" lang={locale.tag} dir={locale.dir} data-theme={theme.mode ?? system} style={theme.variables as CSSProperties}>
      {children}
    </div>
  );
}
