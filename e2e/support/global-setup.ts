import { mkdirSync } from 'node:fs';

export default async function globalSetup(): Promise<void> {
  mkdirSync('docs/screenshots', { recursive: true });
}
