import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { startBackgroundChecks } from './app/start-up';
import { createStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={createStore()}>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);

startBackgroundChecks();
