import { delay, http, HttpResponse } from 'msw';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/** Per-story and per-test answers of the delivery settings calls: never, failing, absent (404/501), empty, refused. */
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const problem = (status: number, title: string) =>
  HttpResponse.json({ type: 'about:blank', title, status }, { status });

export const deliverySettingsLoad = {
  loading: [http.get('*/api/delivery/settings', never)],
  error: [http.get('*/api/delivery/settings', () => problem(500, 'Internal Server Error'))],
  /** today's backend: no such route */
  notFound: [http.get('*/api/delivery/settings', () => problem(404, 'Not Found'))],
  notImplemented: [http.get('*/api/delivery/settings', () => problem(501, 'Not Implemented'))],
  /** a shop without zones, closed days or pickup: the product's rules */
  empty: [
    http.get('*/api/delivery/settings', () =>
      HttpResponse.json({
        sameDayCutoff: null,
        closedDates: [],
        windows: [
          { label: 'Pagi (08:00 - 12:00)', start: '08:00', end: '12:00', capacity: null },
          { label: 'Siang (12:00 - 17:00)', start: '12:00', end: '17:00', capacity: null },
          { label: 'Sore (17:00 - 20:00)', start: '17:00', end: '20:00', capacity: null },
          { label: 'Kapan Saja', start: null, end: null, capacity: null },
        ],
        zones: [],
        freeDeliveryFrom: null,
        pickupAddress: null,
        outOfAreaFee: null,
      }),
    ),
  ],
};

/** A save the server refuses with field errors the form does not check itself. */
export const deliverySettingsSave = {
  refusedFee: [
    http.put('*/api/delivery/settings', () =>
      HttpResponse.json(
        {
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { 'zones[0].fee': ['zones[0].fee must be at most 200000'] },
        },
        { status: 400 },
      ),
    ),
  ],
  failed: [http.put('*/api/delivery/settings', () => problem(500, 'Internal Server Error'))],
};
