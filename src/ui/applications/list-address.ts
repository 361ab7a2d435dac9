import { isListScope, type ListScope } from '../../domain/application-list';
import { resumeRouteFor, stepJobType } from '../../domain/resume';
import { wizardHref } from '../kit/wizard-paths';

/*
 * The list's place in the address (`/applications?status=DRAFT&page=2`), so Back and reload
 * keep it. The page is shown from 1, as the pager says it; the server's pages start at 0.
 */

export interface ListPlace {
  status: ListScope;
  page: number;
}

/** The place a query asks for; anything unreadable is the first page of ALL. */
export function placeFrom(search: string): ListPlace {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const page = Number(query.get('page'));
  return {
    status: isListScope(status) ? status : 'ALL',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

export function listHref(place: ListPlace): string {
  return `/applications?status=${place.status}&page=${place.page}`;
}

/** The lenders page of an application (helper screen of issue 19 item 2), id in the query. */
export function lendersHref(id: string): string {
  return `/application/prefferred-lenders?id=${encodeURIComponent(id)}`;
}

/**
 * Where Complete Application (DRAFT) or Incomplete Application (INCOMPLETE) opens the wizard:
 * the step its stages resume at (the domain's resume rule, as a mobile lookup's), or the first
 * step when they lead nowhere known; a returned application opens at the first step with its
 * status, so the wizard shows the remarks.
 */
export function resumeHrefOf(row: {
  id: string;
  status: string;
  stage: readonly string[];
  jobType: string;
}): string {
  const route = resumeRouteFor({
    stages: row.stage,
    jobType: stepJobType(row.jobType),
    status: row.status,
    id: row.id,
  });
  const step = route.kind === 'route' ? route.step : 'mobile';
  const status = row.status === 'INCOMPLETE' ? 'INCOMPLETE' : null;
  return wizardHref('KYC', { step: status ? 'mobile' : step, id: row.id, status });
}
