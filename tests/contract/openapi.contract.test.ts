import SwaggerParser from '@apidevtools/swagger-parser';
import { allEndpoints, buildOpenApiDocument, REFUSALS } from '@sauda/api';
import { describe, expect, it } from 'vitest';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();
  const schemas = document.components.schemas;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every endpoint once, under its method, path and operation id', () => {
    expect(
      operations.map(({ path, method, operation }) => `${method} ${path} ${operation.operationId}`).sort(),
    ).toEqual(allEndpoints.map((e) => `${e.method} ${e.path} ${e.operationId}`).sort());
  });

  it('names the reference server that serves it', () => {
    expect(document.servers).toEqual([{ url: '/api/v1', description: expect.stringContaining('reference server') }]);
  });

  it('asks for the bearer token exactly where the endpoint is a signed-in user’s', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method];
      expect(operation?.security, endpoint.operationId).toEqual(endpoint.access === 'user' ? [{ bearerAuth: [] }] : []);
      expect(operation?.responses['401'] !== undefined, endpoint.operationId).toBe(
        endpoint.access === 'user' || endpoint.refusals?.[401] !== undefined,
      );
    }
    expect(operations.filter(({ operation }) => operation.security.length > 0)).toHaveLength(23);
  });

  it('documents each 4xx with the error schema and the codes of its status', () => {
    expect(schemas.ErrorAnswer).toMatchObject({
      type: 'object',
      required: ['message', 'code'],
      additionalProperties: false,
      properties: { code: { enum: Object.keys(REFUSALS) }, params: { type: 'object' } },
    });
    const notFound = document.paths['/products/{id}']?.get?.responses['404'];
    expect(notFound?.content['application/json']?.schema).toEqual({
      allOf: [{ $ref: '#/components/schemas/ErrorAnswer' }, { $ref: '#/components/schemas/Refusal404' }],
    });
    // The general code first, then each reason of the status, and no code of another status.
    const notFoundCodes = (schemas.Refusal404 as { properties: { code: { enum: string[] } } }).properties.code.enum;
    expect(notFoundCodes[0]).toBe('not_found');
    expect(notFoundCodes).toEqual(expect.arrayContaining(['product_not_found', 'shop_not_found', 'order_not_found']));
    expect(notFoundCodes).not.toContain('invalid_id');
    const signIn = document.paths['/user/signin']?.post?.responses;
    expect(Object.keys(signIn ?? {})).toEqual(['200', '400', '401', '404', '413', '415', '429', 'default']);
    expect(signIn?.['429']?.headers?.['Retry-After']).toBeDefined();
  });

  it('bounds paging as the server does and marks the ids it requires as UUIDs', () => {
    const parameter = (path: string, name: string) =>
      document.paths[path]?.get?.parameters?.find((p) => p.name === name)?.schema;
    expect(parameter('/products', 'perPage')).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
    expect(parameter('/products', 'page')).toMatchObject({ type: 'integer', minimum: 1, maximum: 1_000_000 });
    expect(parameter('/shops', 'perPage')).toMatchObject({ maximum: 100 });
    expect(parameter('/products/{id}', 'id')).toMatchObject({ type: 'string', format: 'uuid' });
    expect(parameter('/products', 'shopId')).toMatchObject({ type: 'string', format: 'uuid' });
    expect(parameter('/reviews/product/{productId}/review/user', 'userId')).toMatchObject({ format: 'uuid' });
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

  it('describes the reference server’s product strictly: every field required, nothing else', () => {
    const product = schemas.Product as { properties: Record<string, unknown>; required: string[] };
    expect(product).toMatchObject({ type: 'object', additionalProperties: false });
    expect(product.required).toEqual(Object.keys(product.properties));
    expect(product.required).toEqual(expect.arrayContaining(['Id', 'Name', 'Price', 'variants', 'colorVariants']));
    expect(product.properties).not.toHaveProperty('Sizes');
    expect(product.properties.Price).toEqual({ type: 'number' });
    expect(product.properties.Id).toMatchObject({ type: 'string', format: 'uuid' });
    expect(product.properties.Stock).toEqual({
      anyOf: [expect.objectContaining({ type: 'integer' }), { type: 'null' }],
    });
    expect(product.properties.variants).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Variant' } });
    const mine = document.paths['/reviews/product/{productId}/review/user']?.get?.responses['200'];
    expect(mine?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/UserReview' });
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });
});
