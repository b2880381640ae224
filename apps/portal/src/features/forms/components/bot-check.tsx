import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';

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

/**
 * The ALTCHA proof-of-work check, self-hosted: the widget fetches its challenge from the portal's own API. Its code
 * (about 29 KiB) loads when the person first touches the form, or when they send it, so opening a form does not
 * carry it (docs/performance.md, "First-load JavaScript").
 */
export function BotCheck({ ref, id, error }: { ref: Ref<BotCheckHandle>; id: string; error?: string | undefined }) {
  const group = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget | null>(null);
  // Calls to solve() made before the widget is on the page wait here; null when its code could not be loaded.
  const waiting = useRef<((element: Widget | null) => void)[]>([]);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const form = group.current?.closest('form');
    if (!form) {
      setWanted(true);
      return;
    }
    const want = () => {
      setWanted(true);
    };
    form.addEventListener('focusin', want, { once: true });
    form.addEventListener('pointerdown', want, { once: true });
    return () => {
      form.removeEventListener('focusin', want);
      form.removeEventListener('pointerdown', want);
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('../bot-check-widget').then(
      () => {
        if (live) setReady(true);
      },
      () => {
        // A chunk that failed to load (offline, a new release): whoever waits gets no payload, and the next attempt
        // tries the import again.
        waiting.current.splice(0).forEach((resolve) => {
          resolve(null);
        });
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  const attach = useCallback((element: Widget | null) => {
    widget.current = element;
    if (element)
      waiting.current.splice(0).forEach((resolve) => {
        resolve(element);
      });
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async solve() {
        setWanted(true);
        const element =
          widget.current ??
          (await new Promise<Widget | null>((resolve) => {
            waiting.current.push(resolve);
          }));
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
      ref={group}
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
          ref={attach}
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
