import { AREAS } from '@hcp/contracts/areas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { Loading } from '../components/ui/status-screens/status-screens';
import { areaTitleOf, paths, type RouteAccess } from '../config/paths';
import { useGetAccountQuery } from '../features/account/api/account-api';
import { selectIsAuthenticated } from '../lib/auth-session';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useOfflineReader } from '../lib/offline-reading';
import { showToast } from '../lib/show-toast';
import { appTexts } from './texts';

type FromState = { from?: string } | null;

/**
 * Applies a route's access from the route table (spec section 2). This only spares people a dead end:
 * the server checks every call itself.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const needsAccount = authenticated && access.kind === 'capability';
  const { data: account } = useGetAccountQuery(undefined, { skip: !needsAccount });
  const reader = useOfflineReader();

  if (access.kind === 'public') return children;
  if (access.kind === 'logged-out') return <LoggedOutOnly authenticated={authenticated}>{children}</LoggedOutOnly>;
  if (!authenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from }} />;
  }
  // With the server out of reach, the stored session may read its own offline copies (docs/offline.md); the screen
  // draws only from them, and the layout lets only those screens through.
  if (!account && reader?.offline && OFFLINE_CAPABILITIES.has(access.capability)) return children;
  // While the account loads (or fails, which the layout shows), the screen waits.
  if (!account) return <Loading label={appTexts.guards.checkingAccess} />;
  if (!account.capabilities.includes(access.capability)) return <Refused pathname={location.pathname} />;
  return children;
}

/** The areas whose screens can draw from offline copies: stability products and pinned clinical request forms. */
const OFFLINE_CAPABILITIES = new Set<string>([AREAS.stability.capability, AREAS['clinical-requests'].capability]);

const refusedTexts = appTexts.guards.refused;

/**
 * A signed-in user without the route's capability goes home (spec section 2), and a toast says which area it was, that
 * their roles do not include it, and who to ask. It stays until closed, so there is time to read it and follow its link.
 */
function Refused({ pathname }: { pathname: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // Strict mode runs effects twice: one refusal, one toast.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    const area = areaTitleOf(pathname) ?? refusedTexts.unknownArea;
    void dispatch(
      showToast({
        name: 'access-refused',
        variant: 'warning',
        title: refusedTexts.title(area),
        text: refusedTexts.text(area),
        link: { label: refusedTexts.contact, to: paths.contact },
        fixed: true,
      }),
    );
    void navigate(paths.home, { replace: true });
  }, [dispatch, navigate, pathname]);
  return null;
}

/**
 * A user who arrives signed in on a logged-out-only route goes back to the page they came from, or home. Someone who
 * signs in here is not sent anywhere by the guard: the screen itself takes them on.
 */
function LoggedOutOnly({ authenticated, children }: { authenticated: boolean; children: ReactNode }) {
  const location = useLocation();
  const [arrivedSignedIn] = useState(authenticated);
  if (!arrivedSignedIn) return children;
  const from = (location.state as FromState)?.from;
  // The first page of a visit has the key 'default': there is no page to go back to.
  if (from || location.key === 'default') return <Navigate to={from ?? paths.home} replace />;
  return <GoBack />;
}

/** Goes back one page in the history. */
function GoBack() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(-1);
  }, [navigate]);
  return null;
}
