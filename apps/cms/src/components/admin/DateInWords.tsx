'use client';

import { useFormFields } from '@payloadcms/ui';
import type { DateFieldClientProps } from 'payload';
import { useEffect, useState } from 'react';

import { dateInWords, type DateKind } from '../../fields/dateInWords';

const KIND: Record<string, DateKind> = { dayAndTime: 'moment', timeOnly: 'time', monthOnly: 'month' };

/**
 * The date a date field holds, written out under it ("Friday 27 November 2026"), so a day typed or picked the wrong
 * way round is seen before saving. Announced politely as it changes.
 */
export function DateInWords({ field, path }: DateFieldClientProps) {
  const value = useFormFields(([fields]) => fields[path]?.value);
  const appearance = (field.admin?.date as { pickerAppearance?: string } | undefined)?.pickerAppearance;
  const kind = KIND[appearance ?? ''] ?? 'day';
  // A moment is written in the reader's own time zone, as the picker shows it; known only in the browser.
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined);
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);
  const words = kind === 'moment' && timeZone === undefined ? null : dateInWords(value, kind, timeZone);
  return (
    <p className="date-in-words" aria-live="polite" data-testid={`date-in-words-${path}`}>
      {words ?? ''}
    </p>
  );
}
