/** The router state of a link that opens a form to resume its saved draft (My requests): the form fills itself in. */
export function resumeDraftState(slug: string): { resumeDraft: string } {
  return { resumeDraft: slug };
}

/** Whether the form was opened to resume its saved draft. */
export function opensToResume(state: unknown, slug: string): boolean {
  return typeof state === 'object' && state !== null && (state as { resumeDraft?: unknown }).resumeDraft === slug;
}
