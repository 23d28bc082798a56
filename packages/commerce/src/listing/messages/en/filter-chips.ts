/** The rating chip of the 'Selected Filters:' bar: '4 Stars & Up'. */
export function ratingChipLabel(rating: number): string {
  return `${rating} Stars & Up`;
}
