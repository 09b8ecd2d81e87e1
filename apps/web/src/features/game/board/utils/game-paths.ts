/** Positive whole number from a route parameter, else null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const boardPath = (gameId: number) => `/jeopardy/${gameId}`;
export const questionPath = (gameId: number, questionId: number) => `/jeopardy/${gameId}/question/${questionId}`;
export const answerPath = (gameId: number, questionId: number) => `/jeopardy/${gameId}/answer/${questionId}`;
export const whoAnsweredPath = (gameId: number, questionId: number) => `/jeopardy/${gameId}/who-answered/${questionId}`;
export const winnerPath = (gameId: number) => `/jeopardy/${gameId}/winner`;
