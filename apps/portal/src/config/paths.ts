/** Every route string of the portal. Screens, links and guards read them from here. */
export const paths = {
  home: '/',
  login: '/login',
  notFound: '/page-not-found',
} as const;
