import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';

import { apiUrl } from '../../../lib/api-url';
import { formsTexts } from '../texts';

const texts = formsTexts.botCheck;

/** The name of the hidden input the widget writes its payload to. */
const PAYLOAD_NAME = 'altcha';

export type BotCheckHandle = {
  /** The payload of a solved challenge, solving one first if needed; null when it could not be solved. */
  solve: () => Promise<string | null>;
  /** A payload is good for one submission only: after each attempt the widget starts over. */
  reset: () => void;
};

type Widget = HTMLElement & Partial<WidgetMethods>;

/** The ALTCHA proof-of-work check, self-hosted: the widget fetches its challenge from the portal's own API. */
export function BotCheck({ ref, id, error }: { ref: Ref<BotCheckHandle>; id: string; error?: string | undefined }) {
  const widget = useRef<Widget>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    // Loaded on first use, so forms without the check and pages without forms do not carry the widget.
    void import('../bot-check-widget').then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        const element = widget.current;
        if (!element) return null;
        const written = element.querySelector<HTMLInputElement>(`input[name="${PAYLOAD_NAME}"]`)?.value;
        if (String(element.getState?.()) === 'verified' && written) return written;
        try {
          const result = await element.verify?.();
          return result?.payload ?? null;
        } catch {
          return null;
        }
      },
      reset() {
        widget.current?.reset?.();
      },
    }),
    [],
  );

  return (
    <div
      className="field bot-check"
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
    >
      <p id={`${id}-label`} className="field-label">
        {texts.label}
      </p>
      <p id={`${id}-hint`} className="field-hint">
        {texts.hint}
      </p>
      {ready && (
        <altcha-widget
          ref={widget}
          challenge={apiUrl('api/v1/bot-check/challenge')}
          name={PAYLOAD_NAME}
          auto="onfocus"
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
