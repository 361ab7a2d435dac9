import type { components } from '../src/services/api/schema';

/*
 * The contract's types for the server, in a module of their own: routes answer them and use
 * cases build them, so neither layer has to import the other to name what the contract says.
 */

/** The contract's schema by name: handlers answer exactly what the client's types expect. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];
