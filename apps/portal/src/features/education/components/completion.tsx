import type { EducationItem } from '@hcp/contracts/education';
import { Link } from 'react-router';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { paths } from '../../../config/paths';
import { describeFailure, messageOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { showToast } from '../../../lib/show-toast';
import { useCompleteEducationItemMutation } from '../api/education-api';
import { educationTexts as texts } from '../texts';

/** "Mark as complete" adds the item to the CPD log; once there, the date it was completed and a link to the log. */
export function Completion({ item }: { item: EducationItem }) {
  const dispatch = useAppDispatch();
  const [complete, { isLoading }] = useCompleteEducationItemMutation();

  const onComplete = async () => {
    const result = await complete(item.id);
    if (result.error) {
      void dispatch(
        showToast({
          variant: 'error',
          title: texts.completeFailed,
          text: describeFailure(result.error) ?? messageOf(result.error, ''),
        }),
      );
      return;
    }
    void dispatch(showToast({ variant: 'success', title: texts.completeSucceeded, text: item.title }));
  };

  return (
    <section className="education-completion" aria-live="polite">
      {item.completion ? (
        <p>
          {texts.completedOn(formatDate(item.completion.date))} <Link to={paths.cpdLog}>{texts.viewLog}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="button button-primary"
          onClick={() => void onComplete()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? texts.marking : texts.markComplete}
        </button>
      )}
    </section>
  );
}
