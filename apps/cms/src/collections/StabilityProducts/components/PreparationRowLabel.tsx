'use client';

import { useRowLabel } from '@payloadcms/ui';

import { type PreparationDraft, preparationLabel } from '../preparationLabel';

/** Each matrix row's label in the product editor, read from the row's own fields as the editor fills them in. */
export function PreparationRowLabel() {
  const { data, rowNumber } = useRowLabel<PreparationDraft>();
  return <span>{preparationLabel(data, (rowNumber ?? 0) + 1)}</span>;
}
