import { matchRoutes } from 'react-router';

import { resolveLayout, type RouteLayout } from '../config/layout';
import { routeTable } from '../config/paths';

/** Each route's look (header flags, side menu, back target, title), matched to a path as the router matches it. */
const ROUTE_LAYOUTS = routeTable.map(({ path, layout }) => ({ path, layout: resolveLayout(layout) }));
const NOT_FOUND_LAYOUT = resolveLayout({ title: 'Page not found' });

/** The last path asked about and its look: the layout asks again at each of its renders, mostly for the same path. */
let last: { pathname: string; layout: RouteLayout } | undefined;

/**
 * The look of the route a path opens: the portal's layout and the sign-in page read it alike. Matching ranks the
 * whole route table each time, so the last answer is kept.
 */
export function routeLayoutOf(pathname: string): RouteLayout {
  if (last?.pathname !== pathname) {
    last = { pathname, layout: matchRoutes(ROUTE_LAYOUTS, pathname)?.at(-1)?.route.layout ?? NOT_FOUND_LAYOUT };
  }
  return last.layout;
}
