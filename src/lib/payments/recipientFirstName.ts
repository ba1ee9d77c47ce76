/** The first word of a name: all the order page shows of the recipient (the rest stays with the shop). */
export function recipientFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
