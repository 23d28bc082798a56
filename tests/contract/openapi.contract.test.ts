import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints, buildOpenApiDocument } from '@sauda/api';
import { describe, expect, it } from 'vitest';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const schemas = document.components.schemas;

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every endpoint once, under its method, path and operation id', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${method} ${path} ${op.operationId}`),
    );
    expect(operations.sort()).toEqual(allEndpoints.map((e) => `${e.method} ${e.path} ${e.operationId}`).sort());
    expect(operations).toHaveLength(44);
  });

  it('marks the 404-as-empty calls and the reference-only calls', () => {
    expect(document.paths['/orders/user/orders/{userId}']?.get?.description).toContain('404');
    expect(document.paths['/contact']?.post?.description).toContain('Reference server only.');
    expect(document.paths['/contact']?.post?.['x-backends']).toEqual(['reference']);
  });

  it('lists path parameters as required and query parameters as the schema says', () => {
    const parameters = document.paths['/reviews/product/{productId}/review/user']?.get?.parameters;
    expect(parameters?.map(({ name, in: where, required }) => ({ name, where, required }))).toEqual([
      { name: 'productId', where: 'path', required: true },
      { name: 'userId', where: 'query', required: true },
    ]);
    const paging = document.paths['/products']?.get?.parameters?.find((parameter) => parameter.name === 'perPage');
    expect(paging).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1 } });
  });

  it('documents multipart bodies with their file fields', () => {
    const content = document.paths['/reviews/product/{productId}/review']?.post?.requestBody?.content;
    expect(content?.['multipart/form-data']?.schema).toEqual({ $ref: '#/components/schemas/ReviewForm' });
    expect(schemas.ReviewForm?.properties).toMatchObject({
      rating: { type: 'number', minimum: 1, maximum: 5 },
      images: { type: 'array', items: { type: 'string', format: 'binary' } },
    });
    expect(schemas.ProfileUpdateForm?.properties).toMatchObject({ image: { type: 'string', format: 'binary' } });
  });

  it('describes answers as the wire carries them, named schemas as components', () => {
    const product = schemas.Product as { properties: Record<string, unknown>; required: string[] };
    expect(product.required).toEqual(['Id', 'Name']);
    expect(product.properties.Price).toEqual({ type: ['number', 'string', 'null'] });
    expect(product.properties.variants).toEqual({
      anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/Variant' } }, { type: 'null' }],
    });
    const mine = document.paths['/reviews/product/{productId}/review/user']?.get?.responses['200'];
    expect(mine?.content['application/json']?.schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/UserReview' }, { type: 'null' }],
    });
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});
