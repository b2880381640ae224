import type { FormSummary } from '@hcp/contracts/forms';

import { Pin } from '../../../components/ui/icon/icon';
import { useGetPinnedClinicalRequestsQuery, useUpdatePinnedClinicalRequestsMutation } from '../api/pins-api';
import { isPinned, togglePin } from '../pins';
import { clinicalRequestsTexts } from '../texts';

const texts = clinicalRequestsTexts.pins;

/**
 * Pins or unpins one form; the change shows at once and is undone if the server refuses it. Its name stays
 * "Pin <title>" and aria-pressed says whether the form is pinned, as a toggle button should.
 */
export function PinToggle({ form }: { form: FormSummary }) {
  const { data } = useGetPinnedClinicalRequestsQuery(undefined);
  const [update] = useUpdatePinnedClinicalRequestsMutation();
  const pinned = data?.pinned ?? [];
  const pressed = isPinned(pinned, form.id);
  return (
    <button
      type="button"
      className="button button-secondary button-icon pin-toggle"
      aria-pressed={pressed}
      // Until the pins have loaded, a toggle would overwrite the list the server holds.
      disabled={data === undefined}
      onClick={() => void update({ pinned: togglePin(pinned, form) })}
    >
      <Pin className={pressed ? 'icon-filled' : undefined} />
      {texts.pin}
      <span className="visually-hidden"> {form.title}</span>
    </button>
  );
}
