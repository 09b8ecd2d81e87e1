import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../../db/client';
import { addQuestionIds } from './add-ids';
import { checkPack, type PackIssue } from './check-pack';
import { ALLOW_LIST_FILE } from './cross-check-allow';
import { formatIssue, formatOf, readContent, type ContentFormat } from './content-file';
import { exportContent, packToCsv, packToJson } from './export-content';
import { describeSummary, importContent } from './import-content';
import { readLegacyFingerprints, shippedPackPath } from './pack-seed';

export type CliDeps = {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Opens (and migrates) the server's database; only import and export need it. */
  openDatabase: () => Promise<Database>;
  /** Relative file names are read and written from here. */
  cwd: string;
  /** The occasions that ship with the pack, checked against its category slugs (they belong to the occasions area). */
  checkShippedOccasions: (categorySlugs: ReadonlySet<string>) => { issues: PackIssue[]; occasions: number };
};

export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;

export const USAGE = `Usage: npm run content -- <command>

  import <file.csv|file.json> [--dry-run]
      Adds and updates categories and questions from a file. The whole file is checked first:
      if any row is wrong, every problem is listed and nothing is written. Importing the same
      file again changes nothing. --dry-run only reports what would change.
  export [--format csv|json] [--out <file>]
      Writes every category and question (to the screen without --out). The format defaults
      to the --out file's extension, else csv.
  check [file.csv|file.json] [--allow <allow-list.json>]
      Checks a pack file (default: the shipped content/pack.json) without a database: the
      format, both languages, specific sources, at least 10 questions of each difficulty per
      category, short answers, no duplicates, no fact asked in two categories, no answer given
      away, no answer shared by more than 6 questions, honorifics written one way (the rules
      are in apps/server/content/README.md). --allow names the list of question pairs the
      pack-wide rules may report (default for the shipped pack: content/${ALLOW_LIST_FILE}).
  add-ids [file.json]
      Gives every question without an id (default file: the shipped content/pack.json) a new id
      of its category, numbered after every id shipped so far, e.g. imam-ali-34. Existing ids are
      never changed.

The file format is described in docs/content-format.md.
`;

/** The allow-list of the shipped pack's pack-wide rules, beside it. */
const shippedAllowListPath = () => path.join(path.dirname(shippedPackPath()), ALLOW_LIST_FILE);

class UsageError extends Error {}
/** A file that cannot be read or is not a content file: reported without the usage text. */
class FileError extends Error {}

/** Splits argv into positional arguments and --options (--name value, --name=value, --flag). */
function parseArgs(argv: string[], valued: string[], flags: string[]) {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name)) {
      options[name] = true;
    } else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return { positional, options };
}

function readText(cwd: string, file: string): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.resolve(cwd, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileError(code === 'ENOENT' ? `file not found: ${file}` : `cannot read ${file} (${code ?? String(error)})`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileError(`${file} is not UTF-8 text: save it again as "CSV UTF-8" (or UTF-8 JSON)`);
  }
}

function fileFormat(file: string): ContentFormat {
  const format = formatOf(file);
  if (!format) throw new FileError(`${file}: the file name must end in .csv or .json`);
  return format;
}

function listIssues(issues: { where: string; message: string }[]): string {
  return issues.map((issue) => `  ${formatIssue(issue)}\n`).join('');
}

