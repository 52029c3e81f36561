import type { TestProject } from 'vitest/node';
import { createTemplate, type TestDatabaseInfo } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** Migrates one template database per run; every test app starts from a copy of it. */
export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('testDatabase', template.info);
  return () => template.dispose();
}
