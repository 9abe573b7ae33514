// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const gatewaysSchema = {"type":"object","properties":{"gateways":{"type":"array","items":{"type":"object","properties":{"id":{"type":"string"},"title":{"type":"string"},"description":{"default":"","type":"string"},"enabled":{"type":"boolean"},"shipped_only":{"default":false,"type":"boolean"}},"required":["id","title","enabled"]}}},"required":["gateways"]};
