/** The 3 testimonials of the home page; texts are in `home:testimonials.items.<key>`. */
export const TESTIMONIALS = [
  { key: 'first', rating: 5, initials: 'RW' },
  { key: 'second', rating: 5, initials: 'BS' },
  { key: 'third', rating: 4.5, initials: 'DP' },
] as const;
