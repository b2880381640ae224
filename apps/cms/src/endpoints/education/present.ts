import { type CpdInfo, formatCpdLabel } from '@hcp/contracts/cpd';
import type { CpdEntry as CpdEntryAnswer } from '@hcp/contracts/cpd-log';
import type { EducationItemSummary, EducationParentSummary } from '@hcp/contracts/education';

import type { CpdEntry, EducationCourse, EducationItem } from '../../payload-types';

/** The stored CPD group as the contracts' `CpdInfo` (an empty category is null). */
export function cpdOf(cpd: EducationItem['cpd']): CpdInfo {
  return {
    type: cpd.type,
    display: cpd.display,
    category: cpd.category ?? null,
    points: cpd.points,
    time: { value: cpd.time.value, unit: cpd.time.unit },
  };
}

export function presentParentSummary(parent: EducationCourse, itemCount: number): EducationParentSummary {
  return {
    id: parent.id,
    slug: parent.slug,
    title: parent.title,
    kind: parent.kind,
    summary: parent.summary,
    itemCount,
  };
}

export function presentItemSummary(item: EducationItem): EducationItemSummary {
  const cpd = cpdOf(item.cpd);
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    format: item.format,
    cpd,
    cpdLabel: formatCpdLabel(cpd),
  };
}

/** The id of a relationship value, populated or not. */
export function idOf(value: number | { id: number } | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : value.id;
}

/** An entry as its owner sees it; `item` is the education item it completes while the owner can still open it. */
export function presentEntry(entry: CpdEntry, item: CpdEntryAnswer['educationItem']): CpdEntryAnswer {
  const cpd = cpdOf(entry.cpd);
  return {
    id: entry.id,
    title: entry.title,
    date: entry.date.slice(0, 10),
    cpd,
    cpdLabel: formatCpdLabel(cpd),
    planning: entry.planning,
    reflection: { learned: entry.reflection?.learned ?? '', practice: entry.reflection?.practice ?? '' },
    peerDiscussion: entry.peerDiscussion ?? '',
    educationItem: item,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}
