import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './fixtures';

/** A real 1 × 1 PNG: the server sniffs the bytes, so a file must be what its name says. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const UPLOAD_LABEL = 'Photos of the wall or room (optional)';

async function openCommission(page: Page) {
  await page.goto('/commission/');
  const form = page.locator('form[data-form-id="33601"]');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** The upload calls: multipart posts to the form endpoint (nothing else posts multipart here). */
function uploadCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    if (
      request.method() === 'POST' &&
      request.url().endsWith('/api/ajax') &&
      type.startsWith('multipart/form-data')
    ) {
      calls.push(request.url());
    }
  });
  return calls;
}

test.describe('form uploads', () => {
  test('UPL-001 UPL-002 UPL-003 UPL-006 UPL-007 three photos upload with their progress; a too-large file is refused with its message and never sent', async ({
    page,
  }) => {
    const form = await openCommission(page);
    const calls = uploadCalls(page);
    const area = form.locator('.fui-upload--multiple');
    const input = form.getByLabel(UPLOAD_LABEL);

    await input.setInputFiles([png('wall.png'), png('sofa.png'), png('window.png')]);
    for (const name of ['wall.png', 'sofa.png', 'window.png']) {
      const bar = area.getByRole('progressbar', { name: `${name} upload progress` });
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
    }
    await expect(area.getByText('Uploaded', { exact: true })).toHaveCount(3);
    expect(calls).toHaveLength(3);
    // UPL-006: the records travel in hidden inputs under the field's name.
    await expect(form.locator('input[type="hidden"][name="upload-1"]')).toHaveCount(3);

    const tooLarge = {
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
    };
    await input.setInputFiles([tooLarge]);
    await expect(
      area.getByText('Maximum file size allowed is 10 MB.', { exact: true }),
    ).toBeVisible();
    expect(calls).toHaveLength(3);
    await expectNoSeriousAxeViolations(page);
  });

  test('UPL-008 UPL-009 a wrong type says its extension; a sixth photo is over the limit', async ({
    page,
  }) => {
    const form = await openCommission(page);
    const area = form.locator('.fui-upload--multiple');
    const input = form.getByLabel(UPLOAD_LABEL);
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    await expect(area.getByText(/^\.?txt file extension is not allowed\.$/)).toBeVisible();

    await input.setInputFiles(['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => png(`${letter}.png`)));
    await expect(area.getByText('Uploaded', { exact: true })).toHaveCount(5);
    await expect(area.getByText('You can upload at most 5 files.', { exact: true })).toBeVisible();
  });
});
