/**
 * The console's import of a 2,000-question CSV file on a fresh in-memory PGlite, through the API
 * an operator's browser uses: POST /api/admin/content/preview (read, check every row against the
 * database, write nothing) then POST /api/admin/content/import (the same checks, then every row
 * in one transaction). A bare Fastify route is timed in the same run for comparison.
 *
 *   npm run bench -- import        (or: node --import tsx scripts/bench/import.ts --runs 3)
 */
import Fastify from 'fastify';
import { DIFFICULTIES } from '@app/shared/constants';
import type { ContentFileImportResponse, ContentFilePreviewResponse } from '@app/shared/contracts/content-files';
import { users } from '../../apps/server/src/db/schema/index';
import { createSession } from '../../apps/server/src/core/session/session-store';
import { startBenchServer } from './support';

const QUESTIONS = 2_000;
const CATEGORIES = 40; // 50 questions each, like the largest shipped categories
const BAR_MS = 10_000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

/** A valid file: 40 new categories of 50 questions, every column of the spreadsheet format used. */
function benchCsv(run: number): string {
  const header =
    'category,category_name_ar,category_name_en,category_description_ar,category_description_en,difficulty,question_ar,answer_ar,question_en,answer_en,accepted_answers_ar,accepted_answers_en,source';
  const lines = [header];
  for (let n = 0; n < QUESTIONS; n++) {
    const c = n % CATEGORIES;
    const slug = `bench-${run}-${c}`;
    const difficulty = DIFFICULTIES[Math.floor(n / CATEGORIES) % DIFFICULTIES.length]!;
    lines.push(
      [
        slug,
        `فئة القياس ${run}-${c}`,
        `Bench category ${run}-${c}`,
        '"وصف الفئة، مع فاصلة"',
        '"A category, described"',
        difficulty,
        `ما جواب سؤال القياس رقم ${n} في الجولة ${run}؟`,
        `الجواب ${n}`,
        `What is the answer to bench question ${n} of run ${run}?`,
        `Answer ${n}`,
        `جواب ${n} | الجواب رقم ${n}`,
        `answer ${n} | number ${n}`,
        'https://example.com/source',
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}

const server = await startBenchServer();
const db = server.database.db;
const [operator] = await db
  .insert(users)
  .values({ email: 'bench-operator@example.com', passwordHash: 'x', firstName: 'Bench', lastName: 'Operator', country: 'KW', phone: '55512345', role: 'admin' })
  .returning({ id: users.id });
const session = await createSession(db, { userId: operator!.id, persistent: true });
const headers = { cookie: `sid=${server.app.signCookie(session.token)}`, 'content-type': 'application/json' };

const bare = Fastify();
bare.post('/bare', async (request) => ({ length: JSON.stringify(request.body).length }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareAddress = bare.server.address();
const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/bare`;

async function timed<T>(url: string, body: string): Promise<{ ms: number; status: number; json: T }> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  const json = (await response.json()) as T;
  return { ms: performance.now() - started, status: response.status, json };
}

type Row = { run: number; bytes: number; bareMs: number; previewMs: number; importMs: number };
const rows: Row[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const body = JSON.stringify({ fileName: `bench-${run}.csv`, text: benchCsv(run) });
    const bareRun = await timed<unknown>(bareUrl, body);
    const preview = await timed<ContentFilePreviewResponse>(`${server.url}/api/admin/content/preview`, body);
    if (preview.status !== 200 || preview.json.issues.length > 0 || preview.json.rows.length !== QUESTIONS) {
      throw new Error(`preview: ${preview.status} ${JSON.stringify(preview.json).slice(0, 500)}`);
    }
    const applied = await timed<ContentFileImportResponse>(`${server.url}/api/admin/content/import`, body);
    if (applied.status !== 200 || applied.json.summary.questions.created !== QUESTIONS) {
      throw new Error(`import: ${applied.status} ${JSON.stringify(applied.json).slice(0, 500)}`);
    }
    rows.push({ run, bytes: Buffer.byteLength(body), bareMs: bareRun.ms, previewMs: preview.ms, importMs: applied.ms });
  }
} finally {
  await bare.close();
  await server.close();
}

const ms = (n: number) => Math.round(n).toLocaleString('en');
process.stdout.write(
  `\nImport of ${QUESTIONS.toLocaleString('en')} new questions in ${CATEGORIES} new categories (CSV), PGlite in memory, one request each\n` +
    '| run | body KB | bare POST ms | preview (validate) ms | import (validate + apply) ms | validate + apply ms | under 10 s |\n|---|---|---|---|---|---|---|\n' +
    rows
      .map((r) => {
        const total = r.previewMs + r.importMs;
        return `| ${r.run} | ${Math.round(r.bytes / 1024)} | ${r.bareMs.toFixed(1)} | ${ms(r.previewMs)} | ${ms(r.importMs)} | ${ms(total)} | ${total < BAR_MS ? 'yes' : 'NO'} |`;
      })
      .join('\n') +
    '\n',
);
if (rows.some((r) => r.previewMs + r.importMs >= BAR_MS)) process.exitCode = 1;
