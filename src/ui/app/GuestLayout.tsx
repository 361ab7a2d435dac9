import type { ReactNode } from 'react';
import { PartnerLayoutView } from './PartnerLayoutView';
import { useSite } from './site';

/**
 * A borrower's pages (apply, its success, tracking): the brand's header, its logo leading to
 * the brand's landing (`/`, which sends a visitor to /login), the screen, and "Powered By" —
 * the partner layout without the greeting and the profile link. The trailing `?` clears the
 * address's query (the hash router keeps it otherwise): an application's id left there would
 * make the landing's Apply Now reopen that application instead of starting a new one.
 */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { brand } = useSite();
  return (
    <PartnerLayoutView brand={brand} homeHref="/?">
      {children}
    </PartnerLayoutView>
  );
}
