import { z } from 'zod';

import { DocumentLinkSchema, GovernanceSchema, PageQuerySchema, paginatedSchema } from './content';
import { RichTextSchema } from './rich-text';
import { TeamSchema } from './teams';

export const TRIAL_PHASES = ['phase-1', 'phase-1-2', 'phase-2', 'phase-2-3', 'phase-3', 'phase-4'] as const;
export const TrialPhaseSchema = z.enum(TRIAL_PHASES).meta({ id: 'TrialPhase' });
export type TrialPhase = z.infer<typeof TrialPhaseSchema>;
export const TRIAL_PHASE_LABELS: Record<TrialPhase, string> = {
  'phase-1': 'Phase I',
  'phase-1-2': 'Phase I/II',
  'phase-2': 'Phase II',
  'phase-2-3': 'Phase II/III',
  'phase-3': 'Phase III',
  'phase-4': 'Phase IV',
};

/** Trial statuses, in the order lists show them: recruiting first, finished last. */
export const TRIAL_STATUSES = [
  'recruiting',
  'not-yet-recruiting',
  'active-not-recruiting',
  'suspended',
  'completed',
  'terminated',
] as const;
export const TrialStatusSchema = z.enum(TRIAL_STATUSES).meta({ id: 'TrialStatus' });
export type TrialStatus = z.infer<typeof TrialStatusSchema>;
export const TRIAL_STATUS_LABELS: Record<TrialStatus, string> = {
  recruiting: 'Recruiting',
  'not-yet-recruiting': 'Not yet recruiting',
  'active-not-recruiting': 'Active, not recruiting',
  suspended: 'Suspended',
  completed: 'Completed',
  terminated: 'Terminated',
};

export const THERAPEUTIC_AREAS = [
  'anaesthesia',
  'cardiology',
  'critical-care',
  'haematology',
  'infectious-diseases',
  'neurology',
  'oncology',
  'renal',
] as const;
export const TherapeuticAreaSchema = z.enum(THERAPEUTIC_AREAS).meta({ id: 'TherapeuticArea' });
export type TherapeuticArea = z.infer<typeof TherapeuticAreaSchema>;
export const THERAPEUTIC_AREA_LABELS: Record<TherapeuticArea, string> = {
  anaesthesia: 'Anaesthesia and pain',
  cardiology: 'Cardiology',
  'critical-care': 'Critical care',
  haematology: 'Haematology',
  'infectious-diseases': 'Infectious diseases',
  neurology: 'Neurology',
  oncology: 'Oncology',
  renal: 'Renal medicine',
};

export const SITE_STATUSES = ['opening-soon', 'open', 'closed', 'completed'] as const;
export const SiteStatusSchema = z.enum(SITE_STATUSES).meta({ id: 'TrialSiteStatus' });
export type SiteStatus = z.infer<typeof SiteStatusSchema>;
export const SITE_STATUS_LABELS: Record<SiteStatus, string> = {
  'opening-soon': 'Opening soon',
  open: 'Open to recruitment',
  closed: 'Closed to recruitment',
  completed: 'Completed',
};

/** `GET api/v1/clinical-trials`: a page, optionally only trials of one status, phase and therapeutic area. */
export const TrialListQuerySchema = PageQuerySchema.extend({
  status: TrialStatusSchema.optional(),
  phase: TrialPhaseSchema.optional(),
  area: TherapeuticAreaSchema.optional(),
});
export type TrialListQuery = z.infer<typeof TrialListQuerySchema>;

/** A trial in a list: enough for a card. */
export const TrialSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    shortTitle: z.string().meta({ description: 'The acronym the trial is known by.' }),
    registryId: z.string(),
    phase: TrialPhaseSchema,
    status: TrialStatusSchema,
    therapeuticArea: TherapeuticAreaSchema,
    path: z.string().meta({ description: 'The portal page of the trial.' }),
  })
  .meta({ id: 'TrialSummary' });
export type TrialSummary = z.infer<typeof TrialSummarySchema>;

/** Answer of GET api/v1/clinical-trials. */
export const TrialPageSchema = paginatedSchema(TrialSummarySchema).meta({ id: 'TrialPage' });
export type TrialPage = z.infer<typeof TrialPageSchema>;

export const TrialSiteSchema = z
  .object({ hospital: z.string(), city: z.string(), country: z.string(), status: SiteStatusSchema })
  .meta({ id: 'TrialSite' });
export type TrialSite = z.infer<typeof TrialSiteSchema>;

/** The team to contact about a trial, with its page below /clinical-trials/meet-the-team/. */
export const TrialContactTeamSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), summary: z.string(), path: z.string() })
  .meta({ id: 'TrialContactTeam' });
export type TrialContactTeam = z.infer<typeof TrialContactTeamSchema>;

/** Answer of GET api/v1/clinical-trial/{id}. */
export const TrialSchema = TrialSummarySchema.extend({
  sponsor: z.string(),
  intervention: z.string(),
  targetEnrolment: z.number().int().nullable(),
  startDate: z.iso.date(),
  estimatedCompletion: z.iso.date().nullable(),
  eligibility: z.object({
    summary: z.string().nullable(),
    inclusion: z.array(z.string()),
    exclusion: z.array(z.string()),
  }),
  sites: z.array(TrialSiteSchema),
  description: RichTextSchema,
  documents: z.array(DocumentLinkSchema),
  contactTeam: TrialContactTeamSchema.nullable().meta({
    description: 'Null when the trial names no team, or its team is not published or has expired.',
  }),
  governance: GovernanceSchema,
}).meta({ id: 'Trial' });
export type Trial = z.infer<typeof TrialSchema>;

/** A link to a trial: its title and portal path. */
export const TrialLinkSchema = z
  .object({ title: z.string(), shortTitle: z.string(), status: TrialStatusSchema, path: z.string() })
  .meta({ id: 'TrialLink' });
export type TrialLink = z.infer<typeof TrialLinkSchema>;

/** Answer of GET api/v1/clinical-trial-team/{id}: a trial contact team and the trials it supports. */
export const TrialTeamSchema = TeamSchema.extend({ trials: z.array(TrialLinkSchema) }).meta({ id: 'TrialTeam' });
export type TrialTeam = z.infer<typeof TrialTeamSchema>;
