import { describe, expect, it } from 'vitest';
import { historyOf } from '../../../src/services/application-history';

const AT = '2026-11-26T08:00:00.000Z';

describe('the History panel’s words for an audit trail', () => {
  it('says the action, who and each change', () => {
    const [step] = historyOf([
      {
        sequence: 7,
        at: AT,
        actor: { kind: 'PARTNER', id: 'u1', name: 'Asha Verma' },
        action: 'FIRST_STEP_UPDATED',
        changes: [
          { field: 'name', old: 'Meera Iyer', new: 'Meera K Iyer' },
          { field: 'pan_number', old: 'XXXXXX234F', new: 'XXXXXX789K' },
          { field: 'purpose', old: null, new: 'Wedding' },
          { field: 'required_amount', old: 500000, new: null },
          { field: 'terms_accepted', old: false, new: true },
          { field: 'pan', old: null, new: 'f'.repeat(32) },
          { field: 'aadhaar_front', old: 'a'.repeat(32), new: 'b'.repeat(32) },
          { field: 'business_info', new: null },
          { field: 'utm_details', old: null, new: { utm_source: 'Whatsapp' } },
        ],
      },
    ]);
    expect(step).toEqual({
      sequence: 7,
      action: 'Basic details updated',
      actor: 'Asha Verma (partner)',
      at: AT,
      changes: [
        { label: 'Name', change: 'Meera Iyer → Meera K Iyer' },
        { label: 'Pan number', change: 'XXXXXX234F → XXXXXX789K' },
        { label: 'Purpose', change: 'Wedding' },
        { label: 'Required amount', change: '500000 → removed' },
        { label: 'Terms accepted', change: 'No → Yes' },
        { label: 'PAN Card', change: 'added' },
        { label: 'Aadhaar Front', change: 'replaced' },
        { label: 'Business info', change: 'removed' },
        { label: 'Utm details', change: 'added' },
      ],
    });
  });

  it('names each kind of actor', () => {
    const actors = (
      [
        { kind: 'ADMIN', id: 'u2', name: 'Review Desk' },
        { kind: 'GUEST', id: '9876543210', name: null },
        { kind: 'SYSTEM', id: null, name: 'Lender webhook' },
        { kind: 'SYSTEM', id: null, name: null },
        { kind: 'PARTNER', id: 'u3', name: null },
      ] as const
    ).map(
      (actor, index) =>
        historyOf([{ sequence: index + 1, at: AT, actor, action: 'SUBMITTED', changes: [] }])[0]
          ?.actor,
    );
    expect(actors).toEqual([
      'Review Desk (admin)',
      'The borrower',
      'Lender webhook',
      'System',
      'Partner',
    ]);
  });
});
