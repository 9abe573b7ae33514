// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const messageSchema = {"type":"object","properties":{"message":{"type":"string"}},"required":["message"]};
