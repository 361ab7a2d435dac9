import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { Brand } from '../../brands/catalog';
import { PartnerLayoutView } from '../app/PartnerLayoutView';
import { Spinner } from '../kit/Spinner';
import { LandingView } from '../login/LandingView';
import { Frame } from '../shell/Frame';
import { UatBadge } from '../shell/UatBadge';
import { FOR_PARTNERS, FOR_VISITORS } from './shell-classes';

/**
 * The page the server sends before any script has run: the landing for visitors, the partner
 * layout for a signed-in partner (a tiny script marks <html> before the body paints), both
 * built from the live screens' own views, so the app replaces it with an identical page.
 */
export function FirstPaint({ brand, isUat }: { brand: Brand; isUat: boolean }) {
  return (
    <Router hook={useHashLocation} ssrPath="/login">
      <Frame>
        {isUat && <UatBadge />}
        <div className={FOR_VISITORS}>
          <LandingView brand={brand} />
        </div>
        <div className={FOR_PARTNERS}>
          <PartnerLayoutView brand={brand}>
            <Spinner label="Loading" />
          </PartnerLayoutView>
        </div>
      </Frame>
    </Router>
  );
}
