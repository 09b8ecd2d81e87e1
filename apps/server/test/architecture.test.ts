import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph, readSources } from './module-graph';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/server/src');

describe("the server's shape", () => {
  const sources = readSources(SRC);

  it('has no loop between modules: what one module uses never uses it back, however far round', () => {
    expect(moduleCycles(moduleGraph(sources))).toEqual([]);
  });

  it('finds a loop made by a deliberate bad import (users using auth, which uses users)', () => {
    const withBadImport = new Map(sources);
    const file = path.join('modules', 'users', 'session-user.ts');
    withBadImport.set(file, `import { offerOperatorPassword } from '../auth/index';\n${sources.get(file)!}`);
    expect(moduleCycles(moduleGraph(withBadImport))).toEqual([['auth', 'users']]);
  });

  it('refuses core importing a module, and a module reaching into another module past its index.ts', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(SRC, file) });
      return result!.messages.filter((message) => message.ruleId === 'layers/imports').map((message) => message.message);
    };
    expect(await lint('core/session/bad.ts', "import { offerOperatorPassword } from '../../modules/auth/index';\nexport const x = offerOperatorPassword;\n")).toEqual([
      "'../../modules/auth/index' is in the modules layer, above core: imports run down (config/logger -> db/mail -> http/context -> core -> modules -> app/seed -> main/cli).",
    ]);
    expect(await lint('modules/users/bad.ts', "import { hashPassword } from '../auth/password';\nexport const x = hashPassword;\n")).toEqual([
      "'../auth/password' reaches into the auth module: import what it offers from 'auth/index'.",
    ]);
    expect(await lint('modules/users/fine.ts', "import { requireUser } from '../../core/session/index';\nexport const x = requireUser;\n")).toEqual([]);
  });
});
