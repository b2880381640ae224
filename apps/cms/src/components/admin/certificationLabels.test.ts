import { readFileSync } from 'node:fs';

import * as contract from '@hcp/contracts/certification';
import { describe, expect, it } from 'vitest';

import {
  CERTIFICATION_STATEMENT,
  momentOf,
  professionLabelOf,
  SIGNATORY_PROFESSION_LABELS,
} from './certificationLabels';

/** The modules a file imports at run time: every import but `import type`, which the bundler erases. */
function runtimeImportsOf(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1] ?? '');
}

describe('the certification words of the admin’s client components', () => {
  it('confirm the statement the certificate records', () => {
    expect(CERTIFICATION_STATEMENT).toBe(contract.CERTIFICATION_STATEMENT);
  });

  it('name the professions as the contract does', () => {
    expect(SIGNATORY_PROFESSION_LABELS).toEqual(contract.SIGNATORY_PROFESSION_LABELS);
    expect(professionLabelOf('pharmacist')).toBe('registered pharmacist');
  });

  it('write a moment as the admin does', () => {
    expect(momentOf('2026-11-27T14:05:00.000Z', 'Europe/London')).toBe('27 Nov 2026, 14:05');
    expect(momentOf('2026-07-01T08:30:00.000Z', 'Europe/London')).toBe('1 Jul 2026, 09:30');
    expect(momentOf(null)).toBeNull();
    expect(momentOf('not a date')).toBeNull();
  });

  it('finds the imports a file loads at run time, and not its type imports', () => {
    const imports = runtimeImportsOf('./certificationLabels.test.ts');
    expect(imports).toContain('@hcp/contracts/certification');
    expect(runtimeImportsOf('./certificationLabels.ts')).toEqual([]);
  });

  // The admin's CSP refuses zod's eval probe: a client component that loads zod breaks the edit view.
  it.each(['./CertificationPanel.tsx', './CertificatesExport.tsx', './certificationLabels.ts'])(
    '%s loads nothing that imports zod',
    (file) => {
      const imports = runtimeImportsOf(file);
      expect(
        imports.filter(
          (name) => name === 'zod' || name.startsWith('@hcp/contracts') || name.includes('certification/'),
        ),
      ).toEqual([]);
    },
  );
});
