import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { uploadApi } from './api';

/** Just the API slice: the entity needs nothing else of the app's store. */
const makeApiStore = () =>
  configureStore({
    reducer: { [uploadApi.reducerPath]: uploadApi.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(uploadApi.middleware),
  });

describe('upload', () => {
  it('sends the file as multipart/form-data, field `file` (not the generated JSON body)', async () => {
    let contentType: string | null = null;
    let body = '';
    mockServer.use(
      http.post('*/api/Upload', async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.text();
        return HttpResponse.json(
          { url: '/api/Upload/x.gif', fileName: 'x.gif', contentType: 'image/gif', size: 6 },
          { status: 201 },
        );
      }),
    );
    const file = new File(['GIF89a'], 'mawar.gif', { type: 'image/gif' });

    await makeApiStore()
      .dispatch(uploadApi.endpoints.uploadImage.initiate({ uploadImageRequest: { file } }))
      .unwrap();

    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File reaches Node's fetch without its name and bytes; the part and its type do arrive.
    expect(body).toMatch(/Content-Disposition: form-data; name="file"; filename="[^"]*"\r\nContent-Type: image\/gif/);
  });
});
