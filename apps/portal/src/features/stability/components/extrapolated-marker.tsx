import { EVIDENCE_LEVELS, type EvidenceLevel } from '@hcp/contracts/stability';
import { useId, useState } from 'react';

import { stabilityTexts as texts } from '../texts';

/**
 * The "Extrapolated" marker of a row whose shelf life is not measured for that preparation, with its explanation
 * (a toggletip, WCAG 1.4.13): shown while hovered or focused, kept open by a click or tap, closed by a second one or
 * Escape. The explanation is the button's description, so a screen reader reads it with the marker.
 */
export function ExtrapolatedMarker({ evidence }: { evidence: EvidenceLevel }) {
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  // Escape or a closing click hides it until the pointer or the focus leaves.
  const [dismissed, setDismissed] = useState(false);
  const shown = pinned || ((hovered || focused) && !dismissed);
  const explanation = EVIDENCE_LEVELS.find((level) => level.value === evidence)?.description ?? '';

  const close = () => {
    setPinned(false);
    setDismissed(true);
  };

  return (
    <span
      className="extrapolated"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        if (!focused) setDismissed(false);
      }}
    >
      <button
        type="button"
        className="extrapolated-marker"
        aria-expanded={shown}
        aria-describedby={tipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
          setDismissed(false);
        }}
        onClick={() => {
          if (pinned) {
            close();
          } else {
            setPinned(true);
            setDismissed(false);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && shown) {
            event.stopPropagation();
            close();
          }
        }}
      >
        {texts.extrapolated.label}
      </button>
      <span id={tipId} className="extrapolated-tip" hidden={!shown}>
        {explanation}
      </span>
    </span>
  );
}
