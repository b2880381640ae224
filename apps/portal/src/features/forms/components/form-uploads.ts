import type { DraftFile } from '@hcp/contracts/form-drafts';

import type { KeptFiles } from '../validation';

/**
 * The files kept from a saved draft, as the upload part of a form counts them: per field for the size and count checks,
 * and as the references a submission sends instead of the files themselves.
 */
export function keptFilesOf(files: readonly DraftFile[]): { kept: KeptFiles; refs: Record<string, number[]> } {
  const kept: KeptFiles = {};
  const refs: Record<string, number[]> = {};
  for (const file of files) {
    const counted = kept[file.field] ?? { count: 0, bytes: 0 };
    kept[file.field] = { count: counted.count + 1, bytes: counted.bytes + file.bytes };
    refs[file.field] = [...(refs[file.field] ?? []), file.id];
  }
  return { kept, refs };
}
