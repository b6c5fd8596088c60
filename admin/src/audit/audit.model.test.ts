import { describe, expect, it } from 'vitest';
import { auditParams, auditRow, changesOf, EMPTY_AUDIT_FILTERS } from './audit.model';

describe('auditRow', () => {
  it('reads the documented shape', () => {
    const row = auditRow({
      id: 9,
      at: '2026-11-28T01:00:00Z',
      actor: { type: 'staff', id: 2, email: 'editor@example.jp' },
      address: '127.0.0.1',
      action: 'product.update',
      record_type: 'product',
      record_id: 'oxford-shirt',
      changes: { product_price: { before: 4900, after: 4500 } },
    });
    expect(row).toMatchObject({
      actorKind: 'staff',
      actorEmail: 'editor@example.jp',
      address: '127.0.0.1',
      recordId: 'oxford-shirt',
      changes: [{ field: 'product_price', before: 4900, after: 4500 }],
    });
  });

  it('reads a token actor, an ip and before/after records', () => {
    const row = auditRow({
      id: 1,
      at: 'x',
      actor: { kind: 'token', staff_id: null, email: null },
      ip: '10.0.0.1',
      action: 'staff.create',
      record_type: 'staff',
      record_id: null,
      before: null,
      after: { email: 'a@example.jp', role: 'editor' },
    });
    expect(row.actorKind).toBe('token');
    expect(row.address).toBe('10.0.0.1');
    expect(row.changes).toEqual([
      { field: 'email', before: null, after: 'a@example.jp' },
      { field: 'role', before: null, after: 'editor' },
    ]);
  });
});

describe('changesOf', () => {
  it('keeps only fields whose value changed', () => {
    expect(changesOf({ before: { a: 1, b: [1] }, after: { a: 1, b: [2] } })).toEqual([
      { field: 'b', before: [1], after: [2] },
    ]);
  });
});

describe('auditParams', () => {
  it('turns Japanese calendar days into an inclusive range of instants', () => {
    expect(
      auditParams({ ...EMPTY_AUDIT_FILTERS, from: '2026-11-28', to: '2026-11-28' }),
    ).toMatchObject({
      from: '2026-11-27T15:00:00.000Z',
      to: '2026-11-28T15:00:00.000Z',
    });
  });

  it('leaves out empty filters and bad dates', () => {
    expect(auditParams({ ...EMPTY_AUDIT_FILTERS, actor: ' ', from: '2026-13' })).toEqual({
      actor: undefined,
      record_type: undefined,
      record_id: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });
});
