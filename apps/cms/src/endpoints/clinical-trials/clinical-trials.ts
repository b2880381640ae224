import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { AREAS } from '@hcp/contracts/areas';
import { TrialListQuerySchema, TrialPageSchema, TrialSchema, TrialTeamSchema } from '@hcp/contracts/clinical-trials';
import { IdOrSlugSchema } from '@hcp/contracts/content';
import type { Where } from 'payload';

import { findAllForCaller, findForCaller, findOneForCaller, itemNotFound, pageOf } from '../shared/published';
import { registerSubmenu, submenuItems } from '../shared/submenu';
import type { PortalApiEnv } from '../context';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { publishedRead } from '../../read-model/published-reads';
import { bearerSecurity, guardedItemResponses, guardedResponses, jsonResponse } from '../responses';
import { presentTeam, TEAM_PATHS } from '../teams/present';
import { presentTrial, presentTrialSummary, trialPath } from './present';

/** Recruiting trials first, finished ones last, then by title. */
const TRIAL_ORDER = ['statusOrder', 'title'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-trials',
  tags: ['Clinical trials'],
  summary: 'The clinical trials',
  description:
    'A page of the published trials, recruiting first, then by title; optionally only those of one status, phase and therapeutic area. Needs `wb_read_clinical_trials`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-trials'].capability), publishedRead] as const,
  request: { query: TrialListQuerySchema },
  responses: {
    200: jsonResponse(TrialPageSchema, 'One page of trials.'),
    ...guardedResponses,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-trial/{id}',
  tags: ['Clinical trials'],
  summary: 'A clinical trial',
  description:
    'A published trial by id or slug: its key facts, eligibility, sites, description, documents and contact team (with the path of the team’s page). Needs `wb_read_clinical_trials`.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-trials'].capability), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(TrialSchema, 'The trial.'),
    ...guardedItemResponses,
  },
});

const teamRoute = createRoute({
  method: 'get',
  path: '/api/v1/clinical-trial-team/{id}',
  tags: ['Clinical trials'],
  summary: 'A trial’s contact team',
  description:
    'A published team, by id or slug, that is the contact team of at least one published trial, with its members and those trials. Needs `wb_read_clinical_trials` only, so trial readers reach the team even without `wb_read_key_contacts`; any other team is 404 here.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability(AREAS['clinical-trials'].capability), publishedRead] as const,
  request: { params: z.object({ id: IdOrSlugSchema }) },
  responses: {
    200: jsonResponse(TrialTeamSchema, 'The team and the trials it supports.'),
    ...guardedItemResponses,
  },
});

export function registerClinicalTrials(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(listRoute, async (c) => {
    const { page, perPage, status, phase, area } = c.req.valid('query');
    const filters: Where[] = [];
    if (status) filters.push({ recruitmentStatus: { equals: status } });
    if (phase) filters.push({ phase: { equals: phase } });
    if (area) filters.push({ therapeuticArea: { equals: area } });
    const result = await findForCaller(c, 'clinical-trials', {
      where: filters.length > 0 ? { and: filters } : undefined,
      sort: TRIAL_ORDER,
      page,
      perPage,
    });
    return c.json(pageOf(result, presentTrialSummary), 200);
  });

  app.openapi(oneRoute, async (c) => {
    const trial = await findOneForCaller(c, 'clinical-trials', c.req.valid('param').id, { depth: 1 });
    if (!trial) return itemNotFound(c, 'clinical trial');
    return c.json(presentTrial(trial), 200);
  });

  app.openapi(teamRoute, async (c) => {
    // The teams' read rule already limits an account without key contacts to its trials' contact teams.
    const team = await findOneForCaller(c, 'teams', c.req.valid('param').id, { depth: 1 });
    if (!team) return itemNotFound(c, 'team');
    const trials = await findAllForCaller(c, 'clinical-trials', {
      where: { contactTeam: { equals: team.id } },
      sort: TRIAL_ORDER,
    });
    if (trials.length === 0) return itemNotFound(c, 'team');
    return c.json(
      {
        ...presentTeam(team, TEAM_PATHS.clinicalTrials),
        trials: trials.map((trial) => ({
          title: trial.title,
          shortTitle: trial.shortTitle,
          status: trial.recruitmentStatus,
          path: trialPath(trial.slug),
        })),
      },
      200,
    );
  });

  registerSubmenu(app, {
    area: 'clinical-trials',
    capability: AREAS['clinical-trials'].capability,
    describe:
      'The featured clinical trials (at most 25; the 25 latest when none is featured), recruiting first, then by title.',
    entries: async (c) =>
      (await submenuItems(c, 'clinical-trials', { select: { title: true, slug: true }, sort: TRIAL_ORDER })).map(
        (trial) => ({
          title: trial.title,
          path: trialPath(trial.slug),
        }),
      ),
  });
}
