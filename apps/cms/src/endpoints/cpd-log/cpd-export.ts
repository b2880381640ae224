import { formatCpdLabel } from '@hcp/contracts/cpd';
import { countOf } from '@hcp/contracts/plural';
import { type CpdEntry, type CpdPeriod, type CpdTotals, formatMinutes, minutesOf } from '@hcp/contracts/cpd-log';

import { toCsv } from '../../utilities/csv';
import { renderPdfOffThread } from '../../utilities/pdfThread';
import type { PdfLine } from '../../utilities/textPdf';

export const CSV_HEADER = [
  'Date',
  'Title',
  'CPD type',
  'CPD label',
  'Category',
  'Points',
  'Minutes',
  'Planned or unplanned',
  'What I learned',
  'How it changes my practice',
  'Peer discussion',
  'Education item',
] as const;

const TYPE_WORDS = { 'self-directed': 'Self-directed', accredited: 'Accredited' } as const;
const PLANNING_WORDS = { planned: 'Planned', unplanned: 'Unplanned' } as const;

/** The log of a period as CSV: a header row, then one row per entry, newest first. */
export function cpdLogCsv(entries: readonly CpdEntry[]): string {
  return toCsv([
    CSV_HEADER,
    ...entries.map((entry) => [
      entry.date,
      entry.title,
      TYPE_WORDS[entry.cpd.type],
      formatCpdLabel(entry.cpd),
      entry.cpd.category ?? '',
      entry.cpd.points,
      minutesOf(entry.cpd.time),
      PLANNING_WORDS[entry.planning],
      entry.reflection.learned,
      entry.reflection.practice,
      entry.peerDiscussion,
      entry.educationItem ? 'Yes' : '',
    ]),
  ]);
}

/** The PDF's totals, each count agreeing with its unit as the CPD label's does: "1 entry (1 planned, 0 unplanned); 1 point; 1 hour." */
export function cpdTotalsLine(totals: CpdTotals): string {
  const entries = countOf(totals.entries, { one: 'entry', many: 'entries' });
  return `${entries} (${String(totals.planned)} planned, ${String(totals.unplanned)} unplanned); ${countOf(totals.points, 'point')}; ${formatMinutes(totals.minutes)}.`;
}

/** The log of a period as a printable PDF (rendered off the event loop): who and when, the totals, then each entry. */
export function cpdLogPdf(
  owner: string,
  period: CpdPeriod,
  totals: CpdTotals,
  entries: readonly CpdEntry[],
  today: string,
): Promise<Buffer> {
  const title = `CPD log: ${owner}`;
  const lines: PdfLine[] = [
    { text: title, size: 18, bold: true },
    { text: `Period: ${period.from} to ${period.to}. Exported on ${today}.`, gap: 4 },
    { text: 'Totals', size: 13, bold: true, gap: 12 },
    { text: cpdTotalsLine(totals) },
  ];
  if (entries.length === 0) lines.push({ text: 'No entries in this period.', gap: 12 });
  for (const entry of entries) {
    lines.push(
      { text: `${entry.date}  ${entry.title}`, size: 12, bold: true, gap: 14 },
      { text: `${formatCpdLabel(entry.cpd)} · ${PLANNING_WORDS[entry.planning]}` },
    );
    if (entry.reflection.learned) lines.push({ text: `What I learned: ${entry.reflection.learned}`, gap: 2 });
    if (entry.reflection.practice) {
      lines.push({ text: `How it changes my practice: ${entry.reflection.practice}`, gap: 2 });
    }
    if (entry.peerDiscussion) lines.push({ text: `Peer discussion: ${entry.peerDiscussion}`, gap: 2 });
  }
  return renderPdfOffThread(title, lines);
}
