// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const orderNotesSchema = {"type":"object","properties":{"notes":{"type":"array","items":{"type":"object","properties":{"id":{"type":"integer"},"note":{"type":"string"},"customer_note":{"type":"boolean"},"date_created":{"type":"string"}},"required":["id","note","customer_note","date_created"]}}},"required":["notes"]};
