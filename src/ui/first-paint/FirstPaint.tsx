import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { Brand } from '../../brands/catalog';
import { PartnerLayoutView } from '../app/PartnerLayoutView';
import { ProfileToggle } from '../app/ProfileToggle';
import { Spinner } from '../kit/Spinner';
import { LandingView } from '../login/LandingView';
import { Frame } from '../shell/Frame';
import { UatBadge } from '../shell/UatBadge';
import { JOIN_US_SHEET_PATH, LOGIN_SHEET_PATH } from '../login/sheet-paths';
import { CountLine, HomeView } from '../home/HomeView';
import {
  ELSEWHERE,
  FILL_ATTRIBUTE,
  FIRST_PAINT_ROUTE_ATTRIBUTE,
  FOR_PARTNERS,
  FOR_VISITORS,
  NAME_MARK,
  ON_HOME,
} from './shell-classes';

/**
 * The page the server sends before any script has run: the landing for visitors, the partner
 * layout for a signed-in partner (a tiny script marks <html> before the body paints) with the
 * home's first screen on home, all built from the live screens' own views, so the app replaces
 * it with an identical page.
 */
export function FirstPaint({ brand, isUat }: { brand: Brand; isUat: boolean }) {
  return (
    <Router hook={useHashLocation} ssrPath="/login">
      <Frame>
        {isUat && <UatBadge />}
        <div className={FOR_VISITORS}>
          {/* A tap before the app has loaded goes to the button's route (the first-paint
              script moves there), and the app opens on it. */}
          <LandingView
            brand={brand}
            loginAttributes={{ [FIRST_PAINT_ROUTE_ATTRIBUTE]: LOGIN_SHEET_PATH }}
            joinUsAttributes={{ [FIRST_PAINT_ROUTE_ATTRIBUTE]: JOIN_US_SHEET_PATH }}
          />
        </div>
        <div className={FOR_PARTNERS}>
          {/* The name, the count last seen and the kind of partner are filled in from the
              device by the signed-in check before this paints (NAME_MARK, FILL_ATTRIBUTE). */}
          <PartnerLayoutView
            brand={brand}
            homeHref="/"
            greeting={{ firstName: NAME_MARK, lastName: '' }}
            actions={<ProfileToggle onProfile={false} />}
          >
            <div className={ON_HOME}>
              <HomeView
                countSlot={
                  <>
                    <CountLine count={1} fresh={false} marks={{ [FILL_ATTRIBUTE]: 'one' }} />
                    <CountLine count={2} fresh={false} marks={{ [FILL_ATTRIBUTE]: 'other' }} />
                    <Spinner label="Loading your applications" />
                  </>
                }
                canViewApplications={false}
                recordsCases
                casesMarks={{ [FILL_ATTRIBUTE]: 'cases' }}
              />
            </div>
            <div className={ELSEWHERE}>
              <Spinner label="Loading" />
            </div>
          </PartnerLayoutView>
        </div>
      </Frame>
    </Router>
  );
}
