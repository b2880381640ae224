import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { searchableAreas, SearchQuerySchema, SearchResultsSchema } from '@hcp/contracts/search';

import { tokenize } from '../../search/query';
import { searchIndexOf } from '../../search/index';
import { collectionsBeyond } from '../../search/sources';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedResponses, jsonResponse } from '../responses';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/v1/search',
  tags: ['Search'],
  summary: 'Search every area you can read',
  description: [
    'Full-text search over the published, unexpired items of the areas the caller’s capabilities open (stability,',
    'education, clinical resources, clinical trials, important updates, the product catalogue, teams, quick links and',
    'request forms). `q` is plain text: its words (letters and digits) are each matched as a prefix and a hit holds',
    'all of them; any other character only separates words. Hits are ranked (a title match above a body match) and',
    'paged; `area` narrows the page to one area while `groups` counts every readable area. Each hit has a snippet as',
    'plain-text segments, `match` marking the highlighted words. When nothing matches, `suggestions` holds close',
    'terms from the readable areas. An `area` the caller cannot read finds nothing. Needs `wb_edit_current_user`.',
  ].join(' '),
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user'), publishedRead] as const,
  request: { query: SearchQuerySchema },
  responses: {
    200: jsonResponse(SearchResultsSchema, 'One page of ranked hits, the counts per area and any suggestions.'),
    ...guardedResponses,
  },
});

/** `GET api/v1/search`. */
export function registerSearch(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(searchRoute, async (c) => {
    const started = performance.now();
    const { q, area, page, perPage } = c.req.valid('query');
    // The areas come from the caller's capabilities here, never from the request; an unreadable `area` finds nothing.
    const areas = searchableAreas(c.get('caller').capabilities);
    const tokens = tokenize(q);
    const index = await searchIndexOf(c.get('payload'));
    const today = new Date().toISOString().slice(0, 10);
    const skipCollections = collectionsBeyond(tokens.length);
    const { hits, groups, total } = await index.search({ tokens, areas, area, today, skipCollections, page, perPage });
    const suggestions = groups.every((group) => group.count === 0) ? await index.suggest(tokens, areas) : [];
    c.header('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`);
    return c.json(
      {
        items: hits,
        page,
        perPage,
        totalItems: total,
        totalPages: Math.ceil(total / perPage),
        query: q,
        groups,
        suggestions,
      },
      200,
    );
  });
}
