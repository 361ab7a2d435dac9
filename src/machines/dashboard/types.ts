export interface DashboardContext {
  /** How many applications the partner has; null until the server answers. */
  applicationCount: number | null;
  error: string | null;
}

export type DashboardEvent = { type: 'count.retry' };
