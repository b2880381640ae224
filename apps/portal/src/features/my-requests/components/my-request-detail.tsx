import type { MyRequest, RequestAttachment } from '@hcp/contracts/requests';
import { RequestReferenceParamSchema } from '@hcp/contracts/requests';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { describeFailure } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { showToast } from '../../../lib/show-toast';
import {
  useDownloadRequestFileMutation,
  useGetMyRequestQuery,
  useWithdrawMyRequestMutation,
} from '../api/my-requests-api';
import { myRequestsTexts } from '../texts';
import { formatDay, formatMoment, RequestDeadline, RequestStatus, UrgentFlag } from './request-status';
import '../my-requests.css';

const texts = myRequestsTexts.detail;

function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${String(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The files the person sent, each downloaded through the authorised call. */
function Attachments({ files }: { files: RequestAttachment[] }) {
  const dispatch = useAppDispatch();
  const [trigger] = useDownloadRequestFileMutation();
  const [pending, setPending] = useState<number | null>(null);
  if (files.length === 0) return null;
  const download = async (file: RequestAttachment) => {
    setPending(file.id);
    const result = await trigger(file.id);
    setPending(null);
    if (result.error) {
      void dispatch(
        showToast({ variant: 'error', title: texts.downloadFailed(file.name), text: describeFailure(result.error) }),
      );
      return;
    }
    const link = window.document.createElement('a');
    link.href = result.data;
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(result.data), 10_000);
  };
  return (
    <section className="document-list" aria-labelledby="request-files-heading">
      <h2 id="request-files-heading">{texts.attachmentsHeading}</h2>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void download(file)}
              aria-busy={pending === file.id}
              disabled={pending === file.id}
            >
              {texts.download(file.name)}
            </button>{' '}
            <span className="muted">{sizeOf(file.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Withdrawing asks once more before it is sent; the focus follows what appears. */
function Withdraw({ reference }: { reference: string }) {
  const dispatch = useAppDispatch();
  const [withdraw, { isLoading }] = useWithdrawMyRequestMutation();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const send = async () => {
    const result = await withdraw(reference);
    if (result.error) {
      void dispatch(showToast({ variant: 'error', title: texts.withdrawFailed, text: describeFailure(result.error) }));
      return;
    }
    void dispatch(showToast({ variant: 'success', title: texts.withdrawn }));
  };
  return (
    <section className="request-withdraw" aria-labelledby="request-withdraw-heading">
      <h2 id="request-withdraw-heading">{texts.withdrawHeading}</h2>
      <p className="muted">{texts.withdrawHint}</p>
      {asking ? (
        <div role="group" aria-label={texts.confirmQuestion}>
          <p>{texts.confirmQuestion}</p>
          <button
            ref={confirm}
            type="button"
            className="button"
            onClick={() => void send()}
            disabled={isLoading}
            aria-busy={isLoading}
          >
            {texts.confirmWithdraw}
          </button>{' '}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setAsking(false);
              requestAnimationFrame(() => start.current?.focus());
            }}
          >
            {texts.cancelWithdraw}
          </button>
        </div>
      ) : (
        <button ref={start} type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          {texts.withdraw}
        </button>
      )}
    </section>
  );
}

/** The provider's answer, or why there is none yet. */
function Answer({ request }: { request: MyRequest }) {
  return (
    <section className="card request-answer" aria-labelledby="request-answer-heading">
      <h2 id="request-answer-heading">{texts.answerHeading}</h2>
      {request.answer ? (
        <>
          <p className="muted">
            {texts.answeredBy(
              request.answer.team,
              request.answer.answeredAt ? formatMoment(request.answer.answeredAt) : null,
            )}
          </p>
          <p className="request-answer__message">{request.answer.message}</p>
        </>
      ) : request.status === 'withdrawn' ? (
        <p>{texts.withdrawnNote}</p>
      ) : request.status === 'closed' ? (
        <p>{texts.noAnswerClosed}</p>
      ) : (
        <p>{texts.noAnswer}</p>
      )}
    </section>
  );
}

/** One request: its facts, the answer, what the person sent and their files. */
export function MyRequestView({ request }: { request: MyRequest }) {
  return (
    <article aria-labelledby="request-heading" className="request-detail">
      <h1 id="request-heading">
        <span className="request-card__reference">{request.reference}</span> {request.form.title}
      </h1>
      <dl className="request-facts">
        <div>
          <dt>{texts.sent}</dt>
          <dd>
            <time dateTime={request.submittedAt}>{formatMoment(request.submittedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{texts.status}</dt>
          <dd>
            <RequestStatus request={request} />
            <UrgentFlag request={request} />
          </dd>
        </div>
        <div>
          <dt>{texts.deadline}</dt>
          <dd>
            <RequestDeadline request={request} />
          </dd>
        </div>
        {request.statusChangedAt && (
          <div>
            <dt>{texts.changed}</dt>
            <dd>{formatDay(request.statusChangedAt)}</dd>
          </div>
        )}
      </dl>
      {request.overdue && <p className="notice">{myRequestsTexts.overdueHint}</p>}
      <Answer request={request} />
      <section aria-labelledby="request-answers-heading">
        <h2 id="request-answers-heading">{texts.answersHeading}</h2>
        <dl className="request-answers">
          {request.answers.map((line, index) => (
            <div key={`${String(index)}-${line.label}`}>
              <dt>{line.label}</dt>
              <dd>{line.text === '' ? <span className="muted">{texts.notAnswered}</span> : line.text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Attachments files={request.attachments} />
      {request.withdrawable && <Withdraw reference={request.reference} />}
      <p>
        <Link to={paths.myRequests}>{texts.back}</Link>
      </p>
    </article>
  );
}

/** `/my-requests/{reference}`: one of the person's requests; another's, or none, is not found. */
export function MyRequestDetail() {
  const { reference = '' } = useParams();
  const valid = RequestReferenceParamSchema.safeParse({ reference }).success;
  const query = useGetMyRequestQuery(reference, { skip: !valid });
  if (!valid) return <Navigate to={paths.notFound} replace />;
  return (
    <QueryView query={query} loading={texts.loading}>
      {(request) => <MyRequestView request={request} />}
    </QueryView>
  );
}
