import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from '../support/server';
import { makeTemplateDatabases, type TemplateDatabases } from '../support/template-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded databases every API suite copies (tests/support/template-databases.ts). */
    templateDatabases: TemplateDatabases;
  }
}

/** Migrates and seeds once per run what every API suite starts from, on each database it runs on. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env['DATABASE_URL']?.trim() || undefined;
  const made = await makeTemplateDatabases(adminUrl, await pgliteTemplate());
  project.provide('templateDatabases', made.templates);
  return () => made.drop();
}
