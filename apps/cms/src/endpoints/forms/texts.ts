/**
 * What a reporter reads after saying a patient was harmed. Written for UK healthcare professionals: the report
 * reaches the company's pharmacovigilance team, and the MHRA's Yellow Card scheme stays open to them.
 */
export function adverseEventNotice(reference: string): string {
  return [
    'You told us a patient was harmed. We handle this as a possible adverse event.',
    `Your report (${reference}) has gone to our pharmacovigilance team as well as the product team. A pharmacovigilance specialist will review it within one working day and may contact you for follow-up details, such as the patient’s age and sex, other medicines, the batch number and what happened next. Please keep any remaining product and its packaging.`,
    'If the patient needs care, follow your local clinical procedures first. You can also report a suspected adverse reaction directly to the MHRA through the Yellow Card scheme (yellowcard.mhra.gov.uk or the Yellow Card app); reporting to us does not replace your own professional reporting duties.',
  ].join('\n\n');
}
