import { createBrowserRouter, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { AppLayout } from './layout';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.notFound, element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
