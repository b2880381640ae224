import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { sweepAbandonedSpools, UploadSpool } from './multipart';

describe('sweepAbandonedSpools', () => {
  it('removes the upload folders a killed process left, and leaves young ones and anything else alone', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'hcp-sweep-'));
    const abandoned = new UploadSpool(parent);
    const old = path.dirname(await abandoned.newFilePath());
    writeFileSync(path.join(old, 'half-a-file'), 'partial');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(old, hourAgo, hourAgo);
    const live = path.dirname(await new UploadSpool(parent).newFilePath());
    mkdirSync(path.join(parent, 'someone-else'));
    utimesSync(path.join(parent, 'someone-else'), hourAgo, hourAgo);

    expect(await sweepAbandonedSpools(parent, 4 * 60 * 1000)).toBe(1);
    expect(readdirSync(parent).sort()).toEqual([path.basename(live), 'someone-else'].sort());
  });

  it('answers 0 for a temporary folder that does not exist', async () => {
    expect(await sweepAbandonedSpools(path.join(tmpdir(), 'hcp-no-such-folder-for-sweep'), 1000)).toBe(0);
  });
});
