import { CircleCheck, Download, FileCheck, FolderOpen, Upload } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import type { AdminCategory } from '@app/shared/contracts/admin';
import type { ContentFilePreviewResponse, ContentFileRequest } from '@app/shared/contracts/content-files';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { useImportContentFile } from '../../api/content/import-content-file';
import { usePreviewContentFile } from '../../api/content/preview-content-file';
import { issuePlace, issueText } from './issue-text';

/** A file's text, refused when it is not UTF-8 (a spreadsheet saved in another encoding). */
async function readUtf8(file: File): Promise<string | null> {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

/** Import: choose a file, see every row and every problem, then import all or nothing. Export: the bank or a category. */
export function ContentFiles({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [file, setFile] = useState<ContentFileRequest | null>(null);
  const [result, setResult] = useState<ContentFilePreviewResponse | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** What the last import wrote, kept on screen until another file is chosen. */
  const [imported, setImported] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [exportSlug, setExportSlug] = useState('');
  const preview = usePreviewContentFile();
  const apply = useImportContentFile();

  const check = (request: ContentFileRequest) => {
    setResult(null);
    preview.mutate(request, {
      onSuccess: setResult,
      onError: (error) =>
        setFileError(t(`errors.${error instanceof ApiError ? (error.fields.fileName ?? error.fields.text ?? 'file_type_invalid') : 'file_type_invalid'}`)),
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    setFileError(null);
    setResult(null);
    setImported(null);
    if (!chosen) return;
    setChosenName(chosen.name);
    const text = await readUtf8(chosen);
    if (text === null) {
      setFileError(t('errors.file_not_utf8'));
      return;
    }
    const request = { fileName: chosen.name, text };
    setFile(request);
    check(request);
  };

  const onApply = () => {
    if (!file) return;
    apply.mutate(file, {
      onSuccess: ({ summary }) => {
        const counts = {
          created: t('studio.files.createdQuestions', { count: summary.questions.created }),
          updated: t('studio.files.updatedQuestions', { count: summary.questions.updated }),
        };
        toast.success(t('studio.files.imported', counts));
        setImported(t('studio.files.done', { ...counts, file: file.fileName }));
        setFile(null);
        setResult(null);
      },
      onError: () => toast.error(t('studio.files.failed')),
    });
  };

  const summary = result?.summary;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('studio.files.formatHelp')}</p>
        <p id="content-file-label" className="font-semibold">
          {t('studio.files.choose')}
        </p>
        {/* The browser's own picker speaks the browser's language: a button in the console's instead. */}
        <div className="flex flex-wrap items-center gap-3">
          <label
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-emerald/30 bg-white px-4 font-semibold text-emerald-dark hover:bg-emerald/5 focus-within:outline-3 focus-within:outline-gold"
            data-testid="content-file-pick"
          >
            <FolderOpen aria-hidden className="size-4" />
            {t('studio.files.pick')}
            <input
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-labelledby="content-file-label"
              className="sr-only"
              data-testid="content-file"
              onChange={(e) => void onFile(e)}
            />
          </label>
          <span className="text-sm text-muted" data-testid="content-file-name">
            {chosenName ? <bdi>{chosenName}</bdi> : t('studio.files.noFile')}
          </span>
        </div>
        {fileError ? (
          <p role="alert" className="font-semibold text-danger">
            {fileError}
          </p>
        ) : null}
        {preview.isPending ? <p aria-live="polite">{t('studio.files.checking')}</p> : null}
        {imported ? (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 font-semibold text-emerald-dark" data-testid="import-done">
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {imported}
          </p>
        ) : null}
        {result && result.issues.length > 0 ? (
          <div role="alert" data-testid="import-problems" className="flex flex-col gap-2">
            <p className="font-semibold text-danger">{t('studio.files.problems', { count: result.issues.length })}</p>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start">
                  <th className="px-2 text-start">{t('studio.files.where')}</th>
                  <th className="px-2 text-start">{t('studio.files.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {result.issues.map((issue, index) => (
                  <tr key={index} className="border-t border-emerald/10">
                    <td className="whitespace-nowrap px-2 py-1 align-top">
                      <bdi>{issuePlace(issue.where, t)}</bdi>
                    </td>
                    <td className="px-2 py-1">{issueText(issue, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {summary ? (
          <div className="flex flex-col gap-3" data-testid="import-ready">
            <p className="font-semibold text-emerald-dark">
              <FileCheck aria-hidden className="me-1 inline size-4" />
              {t('studio.files.ready')}
            </p>
            <p>
              {t('studio.files.summary', {
                ...summary.questions,
                categoriesCreated: summary.categories.created,
                categoriesUpdated: summary.categories.updated,
              })}
            </p>
            <div className="max-h-80 overflow-auto rounded border border-emerald/15">
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-white">
                  <tr>
                    <th className="px-2 text-start">{t('studio.files.row')}</th>
                    <th className="px-2 text-start">{t('studio.editor.category')}</th>
                    <th className="px-2 text-start">{t('questions.fields.questionAr')}</th>
                    <th className="px-2 text-start">{t('studio.editor.difficulty')}</th>
                    <th className="px-2 text-start" />
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((row) => (
                    <tr key={row.where} className="border-t border-emerald/10">
                      <td className="whitespace-nowrap px-2 py-1" dir="ltr">
                        {row.where}
                      </td>
                      <td className="px-2 py-1" dir="ltr">
                        {row.category}
                      </td>
                      <td className="px-2 py-1" lang="ar" dir="rtl">
                        {row.questionAr}
                      </td>
                      <td className="px-2 py-1">{t(`questions.difficulties.${row.difficulty}`)}</td>
                      <td className="px-2 py-1">{t(`studio.files.actions.${row.action}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <Button onClick={onApply} disabled={apply.isPending} data-testid="import-apply">
                <Upload aria-hidden />
                {t('studio.files.apply')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 border-t border-emerald/15 pt-4">
        <h3 className="font-bold">{t('studio.files.export')}</h3>
        <p className="text-sm text-muted">{t('studio.files.exportIntro')}</p>
        <FormField id="export-category" label={t('studio.files.exportCategory')}>
          <Select
            id="export-category"
            options={[['', t('studio.files.wholeBank')] as const, ...categories.map((c) => [c.slug, language === 'ar' ? c.nameAr : c.nameEn] as const)]}
            value={exportSlug}
            onChange={(e) => setExportSlug(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'json'] as const).map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={`/api/admin/content/export?format=${format}${exportSlug ? `&category=${encodeURIComponent(exportSlug)}` : ''}`} download>
                <Download aria-hidden />
                {t(`studio.files.${format}`)}
              </a>
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}
