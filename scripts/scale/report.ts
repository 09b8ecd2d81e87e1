/** The scale test's checks: each printed as ✓ or ✗ with its figures; any ✗ fails the run. */
const failed: string[] = [];

export function check(ok: boolean, label: string, figures = ''): boolean {
  console.log(`${ok ? '✓' : '✗'} ${label}${figures ? `: ${figures}` : ''}`);
  if (!ok) failed.push(label);
  return ok;
}

/** Runs one group of checks; an error thrown inside is one failed check, and the next group still runs. */
export async function section(title: string, run: () => Promise<void>): Promise<void> {
  console.log(`\n${title}`);
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    check(false, `${title} ran to the end`, error instanceof Error ? error.message : String(error));
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

export const failures = (): readonly string[] => failed;
