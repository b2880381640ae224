import type { Ref } from 'react';

import { dashboardTexts as texts } from '../texts';

type DashboardHeadingProps = {
  customising?: boolean;
  /** Without it (the dashboard still loading, or the page's drawn frame) the Customise button is disabled. */
  onToggle?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The dashboard's heading row and its intro: the same before the dashboard's answer (the home's drawn frame and the
 * loading state) as after it, so that nothing moves when the widgets arrive (issue 16).
 */
export function DashboardHeading({ customising = false, onToggle, headingRef }: DashboardHeadingProps) {
  return (
    <>
      <div className="dashboard-heading">
        <h2 id="dashboard-heading" ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </h2>
        <button
          type="button"
          className={customising ? 'button button-primary' : 'button'}
          disabled={!onToggle}
          onClick={onToggle}
        >
          {customising ? texts.done : texts.customise}
          <span className="visually-hidden">{customising ? texts.doneHidden : texts.customiseHidden}</span>
        </button>
      </div>
      {!customising && <p className="muted dashboard-intro">{texts.intro}</p>}
    </>
  );
}
