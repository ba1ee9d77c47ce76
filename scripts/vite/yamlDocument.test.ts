import { describe, expect, it } from 'vitest';
import { loadOpenApiFromFile } from '../../mocks/http/loadOpenApi.node';
import { listOperations } from '../../mocks/runtime/operations';
import { leanDocument } from './yamlDocument.mjs';

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
