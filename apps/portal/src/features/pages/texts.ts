/** The words around a public page's content (its title and text come from the CMS). */
export const pagesTexts = {
  loading: 'Loading…',
  contactDetails: 'Contact details',
  telephone: 'Telephone:',
  email: 'Email:',
  openingHours: (hours: string) => `Opening hours: ${hours}`,
} as const;
