import { fromPromise } from 'xstate';
import { utmLinkSchema, type LinkRules } from '../../domain/links/link-schema';
import { createFormMachine } from '../form/create-form-machine';
import type { FormSpec, SaveInput } from '../form/types';

/**
 * The UTM form of the Links tab (partner-portal §5): the generic form chart fed the domain's link
 * schema for the brand (a loan type is required on the direct-leads brand, or for a DIRECT_LEADS
 * link). Its save only hands the values over: the Links tab's chart creates the link (POST
 * /v1/user/qr) while the form shows them busy, and gives a refusal back to a new form, as the
 * wizard's first step does.
 */
export const utmLinkFormMachine = createLinkFormMachine({ directLeads: false });

/** The form's spec for a brand's rules. The spec's messages already say what to do. */
export function linkFormSpec(rules: LinkRules): FormSpec {
  return {
    id: 'utmLinkForm',
    schemaFor: () => utmLinkSchema(rules),
    promptOf: () => null,
  };
}

/** The form for a brand: its save resolves at once (the values go to the tab's chart). */
export function createLinkFormMachine(rules: LinkRules) {
  return createFormMachine(linkFormSpec(rules)).provide({
    actors: { save: fromPromise<void, SaveInput>(() => Promise.resolve()) },
  });
}

export type UtmLinkFormMachine = typeof utmLinkFormMachine;
