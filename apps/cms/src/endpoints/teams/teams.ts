import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { IdOrSlugSchema, PageQuerySchema } from '@hcp/contracts/content';
import { TeamPageSchema, TeamSchema } from '@hcp/contracts/teams';

import { findForCaller, findOneForCaller, itemNotFound, pageOf } from '../shared/published';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';
import { presentTeam, presentTeamSummary } from './present';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/teams',
  tags: ['Meet the team'],
  summary: 'The teams clinicians and pharmacists can contact',
  description:
    'A page of the published teams in the order editors set, each with its summary, remit and page path. Needs `wb_read_key_contacts`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.teams.capability), publishedRead] as const,
  request: { query: PageQuerySchema },
  responses: {
    200: jsonResponse(TeamPageSchema, 'One page of teams.'),
    ...guardedResponses,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/v1/team/{id}',
  tags: ['Meet the team'],
  summary: 'A team and its members',
  description:
    'A published team by id or slug, with each member’s job title, photo, region, phone and email. Needs `wb_read_key_contacts`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS.teams.capability), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(TeamSchema, 'The team.'),
    ...guardedItemResponses,
  },
});

export function registerTeams(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage } = c.req.valid('query');
    const result = await findForCaller(c, 'teams', { sort: ['displayOrder', 'name'], page, perPage });
    return c.json(
      pageOf(result, (team) => presentTeamSummary(team)),
      200,
    );
  });

  app.openapi(oneRoute, async (c) => {
    const team = await findOneForCaller(c, 'teams', c.req.valid('param').id, { depth: 1 });
    if (!team) return itemNotFound(c, 'team');
    return c.json(presentTeam(team), 200);
  });
}
