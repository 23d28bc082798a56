import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints, buildOpenApiDocument } from '@sauda/api';
import { describe, expect, it } from 'vitest';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every endpoint once, under its method, path and operation id', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>).map(
        ([method, op]) => `${method} ${path} ${op.operationId}`,
      ),
    );
    expect(operations.sort()).toEqual(allEndpoints.map((e) => `${e.method} ${e.path} ${e.operationId}`).sort());
    expect(operations).toHaveLength(43);
  });

  it('marks the 404-as-empty calls and the reference-only contact call', () => {
    const orders = document.paths?.['/orders/user/orders/{userId}']?.get;
    expect(orders?.description).toContain('404');
    expect(document.paths?.['/contact']?.post?.description).toContain('Reference server only.');
  });

  it('documents multipart bodies with their file fields', () => {
    const content = document.paths?.['/reviews/product/{productId}/review']?.post?.requestBody;
    expect(JSON.stringify(content)).toContain('multipart/form-data');
  });
});
