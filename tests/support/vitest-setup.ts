/**
 * Runs once, in Node, before the unit tests: it bundles the sign-in stand-in's browser script
 * exactly as the stand-in server does, for the tests that run it in a simulated page (esbuild
 * cannot run inside that page's environment).
 */
import type { TestProject } from 'vitest/node';
import { browserFile } from '../../stand-ins/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stand-in's script as the browser gets it from /__stand-ins/gsi/client. */
    gsiStandInScript: string;
  }
}

export async function setup(project: TestProject): Promise<void> {
  project.provide('gsiStandInScript', await browserFile('gsi/client.ts'));
}
