import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategoriesResponse,
  AdminCategory,
  AdminQuestion,
  AdminQuestionsResponse,
  CategoryRequest,
  QuestionCreateRequest,
  QuestionEditRequest,
  QuestionHealthListResponse,
  QuestionHealthResponse,
  QuestionListQuery,
  QuestionRelabelRequest,
} from '@app/shared/contracts/admin';
import type {
  ContentFileImportResponse,
  ContentFilePreviewResponse,
  ContentFileRequest,
} from '@app/shared/contracts/content-files';
import type { AdminQuestionReportsResponse } from '@app/shared/contracts/question-reports';
import { apiFetch } from '@/lib/api-client';

/** The content studio's server calls (categories, questions, reports, health, files). */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  categories: ['admin', 'content', 'categories'] as const,
  questions: (query: QuestionListQuery) => ['admin', 'content', 'questions', query] as const,
  question: (id: number) => ['admin', 'content', 'question', id] as const,
  health: (id: number) => ['admin', 'content', 'health', id] as const,
  mismatched: ['admin', 'content', 'mismatched'] as const,
  reports: ['admin', 'content', 'reports'] as const,
};

export function useAdminCategories() {
  return useQuery({ queryKey: contentKeys.categories, queryFn: () => apiFetch<AdminCategoriesResponse>('/api/admin/categories') });
}

/** Everything the studio shows is read again after any change. */
function useContentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }) });
}

export function useSaveCategory() {
  return useContentMutation(({ id, input }: { id: number | null; input: CategoryRequest }) =>
    apiFetch<AdminCategory>(id === null ? '/api/admin/categories' : `/api/admin/categories/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );
}

export function useSetCategoryActive() {
  return useContentMutation(({ id, active }: { id: number; active: boolean }) =>
    apiFetch<void>(`/api/admin/categories/${id}`, { method: 'PATCH', body: { active } }),
  );
}

export function useQuestionList(query: QuestionListQuery) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  );
  return useQuery({
    queryKey: contentKeys.questions(query),
    queryFn: () => apiFetch<AdminQuestionsResponse>(`/api/admin/questions?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminQuestion(id: number | null) {
  return useQuery({
    queryKey: contentKeys.question(id ?? 0),
    queryFn: () => apiFetch<AdminQuestion>(`/api/admin/questions/${id}`),
    enabled: id !== null,
  });
}

export function useQuestionHealth(id: number) {
  return useQuery({ queryKey: contentKeys.health(id), queryFn: () => apiFetch<QuestionHealthResponse>(`/api/admin/questions/${id}/health`) });
}

export function useSaveQuestion() {
  return useContentMutation(({ id, input }: { id: number | null; input: QuestionCreateRequest | QuestionEditRequest }) =>
    apiFetch<AdminQuestion>(id === null ? '/api/admin/questions' : `/api/admin/questions/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
    }),
  );
}

export function useMismatchedQuestions() {
  return useQuery({ queryKey: contentKeys.mismatched, queryFn: () => apiFetch<QuestionHealthListResponse>('/api/admin/question-health') });
}

export function useQuestionReports() {
  return useQuery({ queryKey: contentKeys.reports, queryFn: () => apiFetch<AdminQuestionReportsResponse>('/api/admin/question-reports') });
}

/** The question health's one-click relabel: the question's label for new games. */
export function useRelabelQuestion() {
  return useContentMutation(({ id, difficulty }: { id: number } & QuestionRelabelRequest) =>
    apiFetch<AdminQuestion>(`/api/admin/questions/${id}/difficulty`, { method: 'POST', body: { difficulty } }),
  );
}

export function useSetQuestionReportStatus() {
  return useContentMutation(({ id, status }: { id: number; status: 'open' | 'resolved' }) =>
    apiFetch<void>(`/api/admin/question-reports/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function usePreviewContentFile() {
  return useMutation({
    mutationFn: (input: ContentFileRequest) => apiFetch<ContentFilePreviewResponse>('/api/admin/content/preview', { method: 'POST', body: input }),
  });
}

export function useImportContentFile() {
  return useContentMutation((input: ContentFileRequest) =>
    apiFetch<ContentFileImportResponse>('/api/admin/content/import', { method: 'POST', body: input }),
  );
}
