import { createContext } from 'react';

import { storeToken } from './storage';

/**
 * What a screen does with the token of a new sign-in. In the portal (app/provider.tsx) it is the store's `signedIn`;
 * on the sign-in page, which runs without the store (app/sign-in-page.tsx), the token is stored and the portal's code
 * loaded before the page hands over. A promise keeps the form busy until it settles.
 */
export const KeepSession = createContext<(token: string) => void | Promise<void>>(storeToken);
