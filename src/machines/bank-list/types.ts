/** A bank of the bank list (GET /v1/bank/list). */
export interface Bank {
  id: string;
  name: string;
}
