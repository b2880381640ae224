import {
  type Breadcrumb,
  CLINICAL_RESOURCES_ROOT,
  type ClinicalResource,
  type ClinicalResourceExternalLink,
  type ClinicalResourceSummary,
  clinicalResourcePath,
} from '@hcp/contracts/clinical-resources';

import type { ClinicalResource as ClinicalResourceDoc, Document } from '../../payload-types';
import { documentLinksOf } from '../shared/document-links';
import { lexicalToRichText } from '../../utilities/lexicalToRichText';
import { governanceOf } from '../shared/published';

/** The overview's own crumb, first in every trail. */
export const OVERVIEW_CRUMB: Breadcrumb = { title: 'Clinical resources', path: CLINICAL_RESOURCES_ROOT };

type Parent = Pick<ClinicalResourceDoc, 'id' | 'slug' | 'title' | 'kind'> | null;

const pathOf = (doc: Pick<ClinicalResourceDoc, 'slug' | 'kind'>, parent: Parent) => clinicalResourcePath(doc, parent);

/** The module's duration, on learning modules only (the field stays stored if an editor changes the kind). */
const minutesOf = (doc: ClinicalResourceDoc) =>
  doc.kind === 'learning-module' && typeof doc.estimatedMinutes === 'number' ? doc.estimatedMinutes : null;

/** The attachment ids in the editor's order. */
export function documentIdsOf(doc: ClinicalResourceDoc): number[] {
  return (doc.documents ?? []).map((entry) => (typeof entry === 'number' ? entry : entry.id));
}

/** The external link when it is a real http(s) address; anything else is never sent to the portal. */
function externalLinkOf(doc: ClinicalResourceDoc): ClinicalResourceExternalLink | null {
  const url = doc.externalLink?.url?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    const label = doc.externalLink?.label?.trim();
    return { url: parsed.toString(), label: label === undefined || label === '' ? parsed.hostname : label };
  } catch {
    return null;
  }
}

export function presentSummary(doc: ClinicalResourceDoc, parent: Parent, childCount: number): ClinicalResourceSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    kind: doc.kind,
    summary: doc.summary,
    path: pathOf(doc, parent),
    childCount,
    documentCount: documentIdsOf(doc).length,
    estimatedMinutes: minutesOf(doc),
  };
}

export function presentItem(
  doc: ClinicalResourceDoc,
  parent: Parent,
  { documents, childCount }: { documents: Document[]; childCount: number },
): ClinicalResource {
  const path = pathOf(doc, parent);
  const parentPath = parent ? pathOf(parent, null) : null;
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    kind: doc.kind,
    summary: doc.summary,
    path,
    body: lexicalToRichText(doc.body),
    estimatedMinutes: minutesOf(doc),
    externalLink: externalLinkOf(doc),
    documents: documentLinksOf(documents),
    governance: governanceOf(doc),
    parent:
      parent && parentPath
        ? { id: parent.id, slug: parent.slug, title: parent.title, kind: parent.kind, path: parentPath }
        : null,
    breadcrumbs: [
      OVERVIEW_CRUMB,
      ...(parent && parentPath ? [{ title: parent.title, path: parentPath }] : []),
      { title: doc.title, path },
    ],
    childCount,
    updatedAt: doc.updatedAt,
  };
}
