import { CircleCheck, ClipboardPaste, FileUp, FolderOpen, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { DIFFICULTIES } from '@app/shared/constants';
import type { OwnCategorySummary } from '@app/shared/contracts/own-categories';
import {
  OWN_IMPORT_MAX_BYTES,
  type OwnImportLimitDetails,
  type OwnImportPreviewResponse,
  type OwnImportRequest,
} from '@app/shared/contracts/own-import';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useImportOwnQuestions, usePreviewOwnImport } from '../api/import-own-questions';
import { importIssueText } from '../utils/import-issues';

type Mode = 'lines' | 'file';
type Checked = { request: OwnImportRequest; preview: OwnImportPreviewResponse };

async function readUtf8(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

const kindOfFile = (name: string): 'csv' | 'json' | null => (/\.csv$/i.test(name) ? 'csv' : /\.json$/i.test(name) ? 'json' : null);

/**
 * Importing questions into the category: pasted lines or a CSV / JSON file, checked first (a
 * preview: how many of each difficulty, or every wrong line named), then "Import N questions".
 */
export function ImportPanel({ category }: { category: OwnCategorySummary }) {
  const { t } = useTranslation('mine');
  const id = useId();
  const preview = usePreviewOwnImport(category.id);
  const run = useImportOwnQuestions(category.id);
  const [mode, setMode] = useState<Mode>('lines');
  const [lines, setLines] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const reset = () => {
    setChecked(null);
    setRefusal(null);
  };
  const check = (request: OwnImportRequest) => {
    reset();
    preview.mutate(request, {
      onSuccess: (result) => setChecked({ request, preview: result }),
      onError: (error) => setRefusal(errorMessage(errorCodeOf(error))),
    });
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    reset();
    setFileName(chosen.name);
    const kind = kindOfFile(chosen.name);
    if (!kind) return setRefusal(t('import.fileType'));
    if (chosen.size > OWN_IMPORT_MAX_BYTES) return setRefusal(t('import.tooLarge'));
    const text = await readUtf8(chosen);
    if (text === null) return setRefusal(t('import.notUtf8'));
    check({ kind, text, fileName: chosen.name });
  };
  const onImport = () => {
    if (!checked) return;
    run.mutate(checked.request, {
      onSuccess: ({ imported }) => {
        toast.success(t('import.done', { count: imported }));
        setLines('');
        setFileName(null);
        reset();
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const details = error instanceof ApiError ? error.details : undefined;
        if (code === 'own_import_invalid' && details) return setChecked({ request: checked.request, preview: details as OwnImportPreviewResponse });
        if (code === 'own_import_limit' && details) return setRefusal(t('import.limit', details as OwnImportLimitDetails));
        setRefusal(errorMessage(code));
      },
    });
  };

  const result = checked?.preview;
  const ready = result ? DIFFICULTIES.reduce((sum, d) => sum + result.counts[d], 0) : 0;
  const fits = result ? ready <= result.fits : true;
  const columns = category.language === 'both' ? 'question_ar, answer_ar, question_en, answer_en' : category.language === 'ar' ? 'question_ar, answer_ar' : 'question_en, answer_en';
  const tab = (value: Mode, Icon: typeof Upload) => (
    <Button
      variant={mode === value ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={mode === value}
      data-testid={`own-import-tab-${value}`}
      onClick={() => {
        setMode(value);
        reset();
      }}
    >
      <Icon aria-hidden />
      {t(`import.tabs.${value}`)}
    </Button>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm" data-testid="own-import">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {t('import.heading')}
      </h2>
      <p className="text-sm text-muted">{t('import.explain')}</p>
      <div className="flex flex-wrap gap-2">
        {tab('lines', ClipboardPaste)}
        {tab('file', FileUp)}
      </div>

      {mode === 'lines' ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-lines`} className="text-sm font-semibold text-ink">
            {t('import.linesLabel')}
          </label>
          <div id={`${id}-format`} className="flex flex-col gap-0.5 text-sm text-muted">
            <p>{t(category.language === 'both' ? 'import.linesFormatBoth' : 'import.linesFormat')}</p>
            <p>{t('import.difficultyWords')}</p>
          </div>
          <Textarea
            id={`${id}-lines`}
            rows={6}
            dir="auto"
            aria-describedby={`${id}-format`}
            value={lines}
            onChange={(event) => {
              setLines(event.target.value);
              reset();
            }}
            className="font-mono text-sm"
            data-testid="own-import-lines"
          />
          <div>
            <Button variant="outline" disabled={lines.trim() === '' || preview.isPending} onClick={() => check({ kind: 'lines', text: lines })} data-testid="own-import-check">
              {t('import.check')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <p id={`${id}-file-label`} className="text-sm text-muted">
            {t('import.fileFormat', { columns })}
          </p>
          {/* The browser's own picker speaks the browser's language: a button in the page's instead. */}
          <div className="flex flex-wrap items-center gap-3">
            <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-emerald/30 bg-white px-4 font-semibold text-emerald-dark hover:bg-emerald/5 focus-within:outline-3 focus-within:outline-gold">
              <FolderOpen aria-hidden className="size-4" />
              {t('import.pick')}
              <input
                type="file"
                accept=".csv,.json,text/csv,application/json"
                aria-describedby={`${id}-file-label`}
                className="sr-only"
                data-testid="own-import-file"
                onChange={(event) => void onFile(event)}
              />
            </label>
            <span className="min-w-0 break-all text-sm text-muted" data-testid="own-import-file-name">
              {fileName ? <bdi>{fileName}</bdi> : t('import.noFile')}
            </span>
          </div>
        </div>
      )}

      {preview.isPending ? <p aria-live="polite">{t('import.checking')}</p> : null}
      {refusal ? (
        <p role="alert" className="font-semibold text-danger" data-testid="own-import-refusal">
          {refusal}
        </p>
      ) : null}

      {result && result.issues.length > 0 ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-danger/30 bg-danger/5 p-3" data-testid="own-import-problems">
          <p className="font-semibold text-danger">{t('import.problems', { count: result.issues.length + result.more })}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
            {result.issues.map((issue, index) => (
              <li key={index} className="break-words" data-testid="own-import-problem">
                {importIssueText(t, issue)}
              </li>
            ))}
            {result.more > 0 ? (
              <li className="font-semibold" data-testid="own-import-more">
                {t('import.more', { count: result.more })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      {result && result.issues.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-xl border border-emerald/30 bg-emerald/5 p-3" data-testid="own-import-preview">
          <p role="status" className="flex items-center gap-2 font-semibold text-emerald-dark">
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            <span>
              {t('import.ready', { count: ready, counts: t('counts', result.counts) })}
            </span>
          </p>
          {fits ? null : (
            <p role="alert" className="font-semibold text-danger" data-testid="own-import-fits">
              {t('import.notFit', { fits: result.fits, rows: ready })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={!fits || run.isPending} onClick={onImport} data-testid="own-import-submit">
              <Upload aria-hidden />
              {t('import.submit', { count: ready })}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('import.clear')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
