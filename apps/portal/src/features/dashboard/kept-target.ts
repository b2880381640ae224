/** The CPD target form's name among the answers kept on this device (lib/kept-answers.ts, docs/form-drafts.md). */
export const CPD_TARGET_FORM = 'dashboard/cpd-target';
