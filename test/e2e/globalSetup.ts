import type { TestProject } from 'vitest/node';
import { startDemoServer } from './demoServer';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const demo = await startDemoServer({ BP_TIMEOUT_MS: '4000' });
  project.provide('demoUrl', demo.url);
  return () => demo.close();
}
