/** Points the page's icon at `url` (the tenant's favicon, or the brand's fallback). */
export function setFavicon(url: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (/\.svg(\?|#|$)/i.test(url)) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
  link.href = url;
}
