/** The players' occasions (GET /api/occasions) in the query cache: /play reads them, an operator's change or its event reads them again. */
export const OCCASIONS_KEY = ['occasions'] as const;
