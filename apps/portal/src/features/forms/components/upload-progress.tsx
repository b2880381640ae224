import type { UploadProgress as Progress } from '../../../lib/upload-request';
import { formsTexts } from '../texts';

const texts = formsTexts.progress;

/** How much of a submission's files has gone up, as a labelled progress bar. */
export function UploadProgress({ id, progress }: { id: string; progress: Progress }) {
  const percent = progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className="field upload-progress">
      <label htmlFor={id}>{texts.label}</label>
      <progress id={id} max={100} value={percent}>
        {texts.percent(percent)}
      </progress>
      <p className="field-hint" aria-hidden="true">
        {texts.percent(percent)}
      </p>
    </div>
  );
}
