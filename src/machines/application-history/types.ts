import type { HistoryText } from '../../domain/presenter/history';

/** One step of an application's history (an audit entry), as the History panel shows it. */
export interface HistoryStep {
  sequence: number;
  /** What was done, in words ('Personal details saved'). */
  action: string;
  /** Who did it ('Asha Verma (partner)', 'The borrower'), worded by the view. */
  actor: HistoryText;
  /** When, as the server recorded it (ISO). */
  at: string;
  /**
   * Each change as a sentence ('Asha Verma changed Monthly In-hand Salary from ₹85,000 to
   * ₹95,000.'), worded by the view in the language shown (saySentence).
   */
  sentences: readonly HistoryText[];
}

/** The application's history, oldest first (GET /v1/loan-application/{id}/audit). */
export type ApplicationHistory = readonly HistoryStep[];

/** Whose history to load. */
export interface HistoryQuery {
  id: string;
}
