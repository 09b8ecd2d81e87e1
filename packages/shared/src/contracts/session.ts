import type { Language } from '../constants';

/** The current user as the client sees it (spec: local copy of the current user). */
export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  points: number;
  preferredLanguage: Language;
  role: 'user' | 'admin';
  /** The owner opened the confirmation link (DECISIONS.md 23). */
  emailConfirmed: boolean;
};

export type SessionResponse = { user: SessionUser | null };
