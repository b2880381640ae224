import { DEFAULT_URGENT_SERVICE_LEVEL_DAYS, isRequestKind } from '@hcp/contracts/requests';

import type { Form } from '../../payload-types';

/** A request form's urgency rule: the question, the option that means urgent, and the urgent response time. */
export type UrgencyRule = { field: string; option: string; serviceLevelDays: number };

/** The form's urgency rule, or null when it has none (or is not a request form). */
export function urgencyRuleOf(form: Pick<Form, 'kind' | 'urgency'>): UrgencyRule | null {
  const field = form.urgency?.field?.trim() ?? '';
  const option = form.urgency?.option?.trim() ?? '';
  if (!isRequestKind(form.kind) || field === '' || option === '') return null;
  return {
    field,
    option,
    serviceLevelDays: form.urgency?.serviceLevelDays ?? DEFAULT_URGENT_SERVICE_LEVEL_DAYS,
  };
}

/**
 * Whether the checked answers mark the request urgent: the rule's question was answered with its urgent option. Only
 * the answers decide; nothing else the caller sends does.
 */
export function isUrgentAnswer(rule: UrgencyRule | null, values: Readonly<Record<string, unknown>>): boolean {
  if (!rule) return false;
  const answer = values[rule.field];
  return answer === rule.option || (Array.isArray(answer) && answer.includes(rule.option));
}
