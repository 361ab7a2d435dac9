/** Markers of the completed steps of an application (its `stage` list). */
export const Stage = {
  CREATE_APPLICATION: 'CREATE_APPLICATION',
  PERSONAL_DETAILS: 'PERSONAL_DETAILS',
  BUSINESS_DETAILS: 'BUSINESS_DETAILS',
  EMPLOYMENT_DETAILS: 'EMPLOYMENT_DETAILS',
  CO_APPLICANT: 'CO_APPLICANT',
  CO_APPLICANT_FORM: 'CO_APPLICANT_FORM',
} as const;
export type Stage = (typeof Stage)[keyof typeof Stage];

export const STAGES: readonly Stage[] = Object.values(Stage);

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}
