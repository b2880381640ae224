import type { Dashboard, DashboardUpdate } from '@hcp/contracts/dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { enabledCustomise } from './dashboard-testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '../../../components/ui/toaster/toaster';
import { signedIn } from '../../../lib/auth-session';
import { keptAnswersOf } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { WidgetRegistry, WidgetProps } from '../widgets';
import { DashboardScreen } from './dashboard-screen';

type Reply = { status: number; body: unknown };

const saved: Dashboard = {
  version: 3,
  widgets: ['quick-links', 'recently-viewed', 'cpd-this-year'],
  available: ['cpd-this-year', 'recently-viewed', 'quick-links', 'starred-stability'],
  cpdTarget: { points: null, minutes: null },
};

function Body({ cpdTarget }: WidgetProps) {
  return <p>Target {String(cpdTarget.points)}</p>;
}

function Broken(): never {
  throw new Error('this widget cannot draw');
}

const registry: WidgetRegistry = {
  'pinned-clinical-requests': Body,
  'important-updates': Body,
  'cpd-this-year': Body,
  'recently-viewed': Body,
  'quick-links': Body,
  'starred-stability': Broken,
  'open-clinical-trials': Body,
  'my-requests': Body,
};

/** Answers the dashboard calls from queues: each GET and PATCH takes the next reply (the last one repeats). */
function stubDashboard(gets: Reply[], patches: Reply[]) {
  const sent: DashboardUpdate[] = [];
  const take = (queue: Reply[]) => (queue.length > 1 ? queue.shift() : queue[0]);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    const path = new URL(request.url).pathname.replace(/^\/json\//, '');
    let reply: Reply | undefined;
    if (request.method === 'GET' && path === 'api/v1/account/dashboard') reply = take(gets);
    if (request.method === 'PATCH' && path === 'api/v1/account/dashboard/update') {
      sent.push((await request.json()) as DashboardUpdate);
      reply = take(patches);
    }
    if (!reply) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** Opens the dashboard's Customise mode, where the widgets' controls and the add form are. */
async function customise() {
  await userEvent.click(await enabledCustomise());
}

const widgetTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent.trim());

describe('DashboardScreen', () => {
  // React reports the broken widget's error on the console; the test asserts what the user sees instead.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the move and remove controls only while customising, and says when the mode starts and ends', async () => {
    stubDashboard([{ status: 200, body: saved }], [{ status: 200, body: saved }]);
    renderWithProviders(<DashboardScreen widgets={registry} />);
    const toggle = await enabledCustomise();
    expect(screen.queryByRole('button', { name: /^(Move up|Move down|Remove) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Widget to add' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick links' }).closest('li')).not.toHaveAttribute('draggable');

    await userEvent.click(toggle);
    // The controls' code loads when Customise is first chosen.
    expect(await screen.findAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Move up Quick links' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Widget to add' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Quick links' }).closest('li')).toHaveAttribute('draggable', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^Customising: /);
    // The same button ends the mode, so the keyboard user's focus stays where it was.
    const done = screen.getByRole('button', { name: 'Done customising' });
    expect(done).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Finished customising your dashboard.');
    expect(screen.getByRole('button', { name: 'Customise dashboard' })).toHaveFocus();
  });

  it('moves a widget with its buttons, keeps the focus on it, announces it and saves the new order', async () => {
    const sent = stubDashboard(
      [{ status: 200, body: saved }],
      [{ status: 200, body: { ...saved, version: 4, widgets: ['recently-viewed', 'quick-links', 'cpd-this-year'] } }],
    );
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await customise();

    const moveDown = await screen.findByRole('button', { name: 'Move down Quick links' });
    expect(screen.getByRole('button', { name: 'Move up Quick links' })).toBeDisabled();
    await userEvent.click(moveDown);

    // The move shows before the save answers; React may take a frame to draw it.
    await waitFor(() =>
      expect(widgetTitles().slice(0, 3)).toEqual(['Recently viewed', 'Quick links', 'My CPD this year']),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down Quick links' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Quick links moved to position 2 of 3.');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      version: 3,
      widgets: ['recently-viewed', 'quick-links', 'cpd-this-year'],
      cpdTarget: saved.cpdTarget,
    });
  });

  it('reorders by dragging a widget onto another', async () => {
    const sent = stubDashboard(
      [{ status: 200, body: saved }],
      [{ status: 200, body: { ...saved, version: 4, widgets: ['recently-viewed', 'cpd-this-year', 'quick-links'] } }],
    );
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await customise();
    const frameOf = async (title: string) =>
      (await screen.findByRole('region', { name: title })).closest('li') ?? document.body;
    const dataTransfer = { setData: vi.fn(), effectAllowed: 'none', dropEffect: 'none' };

    const dragged = await frameOf('Quick links');
    const target = await frameOf('My CPD this year');
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(dragged, { dataTransfer });

    await waitFor(() =>
      expect(widgetTitles().slice(0, 3)).toEqual(['Recently viewed', 'My CPD this year', 'Quick links']),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Quick links moved to position 3 of 3.');
    await waitFor(() => expect(sent[0]?.widgets).toEqual(['recently-viewed', 'cpd-this-year', 'quick-links']));
  });

  it('on a 409 refetches, reapplies the change to the fresh layout and sends it with the new version', async () => {
    // Another tab added the starred products (version 4) after this one loaded version 3.
    const fresh: Dashboard = { ...saved, version: 4, widgets: [...saved.widgets, 'starred-stability'] };
    const sent = stubDashboard(
      [
        { status: 200, body: saved },
        { status: 200, body: fresh },
      ],
      [
        { status: 409, body: { code: 'dashboard_conflict', message: 'Changed elsewhere.', data: { status: 409 } } },
        {
          status: 200,
          body: { ...fresh, version: 5, widgets: ['recently-viewed', 'cpd-this-year', 'starred-stability'] },
        },
      ],
    );
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await customise();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Quick links' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ version: 3, widgets: ['recently-viewed', 'cpd-this-year'] });
    expect(sent[1]).toMatchObject({ version: 4, widgets: ['recently-viewed', 'cpd-this-year', 'starred-stability'] });
    await waitFor(() =>
      expect(widgetTitles().slice(0, 3)).toEqual(['Recently viewed', 'My CPD this year', 'Starred stability products']),
    );
    // The other tab's widget failed to draw; it says so in its frame and the rest of the page stays.
    expect(
      screen.getByText('Starred stability products could not be shown. Reload the page to try again.'),
    ).toBeVisible();
  });

  it('three moves pressed before the first is answered are all saved, in order, without a conflict', async () => {
    // A server that keeps one layout and refuses a save on any version but its own, as the real one does.
    let stored: Dashboard = { ...saved, widgets: ['quick-links', 'recently-viewed', 'cpd-this-year', 'my-requests'] };
    const answers: number[] = [];
    const pendingAnswers: (() => void)[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (request.method === 'GET') return reply(200, stored);
      const update = (await request.json()) as DashboardUpdate;
      // Each save waits until the test lets it through, so the presses all come before the first answer.
      await new Promise<void>((resolve) => pendingAnswers.push(resolve));
      answers.push(update.version);
      if (update.version !== stored.version) {
        return reply(409, { code: 'dashboard_conflict', message: 'Changed elsewhere.', data: { status: 409 } });
      }
      stored = { ...stored, version: stored.version + 1, widgets: update.widgets, cpdTarget: update.cpdTarget };
      return reply(200, stored);
    });
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await customise();

    const arranged = ['Recently viewed', 'My CPD this year', 'My requests', 'Quick links'];
    try {
      for (let press = 1; press <= 3; press += 1) {
        await userEvent.click(await screen.findByRole('button', { name: 'Move down Quick links' }));
        await waitFor(() => expect(widgetTitles().indexOf('Quick links')).toBe(press));
      }
      expect(widgetTitles().slice(0, 4)).toEqual(arranged);
    } finally {
      // Let the saves through, one at a time as they come (also when the presses failed: no save is left hanging).
      await waitFor(() => {
        pendingAnswers.shift()?.();
        expect(answers).toHaveLength(3);
      });
    }
    expect(answers).toEqual([3, 4, 5]);
    expect(stored.widgets).toEqual(['recently-viewed', 'cpd-this-year', 'my-requests', 'quick-links']);
    // The screen kept the order all along, and shows the last answer's.
    expect(widgetTitles().slice(0, 4)).toEqual(arranged);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a change at once, and puts it back with an error toast when the save fails', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input)), init);
      if (request.method === 'PATCH') {
        sent.push(await request.json());
        await held;
        return new Response(JSON.stringify({ code: 'internal_error', message: 'Boom.', data: { status: 500 } }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify(saved), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithProviders(
      <>
        <DashboardScreen widgets={registry} />
        <Toaster />
      </>,
    );
    await customise();

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Recently viewed' }));
    // The save is held unanswered, so the widget's removal can only come from the optimistic update.
    await waitFor(() => expect(widgetTitles()).not.toContain('Recently viewed'));
    await waitFor(() => expect(sent).toHaveLength(1));

    release();
    const toast = await screen.findByRole('alert', { name: /Your dashboard change was not saved/ });
    expect(within(toast).getByText('Boom.')).toBeVisible();
    await waitFor(() =>
      expect(widgetTitles().slice(0, 3)).toEqual(['Quick links', 'Recently viewed', 'My CPD this year']),
    );
  });

  it('offers only the available widgets not yet placed, and adds the chosen one', async () => {
    const sent = stubDashboard(
      [{ status: 200, body: saved }],
      [{ status: 200, body: { ...saved, version: 4, widgets: [...saved.widgets, 'starred-stability'] } }],
    );
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await customise();
    const select = await screen.findByRole('combobox', { name: 'Widget to add' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Starred stability products']);
    await userEvent.click(screen.getByRole('button', { name: 'Add widget' }));
    await waitFor(() => expect(sent[0]?.widgets).toEqual([...saved.widgets, 'starred-stability']));
    expect(await screen.findByText('Every widget available to you is on your dashboard.')).toBeVisible();
  });

  it('keeps a CPD target typed for the account, opens Customise with it, and after a 403 whose session ended saves it once signed in again', async () => {
    const tokenOf7 = `h.${btoa(JSON.stringify({ id: 7, collection: 'users', exp: 9999999999 }))}.s`;
    const withTarget = { ...saved, version: 4, cpdTarget: { points: 40, minutes: 600 } };
    const sent = stubDashboard(
      [{ status: 200, body: saved }],
      [
        { status: 403, body: {} },
        { status: 200, body: withTarget },
      ],
    );
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    const renderSignedIn = () =>
      renderWithProviders(
        <SignInAgain value={signInAgain}>
          <DashboardScreen widgets={registry} />
          <Toaster />
        </SignInAgain>,
        { prepare: (store) => store.dispatch(signedIn(tokenOf7)) },
      );
    const first = renderSignedIn();
    await customise();
    await userEvent.type(await screen.findByLabelText('Points target'), '40');
    await userEvent.type(screen.getByLabelText('Time target (hours)'), '10');
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')?.data).toEqual({ points: '40', hours: '10' });
    first.unmount();

    // The session ended before the save: the dashboard opens again customising, the numbers filled in.
    const { store } = renderSignedIn();
    expect(await screen.findByRole('region', { name: 'Your answers were restored' })).toBeVisible();
    expect(screen.getByLabelText('Points target')).toHaveValue('40');
    expect(screen.getByLabelText('Time target (hours)')).toHaveValue('10');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your CPD target was saved.'));
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(sent.map((update) => update.cpdTarget)).toEqual([
      { points: 40, minutes: 600 },
      { points: 40, minutes: 600 },
    ]);
    expect(store.getState().authSession.token).toBe(tokenOf7);
    // The saved layout reaches the widget a render after the form's status: wait for it, as the person would.
    expect(
      await within(screen.getByRole('region', { name: 'My CPD this year' })).findByText('Target 40'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')).toBeNull();
  });

  it('a 403 on the CPD target with a live session is refused on the form: the numbers stay and the person stays signed in', async () => {
    stubDashboard(
      [{ status: 200, body: saved }],
      [{ status: 403, body: { code: 'rest_forbidden', message: 'Not allowed.', data: { status: 403 } } }],
    );
    const { store } = renderWithProviders(<DashboardScreen widgets={registry} />, {
      prepare: (state) => state.dispatch(signedIn('a.session.token')),
    });
    await customise();
    await userEvent.type(await screen.findByLabelText('Points target'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Not allowed.')).toBeVisible();
    expect(screen.getByLabelText('Points target')).toHaveValue('40');
    expect(store.getState().authSession.token).toBe('a.session.token');
  });
});
