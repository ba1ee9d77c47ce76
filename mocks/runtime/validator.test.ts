import { describe, expect, it } from 'vitest';
import './loadOpenApi.vite';
import { validateResponse } from '../contract/responseValidator';
import { getOperation, matchRoute } from './operations';
import { checkRequest, coerceParameter, validateRequest } from './validator';

describe('request validation', () => {
  it('coerces query parameters by their schema types and applies defaults', async () => {
    const checked = await checkRequest('listGalleryImages', {
      query: new URLSearchParams('page=2&includeImages=false'),
    });
    expect(checked.errors).toEqual({});
    expect(checked.query).toEqual({ page: 2, pageSize: 6, includeImages: false, activeOnly: false });
  });

  it('coerces strings only when they really are numbers or booleans', () => {
    expect(coerceParameter('12', { type: 'integer' })).toBe(12);
    expect(coerceParameter('1e2', { type: 'number' })).toBe(100);
    expect(coerceParameter('12abc', { type: 'integer' })).toBe('12abc');
    expect(coerceParameter('TRUE', { type: 'boolean' })).toBe(true);
    expect(coerceParameter('yes', { type: 'boolean' })).toBe('yes');
  });

  it('rejects a non-numeric {id} in plain English', async () => {
    expect(await validateRequest('getFlowerCategory', { params: { id: 'abc' } })).toEqual({
      id: ['id must be integer'],
    });
    expect(await validateRequest('getFlowerCategory', { params: { id: '0' } })).toEqual({ id: ['id must be >= 1'] });
  });

  it('names body fields by their JSON path', async () => {
    const errors = await validateRequest('createFlowerProduct', {
      body: {
        categoryID: 1,
        productName: 'Buket',
        description: 'Deskripsi panjang sekali',
        price: 1000,
        imageUrl: 'string',
        productAttributes: [{ attributeName: '', attributeValue: 'x' }, { attributeValue: 'y' }],
      },
    });
    expect(errors).toEqual({
      'productAttributes[0].attributeName': ['productAttributes[0].attributeName must not be empty'],
      'productAttributes[1].attributeName': ['productAttributes[1].attributeName is required'],
    });
  });

  it('words schema failures as the brief asks', async () => {
    const errors = await validateRequest('createFlowerCategory', {
      body: {
        categoryName: 'ab',
        description: 'Deskripsi yang cukup',
        priceRangeStart: 0,
        priceRangeEnd: 1,
        imageUrl: 'x',
        extra: true,
      },
    });
    expect(errors).toEqual({
      categoryName: ['categoryName must NOT have fewer than 3 characters'],
      extra: ['extra is not allowed'],
    });
  });

  it('describes enum and anyOf failures once', async () => {
    const errors = await validateRequest('updateCustomerOrder', {
      params: { id: '1' },
      body: {
        orderID: 1,
        customerName: 'a',
        phoneNumber: '1',
        address: 'b',
        quantity: 1,
        unitPrice: 1,
        totalPrice: 1,
        deliveryDate: '2025-13-45',
        deliveryTime: 'Malam',
      },
    });
    expect(errors.deliveryDate).toEqual(['deliveryDate must be a valid date-time or date (YYYY-MM-DD)']);
    expect(errors.deliveryTime).toEqual([
      'deliveryTime must be one of: Pagi (08:00 - 12:00), Siang (12:00 - 17:00), Sore (17:00 - 20:00), Kapan Saja',
    ]);
  });

  it('accepts OpenAPI nullable fields', async () => {
    expect(
      await validateRequest('createGalleryImage', { body: { title: 'x', imageBase64: 'AAAA', description: null } }),
    ).toEqual({});
  });

  it('requires a required body', async () => {
    expect(await validateRequest('createGeneralParameter', {})).toEqual({ body: ['body is required'] });
  });

  it('checks multipart bodies for the file field', async () => {
    const form = new FormData();
    form.append('file', 'just text');
    expect(await validateRequest('uploadImage', { body: form })).toEqual({ file: ['file must be a file'] });
    expect(await validateRequest('uploadImage', { body: new FormData() })).toEqual({ file: ['file is required'] });
  });
});

describe('response validation', () => {
  it('accepts a valid body and reports what is wrong with an invalid one', () => {
    expect(
      validateResponse('getGeneralParameter', 200, { id: 1, paramCode: '001', paramName: 'a', deskripsi: 'b' }),
    ).toEqual({ valid: true, errors: [] });
    const wrong = validateResponse('getGeneralParameter', 200, { id: '1', paramCode: '1', paramName: 'a' });
    expect(wrong.valid).toBe(false);
    expect(wrong.errors).toEqual(expect.arrayContaining(['id must be integer', 'deskripsi is required']));
  });

  it('rejects undocumented statuses and bodies on 204', () => {
    expect(validateResponse('listFlowerCategories', 404, {}).valid).toBe(false);
    expect(validateResponse('deleteFlowerCategory', 204, undefined).valid).toBe(true);
    expect(validateResponse('deleteFlowerCategory', 204, { a: 1 }).valid).toBe(false);
  });
});

describe('routing', () => {
  it('prefers literal paths over {id} and matches any origin and base path', () => {
    expect(matchRoute('GET', '/api/FlowerCategory/search').match?.operation.operationId).toBe('searchFlowerCategories');
    expect(matchRoute('GET', '/api/FlowerCategory/popular').match?.operation.operationId).toBe(
      'listPopularFlowerCategories',
    );
    expect(matchRoute('GET', '/api/general/dashboard-summary').match?.operation.operationId).toBe(
      'getDashboardSummary',
    );
    expect(matchRoute('GET', '/backend/api/general/7').match).toMatchObject({
      operation: { operationId: 'getGeneralParameter' },
      params: { id: '7' },
    });
    expect(matchRoute('GET', '/api/FlowerProduct/category/3').match?.params).toEqual({ categoryId: '3' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matchRoute('PATCH', '/api/general')).toEqual({ match: null, pathMatched: true });
    expect(matchRoute('GET', '/api/nothing')).toEqual({ match: null, pathMatched: false });
  });

  it('knows which operations need a token', () => {
    expect(getOperation('listFlowerCategories').secured).toBe(false);
    expect(getOperation('createCustomerOrder').secured).toBe(false);
    expect(getOperation('listCustomerOrders').secured).toBe(true);
  });
});
