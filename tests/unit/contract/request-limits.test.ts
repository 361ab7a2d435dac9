import { describe, expect, it } from 'vitest';
import { contractRequestBodies } from '../../support/contract';

/*
 * Every value a client may send has a bound in the contract (issue 16): a string its maxLength,
 * a number its maximum. An enumeration is bounded by its values and a file part by the upload
 * limit, so those need none. A new field without a bound fails here, so the contract cannot
 * drift back to "any length".
 */

const bodies = contractRequestBodies();

function unbounded(): string[] {
  const missing: string[] = [];
  for (const body of bodies) {
    for (const { path, schema } of body.properties) {
      const types = ([] as unknown[]).concat(schema['type']);
      const where = `${body.operationId} (${body.mediaType}) ${path}`;
      if (types.includes('string')) {
        const bounded =
          schema['maxLength'] !== undefined ||
          schema['enum'] !== undefined ||
          schema['const'] !== undefined ||
          schema['format'] === 'binary';
        if (!bounded) missing.push(`${where}: string without maxLength`);
      } else if (schema['maximum'] === undefined && schema['exclusiveMaximum'] === undefined) {
        missing.push(`${where}: number without maximum`);
      }
    }
  }
  return missing;
}

describe('request bodies of the contract', () => {
  it('are found: every write operation with a body, strings and numbers included', () => {
    const operationIds = bodies.map((body) => body.operationId);
    expect(operationIds).toEqual(expect.arrayContaining(['createApplication', 'savePersonalInfo']));
    const personal = bodies.find((body) => body.operationId === 'savePersonalInfo');
    expect(personal?.properties.map((property) => property.path)).toEqual(
      expect.arrayContaining(['name', 'years_of_residence', 'bank_statement.[]']),
    );
    const references = bodies.find((body) => body.operationId === 'addReferences');
    expect(references?.properties.map((property) => property.path)).toContain('references.[].name');
  });

  it('bound every string with maxLength and every number with a maximum', () => {
    expect(unbounded()).toEqual([]);
  });
});
