import { describe, expect, it } from 'vitest';

import { validateExternalUrl } from './index';
import { placementProblem, type TreeNode } from './tree';

const category: TreeNode = { id: 1, kind: 'category', parent: null };
const module: TreeNode = { id: 2, kind: 'learning-module', parent: null };
const resource: TreeNode = { id: 3, kind: 'resource', parent: 1 };

describe('placementProblem', () => {
  it('allows categories and learning modules at the top, and resources inside them', () => {
    expect(placementProblem({ kind: 'category', lineage: [], hasChildren: false })).toBeUndefined();
    expect(placementProblem({ id: 2, kind: 'learning-module', lineage: [], hasChildren: true })).toBeUndefined();
    expect(placementProblem({ kind: 'resource', lineage: [category], hasChildren: false })).toBeUndefined();
    expect(placementProblem({ id: 9, kind: 'resource', lineage: [module], hasChildren: false })).toBeUndefined();
  });

  it('refuses an item as its own parent, and any cycle', () => {
    expect(placementProblem({ id: 3, kind: 'resource', lineage: [resource, category], hasChildren: false })).toEqual({
      path: 'parent',
      message: 'An item cannot be its own parent.',
    });
    expect(
      placementProblem({ id: 1, kind: 'category', lineage: [resource, category], hasChildren: true })?.message,
    ).toMatch(/circle/);
  });

  it('keeps resources out of the top level and categories out of other items', () => {
    expect(placementProblem({ kind: 'resource', lineage: [], hasChildren: false })?.message).toMatch(/needs a parent/);
    expect(placementProblem({ kind: 'category', lineage: [module], hasChildren: false })?.message).toMatch(/top level/);
    expect(placementProblem({ kind: 'learning-module', lineage: [category], hasChildren: false })?.path).toBe('parent');
  });

  it('lets nothing sit inside a resource', () => {
    expect(placementProblem({ kind: 'resource', lineage: [resource, category], hasChildren: false })?.message).toMatch(
      /top-level category/,
    );
    expect(placementProblem({ id: 5, kind: 'resource', lineage: [category], hasChildren: true })).toMatchObject({
      path: 'kind',
    });
  });

  it('keeps the words the portal’s routes use free', () => {
    expect(
      placementProblem({ kind: 'category', slug: 'learning-modules', lineage: [], hasChildren: false })?.path,
    ).toBe('slug');
    expect(placementProblem({ kind: 'learning-module', slug: 'resource', lineage: [], hasChildren: false })?.path).toBe(
      'slug',
    );
    expect(placementProblem({ kind: 'category', slug: 'resource', lineage: [], hasChildren: false })).toBeUndefined();
  });
});

describe('validateExternalUrl', () => {
  it('accepts empty and http(s) addresses only', () => {
    expect(validateExternalUrl('')).toBe(true);
    expect(validateExternalUrl(null)).toBe(true);
    expect(validateExternalUrl('https://www.bnf.org/')).toBe(true);
    expect(validateExternalUrl('http://example.org/a')).toBe(true);
    expect(validateExternalUrl('javascript:alert(1)')).not.toBe(true);
    expect(validateExternalUrl('ftp://example.org/')).not.toBe(true);
    expect(validateExternalUrl('www.example.org')).not.toBe(true);
  });
});
