/** One change an operator made (the console's audit log). */
export type AuditEntry = {
  id: number;
  createdAt: string;
  operator: { id: number | null; email: string };
  action: string;
  target: string;
  before: unknown;
  after: unknown;
};

export type AuditLogResponse = {
  entries: AuditEntry[];
  /** What the filters offer: every action and operator the log holds. */
  actions: string[];
  operators: { id: number; email: string }[];
};
