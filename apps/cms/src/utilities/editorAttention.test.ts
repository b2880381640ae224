import { describe, expect, it } from 'vitest';

import { attentionWheres, filteredListUrl } from './editorAttention';

describe('attentionWheres', () => {
  it('counts as expiring soon the items served through one of the next 30 days, and as expired those before today', () => {
    const wheres = attentionWheres(new Date('2026-11-23T15:00:00Z'));
    expect(wheres.expired).toEqual({ 'governance.reviewBy': { less_than: '2026-11-23T00:00:00.000Z' } });
    expect(wheres.expiringSoon).toEqual({
      and: [
        { 'governance.reviewBy': { greater_than_equal: '2026-11-23T00:00:00.000Z' } },
        { 'governance.reviewBy': { less_than: '2026-12-24T00:00:00.000Z' } },
      ],
    });
  });
});

describe('filteredListUrl', () => {
  it('writes a query as the list view’s where parameters', () => {
    const url = filteredListUrl('/admin', 'teams', {
      or: [{ 'governance.approvalCode': { exists: false } }, { _status: { equals: 'draft' } }],
    });
    expect(decodeURIComponent(url)).toBe(
      '/admin/collections/teams?where[or][0][governance.approvalCode][exists]=false&where[or][1][_status][equals]=draft',
    );
  });
});
