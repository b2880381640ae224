import { expect, test } from '@playwright/test';

import { logIn, openInAdmin, sendCallback, signInToAdmin } from './support';

test('a request in /admin reads as a person reads it, its plumbing under a closed Technical details', async ({
  page,
  browser,
}) => {
  test.slow();
  await logIn(page, 'pharmacist@example.com');
  const reference = await sendCallback(page);

  const editorContext = await browser.newContext();
  const admin = await editorContext.newPage();
  try {
    await signInToAdmin(admin, 'editor@example.com');
    await openInAdmin(admin, 'form-submissions', reference);

    // Who sent it, with which form, by when: names and titles, never "Untitled - ID".
    const summary = admin.getByRole('region', { name: 'Request a callback' });
    await expect(summary).toContainText('Priya Raman');
    await expect(summary).toContainText('Pharmacist, St Aldric University Hospital, Aseptic Services');
    await expect(summary).toContainText('Answer due by');
    // The answers, as the form asked them.
    const answers = admin.getByRole('region', { name: 'Answers' });
    await expect(answers.getByRole('definition').filter({ hasText: 'Orders and supply' })).toBeVisible();
    await expect(admin.getByText(/Untitled - ID/)).toHaveCount(0);

    // The plumbing is there for whoever traces a problem, but closed.
    await expect(admin.getByText('Technical details', { exact: true })).toBeVisible();
    const callerKey = admin.getByRole('textbox', { name: /^Caller Key/ });
    await expect(callerKey).toBeHidden();
    await admin.screenshot({ path: 'docs/screens/admin-request-1280.png', fullPage: true });
    // On a phone, as an editor on call reads it.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(summary).toBeVisible();
    await admin.screenshot({ path: 'docs/screens/admin-request-390.png', fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 720 });

    // Payload's collapsible: its one toggle button sits in the header that carries the label.
    await admin
      .locator('.collapsible', { has: admin.getByText('Technical details', { exact: true }) })
      .getByRole('button')
      .first()
      .click();
    await expect(callerKey).toBeVisible();
    // Even there, relations read as titles: the form and the account.
    await expect(admin.locator('#field-form')).toContainText('Request a callback');
    await expect(admin.locator('#field-account')).toContainText('pharmacist@example.com');
    await expect(admin.getByText(/Untitled - ID/)).toHaveCount(0);
  } finally {
    await editorContext.close();
  }
});
