// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.
// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u
export const viewedProductSchema = {"type":"object","properties":{"id":{"type":"integer","exclusiveMinimum":0},"name":{"type":"string"},"price":{"type":"string"},"regular_price":{"type":"string"},"on_sale":{"type":"boolean"},"image":{"type":"string"},"alt":{"type":"string"}},"required":["id","name","price","regular_price","on_sale","image","alt"]};
