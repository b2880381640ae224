import {
  SITE_STATUS_LABELS,
  THERAPEUTIC_AREA_LABELS,
  type Trial,
  TRIAL_PHASE_LABELS,
} from '@hcp/contracts/clinical-trials';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { DocumentList } from '../../../components/ui/document-list/document-list';
import { formatDate, GovernanceNote } from '../../../components/ui/governance/governance-note';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { feasibilityFormPath } from '../../../config/paths';
import { RichTextView } from '../../../components/ui/rich-text/rich-text';
import { useGetClinicalTrialQuery } from '../api/clinical-trials-api';
import { clinicalTrialsTexts as texts } from '../texts';
import { TrialStatusBadge } from './trial-status-badge';
import '../clinical-trials.css';

function KeyFacts({ trial }: { trial: Trial }) {
  const facts: [string, ReactNode][] = [
    [texts.registryId, trial.registryId],
    [texts.phase, TRIAL_PHASE_LABELS[trial.phase]],
    [texts.status, <TrialStatusBadge key="status" status={trial.status} />],
    [texts.therapeuticArea, THERAPEUTIC_AREA_LABELS[trial.therapeuticArea]],
    [texts.sponsor, trial.sponsor],
    [texts.intervention, trial.intervention],
    [texts.startDate, formatDate(trial.startDate)],
    [texts.estimatedCompletion, trial.estimatedCompletion ? formatDate(trial.estimatedCompletion) : texts.notSet],
  ];
  if (trial.targetEnrolment !== null) facts.push([texts.targetEnrolment, texts.participants(trial.targetEnrolment)]);
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading">{texts.keyFacts}</h2>
      <dl className="key-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Eligibility({ eligibility }: { eligibility: Trial['eligibility'] }) {
  return (
    <section aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading">{texts.eligibility}</h2>
      {eligibility.summary && <p>{eligibility.summary}</p>}
      {eligibility.inclusion.length > 0 && (
        <>
          <h3>{texts.inclusion}</h3>
          <ul>
            {eligibility.inclusion.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </>
      )}
      {eligibility.exclusion.length > 0 && (
        <>
          <h3>{texts.exclusion}</h3>
          <ul>
            {eligibility.exclusion.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Sites({ trial }: { trial: Trial }) {
  return (
    <section aria-labelledby="sites-heading">
      <h2 id="sites-heading">{texts.sites}</h2>
      {trial.sites.length === 0 ? (
        <p>{texts.noSites}</p>
      ) : (
        // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
        <div className="table-scroll" role="region" aria-labelledby="sites-caption" tabIndex={0}>
          <table className="data-table">
            <caption id="sites-caption">{texts.sitesCaption(trial.shortTitle)}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.hospital}</th>
                <th scope="col">{texts.city}</th>
                <th scope="col">{texts.country}</th>
                <th scope="col">{texts.siteStatus}</th>
              </tr>
            </thead>
            <tbody>
              {trial.sites.map((site) => (
                <tr key={`${site.hospital}-${site.city}`}>
                  <th scope="row">{site.hospital}</th>
                  <td>{site.city}</td>
                  <td>{site.country}</td>
                  <td>{SITE_STATUS_LABELS[site.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One trial as its page draws it. */
export function TrialArticle({ trial }: { trial: Trial }) {
  return (
    <article aria-labelledby="trial-heading" className="trial-detail">
      <p className="trial-acronym">{trial.shortTitle}</p>
      <h1 id="trial-heading">{trial.title}</h1>
      <KeyFacts trial={trial} />
      <Eligibility eligibility={trial.eligibility} />
      <Sites trial={trial} />
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{texts.about}</h2>
        <RichTextView content={trial.description} />
      </section>
      <DocumentList documents={trial.documents} heading={texts.documents} />
      <section aria-labelledby="feasibility-heading">
        <h2 id="feasibility-heading">{texts.feasibility}</h2>
        <p>{texts.feasibilityIntro}</p>
        <p>
          <Link className="button button-primary" to={feasibilityFormPath(trial.slug)}>
            {texts.feasibilityLink}
          </Link>
        </p>
      </section>
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading">{texts.contactTeam}</h2>
        {trial.contactTeam ? (
          <>
            <p>{trial.contactTeam.summary}</p>
            <p>
              <Link to={trial.contactTeam.path}>{texts.contactTeamLink(trial.contactTeam.name)}</Link>
            </p>
          </>
        ) : (
          <p>{texts.noContactTeam}</p>
        )}
      </section>
      <GovernanceNote governance={trial.governance} />
    </article>
  );
}

/** /clinical-trials/:slug: one trial, with its key facts, eligibility, sites, documents and contact team. */
export function TrialDetail() {
  const { slug = '' } = useParams();
  const query = useGetClinicalTrialQuery(slug);
  return (
    <QueryView query={query} loading={texts.loadingTrial}>
      {(trial) => <TrialArticle trial={trial} />}
    </QueryView>
  );
}
