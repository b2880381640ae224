import type { Team } from '@hcp/contracts/teams';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Users } from '../../../components/ui/icon/icon';
import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { meetTheTeamTexts as texts } from '../texts';
import { MemberCard } from './member-card';
import '../meet-the-team.css';

/**
 * A team's page: its name as the page's h1, what it does, and a card per member. `children` follows the members
 * (the trials a trial contact team supports).
 */
export function TeamProfile({ team, children }: { team: Team; children?: ReactNode }) {
  return (
    <article aria-labelledby="team-heading" className="team-profile">
      <h1 id="team-heading">{team.name}</h1>
      <p className="team-summary">{team.summary}</p>
      {team.remit && (
        <p>
          <strong>{texts.remit}:</strong> {team.remit}
        </p>
      )}
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{texts.membersHeading}</h2>
        {team.members.length === 0 ? (
          <EmptyState icon={Users}>{texts.noMembers}</EmptyState>
        ) : (
          <ul className="card-list member-list">
            {team.members.map((member) => (
              <MemberCard key={`${member.name}-${member.email}`} member={member} />
            ))}
          </ul>
        )}
      </section>
      {children}
      <GovernanceNote governance={team.governance} />
    </article>
  );
}
