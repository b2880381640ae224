import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { paths, routeTable } from '../config/paths';
import { RouteGuard } from './guards';
import { AppLayout } from './layout';
import { AccountRoute } from './routes/account';
import { AuthScreen } from './routes/auth-screen';
import { ConfirmationRoute } from './routes/confirmation';
import { EmailTokenRoute } from './routes/email-token';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/** The screens built so far. A route of the table without one is guarded, then answers not found. */
const screens: Partial<Record<string, ReactNode>> = {
  [paths.home]: <HomeRoute />,
  [paths.login]: <AuthScreen mode="login" />,
  [paths.register]: <AuthScreen mode="register" />,
  [paths.forgotPassword]: <AuthScreen mode="forgot" />,
  [paths.resetPassword]: <AuthScreen mode="reset" />,
  [paths.confirmation]: <ConfirmationRoute />,
  [paths.account]: <AccountRoute />,
  [paths.notFound]: <NotFoundRoute />,
  [paths.emailToken]: <EmailTokenRoute />,
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routeTable.map(({ path, access }) => ({
        path,
        element: <RouteGuard access={access}>{screens[path] ?? <NotFoundRoute />}</RouteGuard>,
      })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
