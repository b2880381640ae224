import type { CpdEntry } from '@hcp/contracts/cpd-log';

/** A number field as the contract reads it: empty is `empty`, anything else a number (NaN fails validation). */
function numberOf(value: string | undefined, empty: number | null): number | null {
  const text = (value ?? '').trim();
  return text === '' ? empty : Number(text);
}

/** The entry form's fields (named by the contract's dotted paths) as the body `POST api/v1/cpd-log` takes. */
export function entryFromForm(values: Record<string, string>) {
  return {
    title: values.title ?? '',
    date: values.date ?? '',
    cpd: {
      type: values['cpd.type'],
      display: values['cpd.display'],
      category: numberOf(values['cpd.category'], null),
      points: numberOf(values['cpd.points'], 0),
      time: { value: numberOf(values['cpd.time.value'], 0), unit: values['cpd.time.unit'] },
    },
    planning: values.planning,
    reflection: { learned: values['reflection.learned'] ?? '', practice: values['reflection.practice'] ?? '' },
    peerDiscussion: values.peerDiscussion ?? '',
  };
}

/** An entry's values as the form shows them; a new entry starts today, self-directed, counted in time. */
export function formFromEntry(entry: CpdEntry | undefined, today: string): Record<string, string> {
  if (!entry) {
    return {
      title: '',
      date: today,
      'cpd.type': 'self-directed',
      'cpd.display': 'time',
      'cpd.category': '',
      'cpd.points': '0',
      'cpd.time.value': '',
      'cpd.time.unit': 'minutes',
      planning: 'planned',
      'reflection.learned': '',
      'reflection.practice': '',
      peerDiscussion: '',
    };
  }
  return {
    title: entry.title,
    date: entry.date,
    'cpd.type': entry.cpd.type,
    'cpd.display': entry.cpd.display,
    'cpd.category': entry.cpd.category === null ? '' : String(entry.cpd.category),
    'cpd.points': String(entry.cpd.points),
    'cpd.time.value': String(entry.cpd.time.value),
    'cpd.time.unit': entry.cpd.time.unit,
    planning: entry.planning,
    'reflection.learned': entry.reflection.learned,
    'reflection.practice': entry.reflection.practice,
    peerDiscussion: entry.peerDiscussion,
  };
}
