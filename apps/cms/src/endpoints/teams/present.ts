import { AREAS } from '@hcp/contracts/areas';
import type { Team as TeamAnswer, TeamMember, TeamSummary } from '@hcp/contracts/teams';

import type { Team } from '../../payload-types';
import { governanceOf } from '../shared/published';

/** Where a team's page is: under Meet the team, or under Clinical trials for a trial's contact team. */
export const TEAM_PATHS = {
  meetTheTeam: AREAS.teams.itemPath,
  clinicalTrials: AREAS['clinical-trials'].teamPath,
} as const;

type TeamPath = (slug: string) => string;

export function presentTeamSummary(team: Team, pathOf: TeamPath = TEAM_PATHS.meetTheTeam): TeamSummary {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    summary: team.summary,
    remit: team.remit ?? null,
    memberCount: team.members.length,
    path: pathOf(team.slug),
  };
}

function presentMember(member: Team['members'][number]): TeamMember {
  // The photo is populated (depth 1) when the image exists; a deleted image leaves the initials to show.
  const photo = typeof member.photo === 'object' && member.photo?.url ? member.photo : null;
  return {
    name: member.name,
    jobTitle: member.jobTitle,
    photo: photo?.url ? { url: photo.url, alt: photo.alt } : null,
    region: member.region ?? null,
    phone: member.phone ?? null,
    email: member.email,
  };
}

/** A team with its members, read at depth 1 so member photos arrive populated. */
export function presentTeam(team: Team, pathOf: TeamPath = TEAM_PATHS.meetTheTeam): TeamAnswer {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    summary: team.summary,
    remit: team.remit ?? null,
    path: pathOf(team.slug),
    members: team.members.map(presentMember),
    governance: governanceOf(team),
  };
}
