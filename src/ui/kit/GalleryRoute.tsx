import { lazy } from 'react';

/*
 * The kit's gallery (/kit, a page for designers) one hop away: the entry, which every first load
 * carries, then names this small module instead of the gallery's long list of chunks to preload.
 * (A component that renders the lazy one: React refuses a lazy screen that resolves to another.)
 */
const Gallery = lazy(() => import('./Gallery'));

export default function GalleryRoute() {
  return <Gallery />;
}
