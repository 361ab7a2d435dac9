import type { Plugin } from 'vite';

/**
 * Sonner injects its stylesheet as an inline <style> when its module loads, which the strict
 * CSP refuses (server/http/security-headers.ts). The same CSS ships as `sonner/dist/styles.css`,
 * which src/ui/kit/Toaster.tsx imports as a real stylesheet; this drops the injection.
 * The build fails if sonner changes so that the injection is not found, rather than ship a
 * CSP violation.
 */
export function sonnerStylesheetPlugin(): Plugin {
  const injection = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/g;
  return {
    name: 'rinn:sonner-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]sonner[/\\]dist[/\\]index\.m?js$/.test(id)) return null;
      const stripped = code.replace(injection, '');
      if (stripped === code) {
        this.error('sonner no longer injects its CSS with __insertCSS: check the CSP of toasts');
      }
      return { code: stripped, map: null };
    },
  };
}
