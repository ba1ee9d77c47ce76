import { delay, http, HttpResponse } from 'msw';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/** Story helpers: the parameters' calls answered empty, failing, never or with a 400. */
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

export const parameterList = {
  loading: [http.get('*/api/general', never)],
  empty: [http.get('*/api/general', () => HttpResponse.json([]))],
  error: [http.get('*/api/general', failure)],
};

export const parameterLoad = {
  failed: [http.get('*/api/general/:id', failure)],
};

export const parameterSave = {
  never: [http.post('*/api/general', never), http.put('*/api/general/:id', never)],
  failed: [http.post('*/api/general', failure), http.put('*/api/general/:id', failure)],
  fieldErrors: [
    http.post('*/api/general', () =>
      HttpResponse.json(
        {
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { ParamName: ['Nama ini sudah dipakai di server'], Deskripsi: ['Deskripsi ditolak oleh server'] },
        },
        { status: 400 },
      ),
    ),
  ],
  message: [
    http.post('*/api/general', () =>
      HttpResponse.json({ message: 'Parameter tidak dapat disimpan saat ini' }, { status: 400 }),
    ),
  ],
};

/** A long value, to show wrapping. */
export const LONG_DESCRIPTION =
  'Fleur Florist adalah toko bunga asal Jakarta yang berdiri sejak 2015. Kami memilih bunga segar langsung dari petani lokal di Lembang dan Bandungan, lalu merangkainya dengan sepenuh hati oleh florist berpengalaman. https://www.fleurflorist.id/tentang-kami/cerita-panjang-tanpa-spasi-yang-harus-tetap-terbungkus-rapi';
