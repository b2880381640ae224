import {
  distinctInOrder,
  type Reconstitution,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  type StabilityProduct,
  type StabilityProductSummary,
  type StabilityRow,
  TEST_METHODS,
} from '@hcp/contracts/stability';

import { isReconstitutionGiven } from '../../collections/StabilityProducts/reconstitution';
import type { StabilityProduct as StabilityProductDoc } from '../../payload-types';
import { documentLinksOf } from '../shared/document-links';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { governanceOf } from '../shared/published';

type MatrixRow = StabilityProductDoc['matrix'][number];

/**
 * The product's reconstitution, or null when the editors have not given it. The collection refuses a partly given
 * one on publishing; a draft's gaps (a preview) read as not given rather than as made-up values.
 */
function reconstitutionOf(stored: StabilityProductDoc['reconstitution']): Reconstitution | null {
  if (!isReconstitutionGiven(stored)) return null;
  const { vialContent, concentration, maxDose, volumeAddedMl, displacementMl, pumpLimitMlPerHour } = stored;
  if (
    typeof vialContent?.value !== 'number' ||
    !vialContent.unit ||
    typeof concentration?.value !== 'number' ||
    !concentration.unit ||
    typeof maxDose?.value !== 'number' ||
    !maxDose.unit ||
    typeof volumeAddedMl !== 'number' ||
    typeof displacementMl !== 'number' ||
    typeof pumpLimitMlPerHour !== 'number'
  ) {
    return null;
  }
  return {
    vialContent: { value: vialContent.value, unit: vialContent.unit },
    diluent: stored.diluent ?? null,
    volumeAddedMl,
    displacementMl,
    concentration: { value: concentration.value, upTo: null, unit: concentration.unit },
    maxDose: { value: maxDose.value, unit: maxDose.unit },
    pumpLimitMlPerHour,
  };
}

function presentRow(row: MatrixRow, index: number): StabilityRow {
  return {
    id: row.id ?? `row-${String(index + 1)}`,
    diluent: row.diluent,
    concentration: {
      value: row.concentration.value,
      upTo: row.concentration.upTo ?? null,
      unit: row.concentration.unit,
    },
    container: row.container,
    temperature: row.temperature,
    protectFromLight: row.protectFromLight ?? false,
    shelfLife: { value: row.shelfLife.value, unit: row.shelfLife.unit },
    evidence: row.evidence,
    // Rows saved before methods existed have none: the contract's "the source does not say".
    methods: distinctInOrder(TEST_METHODS, row.methods ?? []),
    reference: row.reference,
  };
}

/** The fields a list entry reads; the matrix only for the diluents and containers its rows use. */
type SummaryDoc = Pick<
  StabilityProductDoc,
  'id' | 'slug' | 'name' | 'strength' | 'inn' | 'synonyms' | 'form' | 'summary'
> & {
  matrix: Pick<MatrixRow, 'diluent' | 'container'>[];
};

/** A product as the list shows it; its diluents and containers are the ones its rows use. */
export function presentSummary(doc: SummaryDoc): StabilityProductSummary {
  const rows = doc.matrix;
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    strength: doc.strength,
    inn: doc.inn ?? null,
    synonyms: doc.synonyms ?? [],
    form: doc.form,
    summary: doc.summary,
    diluents: distinctInOrder(
      STABILITY_DILUENTS,
      rows.map((row) => row.diluent),
    ),
    containers: distinctInOrder(
      STABILITY_CONTAINERS,
      rows.map((row) => row.container),
    ),
    preparations: rows.length,
  };
}

/** The whole product: summary, notes as safe rich text, the matrix in the editors' order, attachments, governance. */
export function presentProduct(doc: StabilityProductDoc): StabilityProduct {
  return {
    ...presentSummary(doc),
    warnings: (doc.warnings ?? []).map(({ kind, text }) => ({ kind, text })),
    notes: lexicalToRichText(doc.notes),
    matrix: doc.matrix.map(presentRow),
    reconstitution: reconstitutionOf(doc.reconstitution),
    documents: documentLinksOf(doc.documents),
    governance: governanceOf(doc),
    updatedAt: doc.updatedAt,
  };
}
