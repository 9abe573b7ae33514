// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const emailConfirmedSchema = {"type":"object","properties":{"message":{"type":"string"},"linked":{"type":"integer"},"signed_in":{"type":"boolean"}},"required":["message","linked","signed_in"]};
