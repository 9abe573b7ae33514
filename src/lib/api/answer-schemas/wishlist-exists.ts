// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const wishlistExistsSchema = {"type":"object","properties":{"exists":{"type":"boolean"}},"required":["exists"]};
