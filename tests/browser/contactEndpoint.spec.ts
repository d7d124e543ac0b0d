import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

let scratch: ScratchServer;

// A site configuration that names a form endpoint: the form must post there, and lose nothing when it fails.
test.beforeAll(async () => {
  scratch = await startScratchServer();
  const siteFile = join(scratch.pagesDir, '_site.yaml');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('contact:\n', 'formEndpoint: /api/contact\ncontact:\n'));
});

test.afterAll(() => scratch?.close());

const VALUES = {
  'Full Name': 'Alex Morgan',
  'Email Address': 'alex@example.com',
  'Phone Number': '',
  'Business Type': 'Dental practice',
  Message: 'We miss calls at lunchtime.',
};

async function fillAndSend(page: import('@playwright/test').Page) {
  const form = page.locator('#message form');
  for (const [label, value] of Object.entries(VALUES)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: 'Send Message' }).click();
  return form;
}

test('a failed send says so and keeps every field filled', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await openPage(page, scratch.baseURL + '/contact');
  const form = await fillAndSend(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your message was not sent' })).toContainText('hello@ringwell.ai');
  for (const [label, value] of Object.entries(VALUES)) await expect(form.getByLabel(label)).toHaveValue(value);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a successful send posts the fields as JSON, confirms and clears the form', async ({ page }) => {
  let posted: unknown;
  await page.route('**/api/contact', (route) => {
    posted = route.request().postDataJSON();
    return route.fulfill({ status: 204 });
  });
  await openPage(page, scratch.baseURL + '/contact');
  const form = await fillAndSend(page);
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
  expect(posted).toEqual({ name: 'Alex Morgan', email: 'alex@example.com', phone: '', businessType: 'Dental practice', message: 'We miss calls at lunchtime.' });
  for (const label of Object.keys(VALUES)) await expect(form.getByLabel(label)).toHaveValue('');
});
