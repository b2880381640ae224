import {
  labelOf,
  STABILITY_DILUENTS,
  STORAGE_TEMPERATURES,
  Y_SITE_LIGHT,
  Y_SITE_RESULTS,
} from '@hcp/contracts/stability';
import type { YSitePartner, YSiteRecord, YSiteRecordItem, YSiteReference, YSiteResult } from '@hcp/contracts/y-site';

import { GovernanceNote } from '../../../components/ui/governance/governance-note';
import { CircleAlert, CircleCheck, CircleX, type Icon } from '../../../components/ui/icon/icon';
import { formatConcentration } from '../matrix';
import { stabilityTexts } from '../texts';
import { drugDisplayName } from '../y-site';
import { EvidenceValue } from './evidence-value';
import { MethodsValue } from './methods-value';
import '../stability.css';

const texts = stabilityTexts.ySite;

const RESULT_ICONS: Record<YSiteResult, Icon> = {
  compatible: CircleCheck,
  incompatible: CircleX,
  conflicting: CircleAlert,
};

/** A result as a word and an icon (and a tint that only repeats them): never a colour alone. */
export function YSiteResultLabel({ result }: { result: YSiteResult }) {
  const ResultIcon = RESULT_ICONS[result];
  return (
    <span className={`y-site-result y-site-result-${result}`}>
      <ResultIcon />
      {labelOf(Y_SITE_RESULTS, result)}
    </span>
  );
}

/** "Ashworth 2019, Am J Health-Syst Pharm" with its DOI and PubMed links when it has them. */
function ReferenceValue({ reference }: { reference: YSiteReference }) {
  return (
    <>
      {reference.citation}
      {reference.doi && (
        <>
          {' '}
          <a href={`https://doi.org/${reference.doi}`} rel="noreferrer" target="_blank">
            {texts.doi(reference.doi)}
          </a>
        </>
      )}
      {reference.pubmedId && (
        <>
          {' '}
          <a href={`https://pubmed.ncbi.nlm.nih.gov/${reference.pubmedId}/`} rel="noreferrer" target="_blank">
            {texts.pubmed(reference.pubmedId)}
          </a>
        </>
      )}
    </>
  );
}

/** One tested combination: its result, then the concentrations, conditions, methods, evidence and reference. */
export function YSiteRecordFacts({ record, product }: { record: YSiteRecord; product: string }) {
  return (
    <div className="y-site-record">
      <p className="y-site-record-result">
        <YSiteResultLabel result={record.result} />
      </p>
      <dl className="y-site-facts">
        <div>
          <dt>{product}</dt>
          <dd>
            {texts.concentrationIn(
              formatConcentration(record.productConcentration),
              labelOf(STABILITY_DILUENTS, record.productDiluent),
            )}
          </dd>
        </div>
        <div>
          <dt>{drugDisplayName(record.drug)}</dt>
          <dd>
            {texts.concentrationIn(
              formatConcentration(record.drugConcentration),
              labelOf(STABILITY_DILUENTS, record.drugDiluent),
            )}
          </dd>
        </div>
        <div>
          <dt>{texts.contact}</dt>
          <dd>{texts.contactMinutes(record.conditions.contactMinutes)}</dd>
        </div>
        <div>
          <dt>{texts.temperature}</dt>
          <dd>{labelOf(STORAGE_TEMPERATURES, record.conditions.temperature)}</dd>
        </div>
        <div>
          <dt>{texts.light}</dt>
          <dd>{labelOf(Y_SITE_LIGHT, record.conditions.light)}</dd>
        </div>
        <div>
          <dt>{texts.methods}</dt>
          <dd>
            <MethodsValue methods={record.methods} />
          </dd>
        </div>
        <div>
          <dt>{texts.evidence}</dt>
          <dd>
            <EvidenceValue evidence={record.evidence} />
          </dd>
        </div>
        <div className="y-site-reference">
          <dt>{texts.reference}</dt>
          <dd>
            <ReferenceValue reference={record.reference} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** The records of one pair, compatible ones first as the API orders them. */
export function YSiteRecordList({ records, product }: { records: readonly YSiteRecord[]; product: string }) {
  return (
    <ul className="y-site-records">
      {records.map((record) => (
        <li key={record.id}>
          <YSiteRecordFacts record={record} product={product} />
        </li>
      ))}
    </ul>
  );
}

/** One partner drug's line on a product page: its name, then each of its results. */
export function YSitePartnerLine({
  partner,
  product,
  headingLevel = 3,
}: {
  partner: YSitePartner;
  product: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  return (
    <li className="y-site-partner">
      <Heading className="y-site-partner-name">{drugDisplayName(partner.drug)}</Heading>
      <YSiteRecordList records={partner.records} product={product} />
    </li>
  );
}

/**
 * An editor's preview of one Y-site record (`'y-site-records'`): the product named, then the record's line as the
 * product page's Y-site section draws it, and its governance.
 */
export function YSiteRecordArticle({ record }: { record: YSiteRecordItem }) {
  const product = `${record.product.name} ${record.product.strength}`;
  const partner: YSitePartner = { drug: record.drug, records: [record] };
  return (
    <article className="y-site-section y-site-preview" aria-labelledby="y-site-preview-heading">
      <h1 id="y-site-preview-heading">{texts.check.pairHeading(product, drugDisplayName(record.drug))}</h1>
      <p>{texts.previewIntro(product)}</p>
      <ul className="y-site-partners" aria-label={texts.partnersLabel(product)}>
        <YSitePartnerLine partner={partner} product={product} headingLevel={2} />
      </ul>
      <GovernanceNote governance={record.governance} />
    </article>
  );
}
