/** Where a question's clock is kept for the tab's lifetime (so a reload shows the same time). */
export const questionTimerKey = (gameId: number, questionId: number) => `question-timer:${gameId}:${questionId}`;

export function clearQuestionTimer(gameId: number, questionId: number): void {
  try {
    sessionStorage.removeItem(questionTimerKey(gameId, questionId));
  } catch {
    // nothing kept
  }
}
