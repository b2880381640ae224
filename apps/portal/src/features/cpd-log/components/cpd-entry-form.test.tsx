import type { CpdEntry, CpdLog } from '@hcp/contracts/cpd-log';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { keepAnswers, keptAnswersOf } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { cpdEntryFormName, keptCpdEntryOf } from './cpd-entry-form';
import { CpdLogScreen } from './cpd-log-screen';

const LEARNED = 'AUC dosing needs fewer levels.';

const saved: CpdEntry = {
  id: 4,
  title: 'Vancomycin dosing',
  date: '2026-03-02',
  cpd: { type: 'self-directed', display: 'time', category: null, points: 0, time: { value: 45, unit: 'minutes' } },
  cpdLabel: '45 minutes',
  planning: 'planned',
  reflection: { learned: LEARNED, practice: '' },
  peerDiscussion: '',
  educationItem: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

const emptyLog: CpdLog = {
  from: '2026-01-01',
  to: '2026-12-31',
  totals: { entries: 0, points: 0, minutes: 0, planned: 0, unplanned: 0 },
  entries: { items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 },
};

const tokenOf = (id: number) => `h.${btoa(JSON.stringify({ id, collection: 'users', exp: 9999999999 }))}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers each new entry in turn with the status given, and the log with no entries, or 403 while the session has
 * ended (after a 403 to an entry, until the next entry is sent); records the entries sent.
 */
function stubEntries(statuses: number[]) {
  const sent: Request[] = [];
  let ended = false;
  vi.stubGlobal('fetch', (request: Request) => {
    if (request.method !== 'POST') return Promise.resolve(ended ? json(403, { code: 'x' }) : json(200, emptyLog));
    sent.push(request);
    const status = statuses.shift() ?? 500;
    ended = status === 403;
    return Promise.resolve(status === 201 ? json(201, saved) : json(status, { code: 'x', message: 'No.' }));
  });
  return sent;
}

function renderScreen(account: number, signInAgain?: () => Promise<SessionRecovery>) {
  const screenUi = <CpdLogScreen />;
  return renderWithProviders(signInAgain ? <SignInAgain value={signInAgain}>{screenUi}</SignInAgain> : screenUi, {
    route: '/cpd-log',
    prepare: (store) => store.dispatch(signedIn(tokenOf(account))),
  });
}

async function typeEntry() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
  const form = screen.getByRole('form', { name: 'Add an entry' });
  await userEvent.type(within(form).getByLabelText('Title'), 'Vancomycin dosing');
  await userEvent.type(within(form).getByLabelText('Time', { exact: true }), '45');
  await userEvent.type(within(form).getByLabelText('What I learned'), LEARNED);
  return form;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the CPD entry form keeps what was typed', () => {
  it('keeps the typed entry for the account and opens it again, filled in, when the log is opened again', async () => {
    stubEntries([]);
    const first = renderScreen(7);
    await typeEntry();
    expect(keptAnswersOf('users:7', cpdEntryFormName())?.data).toMatchObject({
      title: 'Vancomycin dosing',
      'cpd.time.value': '45',
      'reflection.learned': LEARNED,
    });
    first.unmount();

    renderScreen(7);
    const form = await screen.findByRole('form', { name: 'Add an entry' });
    expect(within(form).getByRole('region', { name: 'Your answers were restored' })).toBeVisible();
    expect(within(form).getByLabelText('What I learned')).toHaveValue(LEARNED);
    expect(within(form).getByLabelText('Title')).toHaveValue('Vancomycin dosing');
  });

  it('never opens one account’s entry for another', async () => {
    stubEntries([]);
    const first = renderScreen(7);
    await typeEntry();
    first.unmount();

    renderScreen(8);
    await screen.findByRole('button', { name: 'Add an entry' });
    expect(screen.queryByRole('form', { name: 'Add an entry' })).not.toBeInTheDocument();
  });

  it('keeps nothing for a form only opened, and forgets what was typed on Cancel', async () => {
    stubEntries([]);
    renderScreen(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
    expect(keptAnswersOf('users:7', cpdEntryFormName())).toBeNull();
    await userEvent.type(screen.getByLabelText('What I learned'), LEARNED);
    expect(keptAnswersOf('users:7', cpdEntryFormName())).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(keptAnswersOf('users:7', cpdEntryFormName())).toBeNull();
  });

  it('clears the restored answers when asked, back to a new entry’s defaults', async () => {
    stubEntries([]);
    keepAnswers('users:7', cpdEntryFormName(), { title: 'Half-typed', 'reflection.learned': LEARNED });
    renderScreen(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear restored answers' }));
    // A new form, at a new entry's defaults, with the focus on its heading.
    const form = screen.getByRole('form', { name: 'Add an entry' });
    expect(screen.getByRole('heading', { name: 'Add an entry' })).toHaveFocus();
    expect(within(form).getByLabelText('What I learned')).toHaveValue('');
    expect(within(form).getByLabelText('Title')).toHaveValue('');
    expect(within(form).queryByRole('region', { name: 'Your answers were restored' })).not.toBeInTheDocument();
    expect(keptAnswersOf('users:7', cpdEntryFormName())).toBeNull();
  });

  it('after a 403 whose session ended, saves the same entry once the person signed in again, and forgets it', async () => {
    const sent = stubEntries([403, 201]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    renderScreen(7, signInAgain);
    const form = await typeEntry();
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByRole('button', { name: 'Add an entry' })).toBeVisible();
    expect(signInAgain).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(sent.map((request) => request.json() as Promise<Record<string, unknown>>));
    expect(bodies.map((body) => body.reflection)).toEqual([
      { learned: LEARNED, practice: '' },
      { learned: LEARNED, practice: '' },
    ]);
    expect(keptAnswersOf('users:7', cpdEntryFormName())).toBeNull();
  });

  it('leaves the form and what was typed as they are when the person does not sign in again', async () => {
    const sent = stubEntries([403]);
    const { store } = renderScreen(7, () => Promise.resolve<SessionRecovery>('ended'));
    const form = await typeEntry();
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));

    // The portal signs out then (app/sign-in-again.tsx); the form shows no failure of its own meanwhile.
    await vi.waitFor(() => expect(within(form).getByRole('button', { name: 'Save entry' })).toBeEnabled());
    expect(sent).toHaveLength(1);
    expect(within(form).getByLabelText('What I learned')).toHaveValue(LEARNED);
    expect(within(form).queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(keptAnswersOf('users:7', cpdEntryFormName())).not.toBeNull();
    // Nothing else the screen asked for after the 403 signed out under the dialog.
    expect(store.getState().authSession.token).not.toBeNull();
  });

  it('names the entry form to open from the kept forms, the add form first', () => {
    expect(keptCpdEntryOf(['report-issue', 'cpd-log/entry/12'])).toBe(12);
    expect(keptCpdEntryOf(['cpd-log/entry/12', 'cpd-log/entry/new'])).toBe('new');
    expect(keptCpdEntryOf(['account/profile'])).toBeNull();
  });
});
