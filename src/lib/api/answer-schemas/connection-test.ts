// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const connectionTestSchema = {"type":"object","properties":{"ok":{"type":"boolean"},"message":{"type":"string"},"partial":{"type":"boolean"}},"required":["ok","message"]};
