import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { pharmacistAccount } from '../testing/accounts';
import { Toaster } from '../components/ui/toaster/toaster';
import { signedIn } from '../lib/auth-session';
import { renderWithProviders, stubApi } from '../testing/render-with-providers';
import { RouteGuard } from './guards';

const pharmacist = pharmacistAccount();

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(route: string, signedInAs?: string, history: string[] = []) {
  const { fetchStub } = stubApi({ 'api/v1/account': { status: 200, body: pharmacist } });
  vi.stubGlobal('fetch', fetchStub);
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<Where />} />
        <Route path="/login" element={<Where />} />
        <Route path="/account" element={<Where />} />
        <Route
          path="/stability"
          element={
            <RouteGuard access={{ kind: 'capability', capability: 'wb_read_stability_matrix' }}>
              <p>stability screen</p>
            </RouteGuard>
          }
        />
        <Route
          path="/clinical-trials"
          element={
            <RouteGuard access={{ kind: 'capability', capability: 'wb_read_clinical_trials' }}>
              <p>trials screen</p>
            </RouteGuard>
          }
        />
        <Route
          path="/register"
          element={
            <RouteGuard access={{ kind: 'logged-out' }}>
              <p>register screen</p>
            </RouteGuard>
          }
        />
      </Routes>
      <Toaster />
    </>,
    {
      route,
      history,
      prepare: (store) => {
        if (signedInAs) store.dispatch(signedIn(signedInAs));
      },
    },
  );
  return result;
}

describe('RouteGuard', () => {
  it('sends a visitor to /login and remembers where they were going', async () => {
    renderAt('/stability?sort=name');
    expect(await screen.findByText('at /login{"from":"/stability?sort=name"}')).toBeInTheDocument();
  });

  it('opens a route whose capability the user holds', async () => {
    renderAt('/stability', 'token');
    expect(await screen.findByText('stability screen')).toBeInTheDocument();
  });

  it('sends a user without the capability home and says which area, why, and who to ask', async () => {
    renderAt('/clinical-trials', 'token');
    expect(await screen.findByText('at /null')).toBeInTheDocument();
    expect(screen.queryByText('trials screen')).not.toBeInTheDocument();
    const toast = screen.getByRole('alert', { name: 'Warning: You cannot open Clinical trials' });
    expect(toast).toHaveTextContent('Your account does not give access to Clinical trials.');
    expect(screen.getByRole('link', { name: 'Contact the provider’s team' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says nothing when the user holds the capability', async () => {
    renderAt('/stability', 'token');
    expect(await screen.findByText('stability screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends signed-in users on a logged-out-only route home when they came from nowhere', async () => {
    renderAt('/register', 'token');
    expect(await screen.findByText('at /null')).toBeInTheDocument();
    expect(screen.queryByText('register screen')).not.toBeInTheDocument();
  });

  it('sends signed-in users on a logged-out-only route back to the page they came from', async () => {
    renderAt('/register', 'token', ['/account']);
    expect(await screen.findByText('at /accountnull')).toBeInTheDocument();
  });
});
