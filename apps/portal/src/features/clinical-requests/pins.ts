import type { FormSummary } from '@hcp/contracts/forms';

/** Whether a form is among the pinned ones. */
export function isPinned(pinned: readonly FormSummary[], formId: number): boolean {
  return pinned.some((form) => form.id === formId);
}

/** The pinned list after toggling one form: unpinned if it was pinned, else added at the end (pin order). */
export function togglePin(pinned: readonly FormSummary[], form: FormSummary): FormSummary[] {
  return isPinned(pinned, form.id) ? pinned.filter((item) => item.id !== form.id) : [...pinned, form];
}
