import { formatRupiah } from '@/lib/money/formatRupiah';
import type { BookingCosts, DemoBooking } from './demoBooking';

/** Plain-text receipt of the booking, for the download button. */
export function receiptText(
  booking: DemoBooking,
  costs: BookingCosts,
  labels: Record<string, string>,
  formatDate: (date: string) => string,
): string {
  return [
    `${labels.title} — ${booking.code}`,
    '',
    `${labels.villa}: ${booking.villa.name}, ${booking.villa.location} (${booking.villa.roomType})`,
    `${labels.guest}: ${booking.guest.name} · ${booking.guest.email} · ${booking.guest.phone}`,
    `${labels.checkIn}: ${formatDate(booking.checkIn)}`,
    `${labels.checkOut}: ${formatDate(booking.checkOut)}`,
    '',
    `${labels.subtotal}: ${formatRupiah(costs.subtotal)}`,
    `${labels.serviceFee}: ${formatRupiah(costs.serviceFee)}`,
    `${labels.tax}: ${formatRupiah(costs.tax)}`,
    `${labels.total}: ${formatRupiah(costs.total)}`,
    `${labels.deposit}: ${formatRupiah(costs.deposit)}`,
    `${labels.balance}: ${formatRupiah(costs.balance)}`,
  ].join('\n');
}

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
