/**
 * The template's villa booking (docs/product-rules.md#template-screens):
 * static demo data, not a product feature. Fees: service 5 %, tax 15 %,
 * deposit 50 %.
 */
import { addDays, daysBetween, shopToday } from '@/lib/dates/shopClock';

export const SERVICE_FEE_RATE = 0.05;
export const TAX_RATE = 0.15;
export const DEPOSIT_RATE = 0.5;

export interface DemoBooking {
  code: string;
  status: 'confirmed';
  villa: { name: string; location: string; roomType: string };
  guest: { name: string; email: string; phone: string };
  /** Shop calendar days, YYYY-MM-DD. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  nightlyRate: number;
}

export function demoBooking(now: Date | number = Date.now()): DemoBooking {
  const checkIn = addDays(shopToday(now), 14);
  const checkOut = addDays(checkIn, 3);
  return {
    code: 'FLR-VL-0142',
    status: 'confirmed',
    villa: { name: 'Villa Kembang Sari', location: 'Ubud, Bali', roomType: 'Garden Pool Villa' },
    guest: { name: 'Anisa Rahmawati', email: 'anisa.rahmawati@example.com', phone: '0812-3456-7890' },
    checkIn,
    checkOut,
    adults: 2,
    children: 1,
    nightlyRate: 2_500_000,
  };
}

export interface BookingCosts {
  nights: number;
  subtotal: number;
  serviceFee: number;
  tax: number;
  total: number;
  deposit: number;
  balance: number;
}

export function bookingCosts(booking: DemoBooking): BookingCosts {
  const nights = daysBetween(booking.checkIn, booking.checkOut);
  const subtotal = nights * booking.nightlyRate;
  const serviceFee = Math.round(subtotal * SERVICE_FEE_RATE);
  const tax = Math.round(subtotal * TAX_RATE);
  const total = subtotal + serviceFee + tax;
  const deposit = Math.round(total * DEPOSIT_RATE);
  return { nights, subtotal, serviceFee, tax, total, deposit, balance: total - deposit };
}
