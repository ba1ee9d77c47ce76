import { describe, expect, it } from 'vitest';
import { addressQuery, googleMapsLink, wazeLink } from './mapLinks';
import { safeLinkHref } from './urlPolicy';

describe('map links', () => {
  it('joins the address parts that are there', () => {
    expect(addressQuery(['Jl. Kemang Raya No. 12', ' Bangka ', null, '', 'Jakarta Selatan', undefined])).toBe(
      'Jl. Kemang Raya No. 12, Bangka, Jakarta Selatan',
    );
  });

  it('opens the address in Google Maps and Waze with https links the link policy lets through', () => {
    const query = 'Jl. Melati 9 & 10, Jakarta';
    expect(googleMapsLink(query)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Melati%209%20%26%2010%2C%20Jakarta',
    );
    expect(wazeLink(query)).toBe('https://waze.com/ul?q=Jl.%20Melati%209%20%26%2010%2C%20Jakarta&navigate=yes');
    expect(safeLinkHref(googleMapsLink(query))).toBe(googleMapsLink(query));
    expect(safeLinkHref(wazeLink(query))).toBe(wazeLink(query));
  });
});
