/**
 * The template's villa booking (spec §2 Booking-confirmation page): static
 * demo data, not a product feature. Fees from spec §9: service 5 %, tax 15 %,
 * deposit 50 %.
 */
export const SERVICE_FEE_RATE = 0.05;
export const TAX_RATE = 0.15;
export const DEPOSIT_RATE = 0.5;

export interface DemoBooking {
  code: string;
  status: 'confirmed';
  villa: { name: string; location: string; roomType: string };
  guest: { name: string; email: string; phone: string };
  checkIn: Date;
  checkOut: Date;
  adults: number;
  children: number;
  nightlyRate: number;
}

export function demoBooking(today = new Date()): DemoBooking {
  const checkIn = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 14);
  const checkOut = new Date(checkIn.getFullYear(), checkIn.getMonth(), checkIn.getDate() + 3);
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
  const nights = Math.round((booking.checkOut.getTime() - booking.checkIn.getTime()) / 86_400_000);
  const subtotal = nights * booking.nightlyRate;
  const serviceFee = Math.round(subtotal * SERVICE_FEE_RATE);
  const tax = Math.round(subtotal * TAX_RATE);
  const total = subtotal + serviceFee + tax;
  const deposit = Math.round(total * DEPOSIT_RATE);
  return { nights, subtotal, serviceFee, tax, total, deposit, balance: total - deposit };
}
