import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackResponse } from '@app/shared/contracts/feedback';
import { apiFetch } from '@/lib/api-client';

export function submitFeedback(input: FeedbackRequest): Promise<FeedbackResponse> {
  return apiFetch<FeedbackResponse>('/api/feedback', { method: 'POST', body: input });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
