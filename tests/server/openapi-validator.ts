import { buildOpenApiDocument, type ErrorStatus, type OpenApiOperation, refusalCodesOf } from '@sauda/api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

// ajv-formats is CommonJS with its function as `default`.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Where the document's components live for ajv (their `$ref`s are rewritten to point here). */
const COMPONENTS_ID = 'https://sauda.invalid/openapi/components';

const pointTo = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;

/** An operation of the document, with where it is. */
export interface DocumentOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/**
 * Validates answers against the OpenAPI document built from the endpoints (JSON Schema 2020-12 with formats), and
 * records which documented answers were seen.
 */
export function openApiValidator() {
  const document = buildOpenApiDocument();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: pointTo(document.components.schemas) });
  const operations = new Map<string, DocumentOperation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      operations.set(operation.operationId, { method: method.toUpperCase(), path, operation });
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const seen = new Map<string, Set<string>>();

  return {
    document,
    operations,
    operation(operationId: string): DocumentOperation {
      const found = operations.get(operationId);
      if (!found) throw new Error(`No operation ${operationId} in the document`);
      return found;
    },
    /** Problems of `body` as the answer `status` of `operationId`: [] when the document describes it. */
    problems(operationId: string, status: number, body: unknown): string[] {
      const { operation } = this.operation(operationId);
      const response = operation.responses[String(status)];
      if (!response) return [`${operationId} answered ${status}, which the document does not list`];
      const key = `${operationId} ${status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(pointTo(response.content['application/json']!.schema));
        validators.set(key, validate);
      }
      const problems = validate(body)
        ? []
        : (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`);
      const code = (body as { code?: unknown } | null)?.code;
      if (status >= 400 && status < 500 && !refusalCodesOf(status as ErrorStatus).includes(code as never)) {
        problems.push(`code ${String(code)} is not one of status ${status}'s`);
      }
      if (problems.length === 0) seen.set(operationId, (seen.get(operationId) ?? new Set()).add(String(status)));
      return problems.map((problem) => `${operationId} ${status}: ${problem}`);
    },
    /** The documented answers (but `default`) no validated answer has shown yet, as `operationId status`. */
    unseen(): string[] {
      return [...operations].flatMap(([operationId, { operation }]) =>
        Object.keys(operation.responses)
          .filter((status) => status !== 'default' && !seen.get(operationId)?.has(status))
          .map((status) => `${operationId} ${status}`),
      );
    },
  };
}
