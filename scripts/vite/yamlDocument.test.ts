import { describe, expect, it } from 'vitest';
import { loadOpenApiFromFile } from '../../mocks/http/loadOpenApi.node';
import { listOperations, schemaAt } from '../../mocks/runtime/operations';
import { leanDocument, routingDocument } from './yamlDocument.mjs';

describe('leanDocument', () => {
  it('leaves out descriptions, summaries and examples but keeps fields that are called so', () => {
    const schema = {
      type: 'object',
      description: 'A category',
      example: { description: 'x' },
      required: ['description'],
      properties: {
        description: { type: 'string', description: 'Its text', example: 'Mawar' },
        title: { type: 'string', title: 'Title' },
      },
    };
    expect(leanDocument(schema)).toEqual({
      type: 'object',
      required: ['description'],
      properties: { description: { type: 'string' }, title: { type: 'string' } },
    });
  });

  it('routes and validates openapi.yaml as the full document does', () => {
    const full = loadOpenApiFromFile();
    const lean = leanDocument(full);
    expect(JSON.stringify(lean).length).toBeLessThan(JSON.stringify(full).length * 0.7);
    const shape = (document: typeof full) =>
      listOperations(document).map(({ parameters, ...operation }) => ({
        ...operation,
        parameters: parameters.map(({ schema, ...rest }) => ({ ...rest, type: schema.type, default: schema.default })),
      }));
    expect(shape(lean)).toEqual(shape(full));
  });
});

describe('routingDocument', () => {
  const lean = leanDocument(loadOpenApiFromFile());
  const routing = routingDocument(lean);

  it('routes and checks requests as the lean document does: the same operations, parameters and pointers', () => {
    expect(listOperations(routing)).toEqual(listOperations(lean));
    const multipart = listOperations(lean).filter(
      (operation) =>
        operation.requestBody?.contentType === 'multipart/form-data' && operation.requestBody.schemaPointer,
    );
    expect(multipart.length).toBeGreaterThan(0);
    for (const { requestBody } of multipart)
      expect(schemaAt(requestBody!.schemaPointer!, routing)).toEqual(schemaAt(requestBody!.schemaPointer!, lean));
  });

  it('leaves out the response and JSON body schemas, and the component schemas only they used', () => {
    const create = listOperations(routing).find((operation) => operation.operationId === 'createFlowerCategory')!;
    expect(schemaAt(create.requestBody!.schemaPointer!, routing)).toEqual({});
    expect(schemaAt(create.responses['201'].jsonSchemaPointer!, routing)).toEqual({});
    expect(Object.keys(lean.components!.schemas!)).toContain('FlowerCategory');
    expect(Object.keys(routing.components!.schemas!)).not.toContain('FlowerCategory');
    expect(JSON.stringify(routing).length).toBeLessThan(JSON.stringify(lean).length * 0.6);
  });
});
