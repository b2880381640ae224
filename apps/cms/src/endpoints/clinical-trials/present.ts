import { AREAS } from '@hcp/contracts/areas';
import type { Trial, TrialSummary } from '@hcp/contracts/clinical-trials';

import type { ClinicalTrial } from '../../payload-types';
import { documentLinksOf } from '../shared/document-links';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { governanceOf } from '../shared/published';
import { TEAM_PATHS } from '../teams/present';

export const trialPath = AREAS['clinical-trials'].itemPath;

const day = (date: string) => date.slice(0, 10);

export function presentTrialSummary(trial: ClinicalTrial): TrialSummary {
  return {
    id: trial.id,
    slug: trial.slug,
    title: trial.title,
    shortTitle: trial.shortTitle,
    registryId: trial.registryId,
    phase: trial.phase,
    status: trial.recruitmentStatus,
    therapeuticArea: trial.therapeuticArea,
    path: trialPath(trial.slug),
  };
}

/** A trial read at depth 1: its documents and contact team arrive populated when the caller may read them. */
export function presentTrial(trial: ClinicalTrial): Trial {
  const team = typeof trial.contactTeam === 'object' ? trial.contactTeam : null;
  return {
    ...presentTrialSummary(trial),
    sponsor: trial.sponsor,
    intervention: trial.intervention,
    targetEnrolment: trial.targetEnrolment ?? null,
    startDate: day(trial.startDate),
    estimatedCompletion: trial.estimatedCompletion ? day(trial.estimatedCompletion) : null,
    eligibility: {
      summary: trial.eligibility?.summary ?? null,
      inclusion: (trial.eligibility?.inclusion ?? []).map((row) => row.criterion),
      exclusion: (trial.eligibility?.exclusion ?? []).map((row) => row.criterion),
    },
    sites: (trial.sites ?? []).map((site) => ({
      hospital: site.hospital,
      city: site.city,
      country: site.country,
      status: site.siteStatus,
    })),
    description: lexicalToRichText(trial.description),
    documents: documentLinksOf(trial.documents),
    contactTeam: team
      ? {
          id: team.id,
          slug: team.slug,
          name: team.name,
          summary: team.summary,
          path: TEAM_PATHS.clinicalTrials(team.slug),
        }
      : null,
    governance: governanceOf(trial),
  };
}