async function withDatabase<T>(deps: CliDeps, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await deps.openDatabase();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function runImport(argv: string[], deps: CliDeps): Promise<number> {
  const { positional, options } = parseArgs(argv, [], ['dry-run']);
  if (positional.length !== 1) throw new UsageError('import needs exactly one file: npm run content -- import <file.csv|file.json>');
  const name = positional[0]!;
  const format = fileFormat(name);
  const { file, issues } = readContent(readText(deps.cwd, name), format);
  const refuse = (list: { where: string; message: string }[]) => {
    deps.stderr(`Nothing was imported: ${list.length} ${list.length === 1 ? 'problem' : 'problems'} in ${name}\n${listIssues(list)}Fix ${list.length === 1 ? 'it' : 'them'} and import the file again.\n`);
    return EXIT.invalid;
  };
  if (issues.length > 0) return refuse(issues);
  const dryRun = options['dry-run'] === true;
  const result = await withDatabase(deps, (database) => importContent(database.db, file, { dryRun }));
  if (!result.ok) return refuse(result.issues);
  deps.stdout(`${dryRun ? 'Dry run, nothing written. Would import' : 'Imported'} ${name}: ${describeSummary(result.summary)}.\n`);
  return EXIT.ok;
}

async function runExport(argv: string[], deps: CliDeps): Promise<number> {
  const { positional, options } = parseArgs(argv, ['format', 'out'], []);
  if (positional.length > 0) throw new UsageError(`export takes no file name (use --out ${positional[0]})`);
  const out = typeof options.out === 'string' ? options.out : undefined;
  const requested = typeof options.format === 'string' ? options.format : undefined;
  if (requested !== undefined && requested !== 'csv' && requested !== 'json') {
    throw new UsageError(`unknown format "${requested}" (use csv or json)`);
  }
  const format: ContentFormat = requested ?? (out ? formatOf(out) : undefined) ?? 'csv';
  const pack = await withDatabase(deps, (database) => exportContent(database.db));
  const text = format === 'csv' ? packToCsv(pack) : packToJson(pack);
  if (!out) {
    deps.stdout(text);
    return EXIT.ok;
  }
  writeFileSync(path.resolve(deps.cwd, out), text);
  const questionCount = pack.categories.reduce((sum, c) => sum + c.questions.length, 0);
  deps.stdout(`Exported ${pack.categories.length} categories and ${questionCount} questions to ${out} (${format}).\n`);
  return EXIT.ok;
}

function packSlugs(json: string): Set<string> {
  try {
    const pack = JSON.parse(json) as { categories?: { slug?: unknown }[] };
    return new Set((pack.categories ?? []).map((c) => String(c.slug)));
  } catch {
    return new Set();
  }
}

function runCheck(argv: string[], deps: CliDeps): number {
  const { positional, options } = parseArgs(argv, ['allow'], []);
  if (positional.length > 1) throw new UsageError('check takes at most one file');
  const name = positional[0] ?? shippedPackPath();
  const shipped = path.resolve(deps.cwd, name) === shippedPackPath();
  const given = typeof options.allow === 'string' ? options.allow : undefined;
  const allowName = given ?? (shipped && existsSync(shippedAllowListPath()) ? shippedAllowListPath() : undefined);
  const allowList = allowName ? { name: given ?? ALLOW_LIST_FILE, text: readText(deps.cwd, allowName) } : undefined;
  const text = readText(deps.cwd, name);
  const checked = checkPack(text, fileFormat(name), { requireIds: shipped, allowList });
  const { stats } = checked;
  // The shipped pack comes with its occasions: each occasion's categories must be in it.
  const occasions = shipped ? deps.checkShippedOccasions(packSlugs(text)) : null;
  const issues = occasions ? [...checked.issues, ...occasions.issues] : checked.issues;
  const shown = positional[0] ?? 'The shipped pack';
  if (issues.length > 0) {
    deps.stderr(`${shown}: ${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}\n${listIssues(issues)}`);
    return EXIT.invalid;
  }
  const d = stats.byDifficulty;
  deps.stdout(
    `${shown} is valid: ${stats.groups} groups, ${stats.categories} categories, ${stats.questions} questions (easy ${d.easy}, normal ${d.normal}, hard ${d.hard}).\n`,
  );
  if (occasions) deps.stdout(`Its occasions are valid: ${occasions.occasions} occasions, each with a full board of categories.\n`);
  return EXIT.ok;
}

function runAddIds(argv: string[], deps: CliDeps): number {
  const { positional } = parseArgs(argv, [], []);
  if (positional.length > 1) throw new UsageError('add-ids takes at most one file');
  const name = positional[0] ?? shippedPackPath();
  if (fileFormat(name) !== 'json') throw new FileError(`${name}: ids are given in the JSON pack format only`);
  const shipped = Object.values(readLegacyFingerprints()).map(([id]) => id);
  const result = addQuestionIds(readText(deps.cwd, name), shipped);
  if (!result) throw new FileError(`${name} is not a pack: expected an object with a "categories" list`);
  if (result.added > 0) writeFileSync(path.resolve(deps.cwd, name), result.text);
  deps.stdout(`${positional[0] ?? 'The shipped pack'}: ${result.added} ${result.added === 1 ? 'id' : 'ids'} added.\n`);
  return EXIT.ok;
}

/** The operators' content command. Returns the process exit code. */
export async function runContentCli(argv: string[], deps: CliDeps): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'import':
        return await runImport(rest, deps);
      case 'export':
        return await runExport(rest, deps);
      case 'check':
        return runCheck(rest, deps);
      case 'add-ids':
        return runAddIds(rest, deps);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        deps.stdout(USAGE);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      deps.stderr(`${error.message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    if (error instanceof FileError) {
      deps.stderr(`${error.message}\n`);
      return EXIT.invalid;
    }
    throw error;
  }
}
