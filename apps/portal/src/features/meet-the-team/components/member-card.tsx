import { type TeamMember, telHref } from '@hcp/contracts/teams';

import { EmailAddress } from '../../../components/ui/email-address/email-address';
import { initialsOf } from '../initials';
import { meetTheTeamTexts as texts } from '../texts';

/** One person: photo or initials, name, job title, and contact links that work on phones. */
export function MemberCard({ member }: { member: TeamMember }) {
  return (
    <li className="card member-card">
      <div className="member-card-header">
        {member.photo ? (
          // The name follows, so the photo adds nothing for screen readers.
          <img className="member-avatar" src={member.photo.url} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="member-avatar member-initials" aria-hidden="true">
            {initialsOf(member.name)}
          </span>
        )}
        <div>
          <h3>{member.name}</h3>
          <p className="muted">{member.jobTitle}</p>
        </div>
      </div>
      <dl className="member-contact">
        {member.region && (
          <>
            <dt>{texts.region}</dt>
            <dd>{member.region}</dd>
          </>
        )}
        {member.phone && (
          <>
            <dt>{texts.phone}</dt>
            <dd>
              <a href={telHref(member.phone)} aria-label={texts.callLabel(member.name, member.phone)}>
                {member.phone}
              </a>
            </dd>
          </>
        )}
        <dt>{texts.email}</dt>
        <dd>
          <a href={`mailto:${member.email}`} aria-label={texts.emailLabel(member.name, member.email)}>
            <EmailAddress email={member.email} />
          </a>
        </dd>
      </dl>
    </li>
  );
}
