import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Brand } from '../../brands/catalog';
import type { Runtime } from '../../services/runtime';

export interface Site {
  brand: Brand;
  isUat: boolean;
  runtime: Runtime;
  /** In dev with `?inspect`: every actor the views create reports to the Stately inspector. */
  inspect?: (event: InspectionEvent) => void;
}

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The brand, its flags and the services of the site being shown. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs <SiteProvider>');
  return site;
}
