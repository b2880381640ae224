import { memo } from 'react';
import { Link } from 'react-router';

import { X } from '../icon/icon';
import { answerToast } from '../../../lib/show-toast';
import { selectToasts, type Toast } from '../../../lib/toasts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { uiTexts } from '../texts';

const texts = uiTexts.toaster;

const VARIANT_LABELS: Record<Toast['variant'], string> = texts.variants;

/** One toast; the Toaster stacks them, the component gallery shows them one by one. */
export function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const answer = (value: Parameters<typeof answerToast>[1]) => dispatch(answerToast(toast.id, value));
  const urgent = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <div
      className={`toast toast-${toast.variant} toast-${toast.size ?? 'small'} toast-animation-${toast.animation ?? 'slide'}`}
      role={urgent ? 'alert' : 'status'}
      aria-label={texts.toastLabel(VARIANT_LABELS[toast.variant], toast.title)}
      data-toast-name={toast.name}
    >
      <div className="toast-body">
        <p className="toast-title">{toast.title}</p>
        {toast.text && <p className="toast-text">{toast.text}</p>}
        {toast.link && (
          <p className="toast-text">
            <Link to={toast.link.to} onClick={() => answer('closed')}>
              {toast.link.label}
            </Link>
          </p>
        )}
        {toast.type === 'option' && (
          <div className="toast-actions">
            <button type="button" className="button button-primary" onClick={() => answer('yes')}>
              {texts.yes}
            </button>
            <button type="button" className="button" onClick={() => answer('no')}>
              {texts.no}
            </button>
          </div>
        )}
        {toast.type === 'confirm' && (
          <div className="toast-actions">
            <button type="button" className="button button-primary" onClick={() => answer('ok')}>
              {texts.ok}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={texts.close(toast.title)}
        onClick={() => answer('closed')}
      >
        <X />
      </button>
    </div>
  );
}

/** Where toasts appear; each is announced to screen readers as it arrives (errors and warnings at once). */
export const Toaster = memo(function Toaster() {
  const items = useAppSelector(selectToasts);
  return (
    <section className="toaster" aria-label={texts.region}>
      <div className="toaster-stack" aria-live="polite">
        {items.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
});
