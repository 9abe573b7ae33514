// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const orderPlacedSchema = {"type":"object","properties":{"id":{"type":"integer"},"number":{"type":"string"},"order_key":{"type":"string"},"status":{"type":"string"},"total":{"type":"string"},"payment_url":{"type":"string","format":"uri"}},"required":["id","number","order_key","status","total"]};
