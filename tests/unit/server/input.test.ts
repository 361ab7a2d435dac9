import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valid } from '../../../server/http/input';
import { ApiError } from '../../../server/errors';

/*
 * The server's last line behind the schemas (issue 16 item 2): a string a schema passes without
 * checking its characters (one not built with textField) is still refused with a 400 naming
 * its path, so NUL never reaches PostgreSQL (a 500) and a lone surrogate is never stored as
 * U+FFFD. What the schema drops (unknown keys) is not stored, so it is not refused.
 */

const loose = v.object({ note: v.string(), tags: v.array(v.object({ label: v.string() })) });

function refusal(input: unknown): ApiError | undefined {
  try {
    valid(loose, input);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('valid', () => {
  it('passes what the schema passes when it can be stored', () => {
    const input = { note: 'two\nlines 😀', tags: [{ label: 'a' }], extra: 'x\u0000' };
    expect(valid(loose, input)).toEqual({ note: 'two\nlines 😀', tags: [{ label: 'a' }] });
  });

  it('refuses NUL or a lone surrogate anywhere in what would be stored, naming the path', () => {
    expect(refusal({ note: 'a\u0000', tags: [] })).toMatchObject({
      status: 400,
      message: 'note must not contain NUL, unpaired surrogate or bidirectional control characters',
    });
    expect(refusal({ note: 'ok', tags: [{ label: 'ok' }, { label: '\udc00' }] })).toMatchObject({
      status: 400,
      message:
        'tags.1.label must not contain NUL, unpaired surrogate or bidirectional control characters',
    });
    expect(refusal({ note: 'ok', tags: [{ label: 'Meera\u202eIyer' }] })).toMatchObject({
      status: 400,
      message:
        'tags.0.label must not contain NUL, unpaired surrogate or bidirectional control characters',
    });
  });

  it("answers the schema's own message first", () => {
    expect(refusal({ note: 42, tags: [] })?.status).toBe(400);
    expect(refusal({ note: 42, tags: [] })?.message).not.toMatch(/NUL/);
  });
});
