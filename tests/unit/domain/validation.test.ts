import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  fieldsObject,
  allIssues,
  firstIssue,
  firstIssueMessage,
  validate,
} from '../../../src/domain/validation';

const Form = fieldsObject({
  name: v.pipe(v.string('Invalid name'), v.minLength(3, 'Invalid name')),
  note: v.optional(v.string('Invalid note')),
  email: v.pipe(v.string('Invalid email'), v.email('Invalid email')),
});

describe('validate reports only the first failing field', () => {
  it.each([
    [{ name: 'Al', email: 'bad' }, 'Invalid name'],
    [{ name: 'Asha', email: 'bad' }, 'Invalid email'],
    [{ name: 'Asha' }, 'Invalid email'],
    [{ email: 'a@b.co' }, 'Invalid name'],
    [{ name: 'Asha', note: 5, email: 'bad' }, 'Invalid note'],
    [null, 'Invalid name'],
    ['text', 'Invalid name'],
  ])('%j → %s', (input, message) => {
    expect(validate(Form, input)).toEqual({ ok: false, message });
  });

  it('returns the parsed value when valid', () => {
    expect(validate(Form, { name: 'Asha', email: 'a@b.co', other: true })).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'a@b.co' },
    });
  });

  it('falls back to the generic message when no field can explain a non-object', () => {
    const AllOptional = fieldsObject({ note: v.optional(v.string()) }, 'Invalid note block');
    expect(validate(AllOptional, 3)).toEqual({ ok: false, message: 'Invalid note block' });
    expect(validate(fieldsObject({}), null)).toEqual({ ok: false, message: 'Invalid input' });
  });
});

describe('firstIssueMessage', () => {
  it('is null on success and the first message on failure', () => {
    expect(firstIssueMessage(v.safeParse(Form, { name: 'Asha', email: 'a@b.co' }))).toBeNull();
    expect(firstIssueMessage(v.safeParse(Form, { name: 'Al', email: 'bad' }))).toBe('Invalid name');
  });
});

describe('firstIssue names the field of the first error, in screen order', () => {
  it.each([
    [
      { name: 'Al', email: 'bad' },
      { field: 'name', message: 'Invalid name' },
    ],
    [
      { name: 'Asha', email: 'bad' },
      { field: 'email', message: 'Invalid email' },
    ],
    [{ name: 'Asha' }, { field: 'email', message: 'Invalid email' }],
    [null, { field: null, message: 'Invalid name' }],
  ])('%j → %j', (input, issue) => {
    expect(firstIssue(Form, input)).toEqual(issue);
  });

  it('is null when the input is valid, and gives the nested path of a nested field', () => {
    expect(firstIssue(Form, { name: 'Asha', email: 'a@b.co' })).toBeNull();
    const Nested = fieldsObject({ bank: fieldsObject({ ifsc: v.string('Invalid IFSC') }) });
    expect(firstIssue(Nested, { bank: { ifsc: 5 } })).toEqual({
      field: 'bank.ifsc',
      message: 'Invalid IFSC',
    });
  });
});

describe('allIssues names every invalid field at once, in screen order (issue 18)', () => {
  it('gives each field its first message, once', () => {
    expect(allIssues(Form, { name: 'Al', email: 'bad' })).toEqual([
      { field: 'name', message: 'Invalid name' },
      { field: 'email', message: 'Invalid email' },
    ]);
    expect(allIssues(Form, { name: 'Asha', email: 'bad' })).toEqual([
      { field: 'email', message: 'Invalid email' },
    ]);
  });

  it('is empty when the input is valid, and names nested fields by their path', () => {
    expect(allIssues(Form, { name: 'Asha', email: 'a@b.co' })).toEqual([]);
    const Nested = fieldsObject({
      bank: fieldsObject({ ifsc: v.string('Invalid IFSC'), name: v.string('Invalid bank') }),
    });
    expect(allIssues(Nested, { bank: { ifsc: 5 } })).toEqual([
      { field: 'bank.ifsc', message: 'Invalid IFSC' },
      { field: 'bank.name', message: 'Invalid bank' },
    ]);
  });
});
