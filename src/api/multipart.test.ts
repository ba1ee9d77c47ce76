import { describe, expect, it } from 'vitest';
import { sendsMultipart, toFormData } from './multipart';

describe('multipart bodies', () => {
  it('sends text as text, a file under its name, a bare blob named after its field, and leaves empty fields out', () => {
    const photo = new File(['jpeg'], 'depan-rumah.jpg', { type: 'image/jpeg' });
    const signature = new Blob(['png'], { type: 'image/png' });
    const body = toFormData({ outcome: 'delivered', receivedBy: '', note: undefined, photo, signature });

    expect([...body.keys()]).toEqual(['outcome', 'photo', 'signature']);
    expect(body.get('outcome')).toBe('delivered');
    expect((body.get('photo') as File).name).toBe('depan-rumah.jpg');
    expect((body.get('signature') as File).name).toBe('signature.png');
    expect((body.get('signature') as File).type).toBe('image/png');
  });

  it("keeps the generated request's URL, method, parameters and headers, with its body as multipart", () => {
    const file = new File(['x'], 'bukti.png', { type: 'image/png' });
    const definition: { query?: unknown } = {
      query: (arg: { id: number; key: string }) => ({
        url: `/api/CustomerOrder/${arg.id}/delivery-proofs`,
        method: 'POST',
        params: { token: 'abc' },
        headers: { 'Idempotency-Key': arg.key },
        body: { file },
      }),
    };
    sendsMultipart(definition);
    const request = (definition.query as (arg: unknown) => Record<string, unknown>)({ id: 7, key: 'k-1' });

    expect(request).toMatchObject({
      url: '/api/CustomerOrder/7/delivery-proofs',
      method: 'POST',
      params: { token: 'abc' },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('file')).toMatchObject({
      name: 'bukti.png',
      type: 'image/png',
      size: file.size,
    });
  });
});
