import type { Dashboard, WidgetType } from '@hcp/contracts/dashboard';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { LayoutDashboard } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { selectToken } from '../../../lib/auth-session';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { keptAnswersAccountOf, keptAnswersOf } from '../../../lib/kept-answers';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { CPD_TARGET_FORM } from '../kept-target';
import type { DashboardChange } from '../layout';
import { dashboardTexts as texts } from '../texts';
import type { WidgetRegistry } from '../widgets';
import type * as CustomiseControlsModule from './customise-controls';
import { DashboardHeading } from './dashboard-heading';
import { WidgetFrame } from './widget-frame';
import '../dashboard.css';

type FocusRequest = { widget: WidgetType; button: 'up' | 'down' } | { heading: true };

type CustomiseControls = typeof CustomiseControlsModule;
/** The customise controls' code, asked for once, when the user first chooses Customise; again after a failure. */
let controlsRequest: Promise<CustomiseControls> | undefined;
function loadControls(): Promise<CustomiseControls> {
  controlsRequest ??= import('./customise-controls').catch((error: unknown) => {
    controlsRequest = undefined;
    throw error;
  });
  return controlsRequest;
}

/**
 * The customise controls for a customise session (each choice of Customise starts one; null while not customising):
 * undefined while they load, 'failed' when they could not in this session (the next session asks again). Home's
 * start does without them and the zod they bring.
 */
function useCustomiseControls(session: number | null): CustomiseControls | 'failed' | undefined {
  const [loaded, setLoaded] = useState<CustomiseControls>();
  const [failedSession, setFailedSession] = useState<number | null>(null);
  useEffect(() => {
    if (session === null || loaded) return;
    let current = true;
    loadControls().then(
      (controls) => {
        if (current) setLoaded(controls);
      },
      () => {
        if (current) setFailedSession(session);
      },
    );
    return () => {
      current = false;
    };
  }, [session, loaded]);
  if (session === null) return undefined;
  return loaded ?? (failedSession === session ? 'failed' : undefined);
}

function Arrangement({ dashboard, widgets }: { dashboard: Dashboard; widgets: WidgetRegistry }) {
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  const account = keptAnswersAccountOf(useAppSelector(selectToken));
  // A CPD target typed and not saved (the session ended under it) opens Customise, where its form shows it again.
  const [customising, setCustomising] = useState(
    () =>
      dashboard.available.includes('cpd-this-year') &&
      account !== null &&
      keptAnswersOf(account, CPD_TARGET_FORM) !== null,
  );
  const [sessions, setSessions] = useState(customising ? 1 : 0);
  const [dragged, setDragged] = useState<WidgetType | null>(null);
  const [dropTarget, setDropTarget] = useState<WidgetType | null>(null);
  // Set by a Move or Remove press, taken by the render that shows the new order.
  const focusRequest = useRef<FocusRequest | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = useCustomiseControls(customising ? sessions : null);
  // The widgets are first drawn in a transition, which React draws in slices with the page free between them: drawn
  // with the dashboard's answer, all of them at once would hold a slow phone still (issue 16).
  const [widgetsDrawn, setWidgetsDrawn] = useState(false);
  useEffect(() => {
    startTransition(() => setWidgetsDrawn(true));
  }, []);
  // The widgets carry their controls, and accept dragging, once the controls' code is here.
  const controls = loaded === 'failed' ? undefined : loaded;

  const count = dashboard.widgets.length;

  const change = (next: DashboardChange) => {
    if (controls) void dispatch(controls.saveDashboardChange({ base: dashboard, change: next }));
  };

  const move = (widget: WidgetType, to: number, button?: 'up' | 'down') => {
    const index = Math.max(0, Math.min(to, count - 1));
    if (index === dashboard.widgets.indexOf(widget)) return;
    change({ kind: 'move', widget, to: index });
    setAnnouncement(texts.moved(texts.widgetTitles[widget], index + 1, count));
    if (button) focusRequest.current = { widget, button };
  };

  // A moved widget's button keeps the focus (the list re-renders in its new order); at an end, its twin takes it.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if ('heading' in request) {
      headingRef.current?.focus();
      return;
    }
    const wanted = buttons.current.get(`${request.widget}:${request.button}`);
    const other = buttons.current.get(`${request.widget}:${request.button === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [dashboard.widgets]);

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <DashboardHeading
        customising={customising}
        headingRef={headingRef}
        onToggle={() => {
          if (!customising) setSessions(sessions + 1);
          setCustomising(!customising);
          setAnnouncement(customising ? texts.finished : texts.customising);
        }}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!widgetsDrawn ? (
        <div className="dashboard-pending">
          <Skeleton label={texts.loading} />
        </div>
      ) : count === 0 ? (
        <EmptyState icon={LayoutDashboard}>{texts.empty}</EmptyState>
      ) : (
        <ol className="dashboard-widgets" aria-labelledby="dashboard-heading">
          {dashboard.widgets.map((type, index) => {
            const Widget = widgets[type];
            const title = texts.widgetTitles[type];
            return (
              <WidgetFrame
                key={type}
                type={type}
                dragging={dragged === type}
                dropTarget={dropTarget === type && dragged !== type}
                customising={controls !== undefined}
                controls={
                  controls && (
                    <controls.WidgetControls
                      title={title}
                      position={index + 1}
                      count={count}
                      registerUp={buttonRef(`${type}:up`)}
                      registerDown={buttonRef(`${type}:down`)}
                      onMove={(offset) => move(type, index + offset, offset === -1 ? 'up' : 'down')}
                      onRemove={() => {
                        change({ kind: 'remove', widget: type });
                        setAnnouncement(texts.removed(title));
                        focusRequest.current = { heading: true };
                      }}
                    />
                  )
                }
                onDragStart={() => setDragged(type)}
                onDragEnter={() => setDropTarget(type)}
                onDrop={() => {
                  if (dragged) move(dragged, index);
                  setDragged(null);
                  setDropTarget(null);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setDropTarget(null);
                }}
              >
                <Widget cpdTarget={dashboard.cpdTarget} />
              </WidgetFrame>
            );
          })}
        </ol>
      )}
      {customising &&
        (controls ? (
          <controls.CustomiseSettings
            dashboard={dashboard}
            onChange={(next, said) => {
              change(next);
              setAnnouncement(said);
            }}
            onAnnounce={setAnnouncement}
          />
        ) : (
          <div className="dashboard-settings" aria-busy={loaded === 'failed' ? undefined : true}>
            {loaded === 'failed' ? (
              <p role="alert">{texts.controlsFailed}</p>
            ) : (
              <p className="muted">{texts.loadingControls}</p>
            )}
          </div>
        ))}
    </>
  );
}

/**
 * The signed-in home of an account with a role: its own arrangement of widgets, saved per account. While the
 * arrangement loads, the heading and intro are already in their places, as in the home's drawn frame
 * (app/home-frame.tsx), with Customise disabled until there is something to customise.
 */
export function DashboardScreen({ widgets }: { widgets: WidgetRegistry }) {
  const query = useGetDashboardQuery(undefined);
  const loading = query.currentData === undefined && !query.error;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading" aria-busy={loading || undefined}>
      {loading && <DashboardHeading />}
      <QueryView query={query} loading={texts.loading}>
        {(dashboard) => <Arrangement dashboard={dashboard} widgets={widgets} />}
      </QueryView>
    </section>
  );
}
