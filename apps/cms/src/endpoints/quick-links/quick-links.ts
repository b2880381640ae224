import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { PageQuerySchema } from '@hcp/contracts/content';
import { groupQuickLinks, isWebUrl, QuickLinkGroupPageSchema } from '@hcp/contracts/quick-links';

import { findAllForCaller, pageOfList } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedResponses, jsonResponse } from '../responses';

/** More links than any curated list holds; they are grouped before paging, so all are read. */
const QUICK_LINKS_LIMIT = 1_000;

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/quick-links',
  tags: ['Quick links'],
  summary: 'Quick links, in groups',
  description:
    'The published, current links gathered into their groups and paged by group: a group sits where its first link sits (lowest display order, then name), links follow their display order, then their title. Needs `wb_read_quick_links`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['quick-links'].capability), publishedRead] as const,
  request: { query: PageQuerySchema },
  responses: {
    200: jsonResponse(QuickLinkGroupPageSchema, 'One page of groups, each with all its links.'),
    ...guardedResponses,
  },
});

/** `GET api/v1/quick-links`. */
export function registerQuickLinks(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const docs = await findAllForCaller(c, 'quick-links', {
      sort: ['displayOrder', 'title'],
      limit: QUICK_LINKS_LIMIT,
    });
    // The collection validates addresses; one written around that check never reaches the portal.
    const links = docs
      .filter((doc) => isWebUrl(doc.url))
      .map((doc) => ({
        id: doc.id,
        title: doc.title,
        url: doc.url,
        description: doc.description ?? null,
        group: doc.group,
        displayOrder: doc.displayOrder,
      }));
    const groups = groupQuickLinks(links).map(({ group, links: members }) => ({
      group,
      links: members.map(({ id, title, url, description }) => ({ id, title, url, description })),
    }));
    return c.json(pageOfList(groups, page, perPage), 200);
  });
}
