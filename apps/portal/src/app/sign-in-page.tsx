import type { Brand } from '@hcp/contracts/brand';
import { type ReactNode, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';

import { Loading } from '../components/ui/status-screens/status-screens';
import { paths } from '../config/paths';
import { KeepSession } from '../lib/keep-session';
import { readStoredToken } from '../lib/storage';
import { LayoutFrame } from './layout-frame';
import { ScreenBoundary } from './route-error';
import { routeLayoutOf } from './route-layout';
import { AuthScreen } from './routes/auth-screen';

const noLogout = () => undefined;

type SignInPageProps = {
  /** The brand the server put in the page (app/page-brand.ts). */
  brand: Brand;
  /** Stores a new sign-in's token and has the portal's code ready before the page hands over. */
  keepSession: (token: string) => Promise<void>;
  /** Hands the page over to the portal, at the path the visitor went to. */
  leave: () => void;
};

/**
 * /login as the server sends it to a visitor who is not signed in: the sign-in screen in the portal's frame, drawn
 * without the Redux store, RTK Query or the portal's other screens (issue 16). The server sends its HTML already drawn
 * (sign-in-prerender.tsx, apps/cms/src/server/drawn-page.ts) and sign-in.tsx hydrates it. Anywhere else the visitor
 * goes from here (signed in, or by a link: register, forgot password, contact, the footer's pages), the page hands
 * over to the whole portal, which draws that path.
 */
export function SignInPage({ brand, keepSession, leave }: SignInPageProps) {
  return (
    <KeepSession value={keepSession}>
      <Routes>
        <Route
          path={paths.login}
          element={
            <Frame brand={brand} pathname={paths.login} authenticated={false}>
              <ScreenBoundary>
                <AuthScreen mode="login" />
              </ScreenBoundary>
            </Frame>
          }
        />
        <Route path="*" element={<HandOver brand={brand} leave={leave} />} />
      </Routes>
    </KeepSession>
  );
}

type FrameProps = { brand: Brand; pathname: string; authenticated: boolean; children: ReactNode };

function Frame({ brand, pathname, authenticated, children }: FrameProps) {
  return (
    <LayoutFrame
      brand={brand}
      layout={routeLayoutOf(pathname)}
      authenticated={authenticated}
      account={undefined}
      onLogout={noLogout}
    >
      {children}
    </LayoutFrame>
  );
}

/** The frame of the path the visitor went to, loading, for the moment until the portal draws it. */
function HandOver({ brand, leave }: { brand: Brand; leave: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    leave();
  }, [leave]);
  return (
    <Frame brand={brand} pathname={pathname} authenticated={readStoredToken() !== null}>
      <Loading label="Loading…" />
    </Frame>
  );
}
