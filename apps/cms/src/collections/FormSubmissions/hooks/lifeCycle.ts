import {
  DEFAULT_SERVICE_LEVEL_DAYS,
  isRequestKind,
  type RequestStatus,
  responseDeadline,
  urgentResponseDeadline,
} from '@hcp/contracts/requests';
import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload';

import { isStaffUser } from '../../../access/isStaff';
import { queueRequestStatusNotifications } from '../../../jobs/requestNotifications';
import type { Form, FormSubmission } from '../../../payload-types';
import type { UrgencyRule } from '../../Forms/urgency';

/** Set by the requester's own withdrawal (endpoints/requests): the requester needs no mail about what they just did. */
export const WITHDRAWN_BY_REQUESTER = 'withdrawnByRequester';

/** A day stored as a date field: midnight UTC, as CPD entries store theirs. */
export const storedDay = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The life cycle a new submission starts with: a signed-in account's submission of a request form is received, due
 * the form's service level in working days later, or, when its answers marked it urgent (`urgency`, the form's rule
 * that matched), by the urgent response time; anything else (public contact, an integration client) has none.
 */
export function lifeCycleOf(
  form: Pick<Form, 'kind' | 'serviceLevelDays'>,
  account: number | null,
  now: Date,
  urgency: UrgencyRule | null = null,
): Pick<FormSubmission, 'status' | 'deadline' | 'statusChangedAt'> {
  if (account === null || !isRequestKind(form.kind)) return {};
  const deadline = urgency
    ? urgentResponseDeadline(now, urgency.serviceLevelDays)
    : responseDeadline(now, form.serviceLevelDays ?? DEFAULT_SERVICE_LEVEL_DAYS);
  return { status: 'received', deadline: storedDay(deadline), statusChangedAt: now.toISOString() };
}

const refuse = (path: string, message: string, req: Parameters<CollectionBeforeChangeHook>[0]['req']) =>
  new ValidationError({ collection: 'form-submissions', errors: [{ path, message }], req });

/**
 * What staff may do to a request in the admin: move it between received, in progress, answered and closed, set its
 * owner and write the answer. The deadline stays as computed; a withdrawn request stays withdrawn, and only its
 * requester withdraws one (through the portal). Answering needs an answer message. The dates follow the status.
 */
export const guardLifeCycle: CollectionBeforeChangeHook<FormSubmission> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const before = originalDoc.status ?? null;
  const after: RequestStatus | null = data.status ?? before;
  const next: Partial<FormSubmission> = { ...data };
  if (isStaffUser(req.user)) {
    // Computed when the request came; the admin shows it read-only and nobody edits it through the API either.
    next.deadline = originalDoc.deadline ?? null;
    next.statusChangedAt = originalDoc.statusChangedAt ?? null;
    next.answeredAt = originalDoc.answeredAt ?? null;
    if (before === null) {
      if (after !== null) throw refuse('status', 'This submission is not a request: it has no life cycle.', req);
      return next;
    }
    if (after === null) throw refuse('status', 'A request keeps a status.', req);
    if (before === 'withdrawn' && after !== 'withdrawn')
      throw refuse('status', 'The requester withdrew this request: it stays withdrawn.', req);
    if (after === 'withdrawn' && before !== 'withdrawn')
      throw refuse('status', 'Only the requester can withdraw a request, from the portal.', req);
    const message = (data.answerMessage ?? originalDoc.answerMessage ?? '').trim();
    if (after === 'answered' && message === '')
      throw refuse('answerMessage', 'Write the answer: the requester reads it on My requests.', req);
  }
  if (after !== before) {
    const now = new Date().toISOString();
    next.statusChangedAt = now;
    if (after === 'answered') next.answeredAt = now;
  }
  return next;
};

/** A request whose status changed tells its requester: a mail, and a push notification to their browsers. */
export const notifyStatusChange: CollectionAfterChangeHook<FormSubmission> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || !doc.status || !previousDoc.status || doc.status === previousDoc.status) return doc;
  if (context[WITHDRAWN_BY_REQUESTER]) return doc;
  await queueRequestStatusNotifications(req.payload, { submission: doc.id, status: doc.status }, req);
  return doc;
};
