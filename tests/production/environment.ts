/** What npm run test:production (scripts/test-production.ts) passes to its Playwright run. */
export function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is not set: run these checks with npm run test:production`);
  return value;
}
