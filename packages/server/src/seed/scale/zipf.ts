import type { SeededRandom } from '../random';

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^exponent: a few big ranks and a long tail, as
 * marketplace popularity goes (the top items category holds about a fifth of the catalogue, the last under 1 %).
 */
export class Zipf {
  readonly #cumulative: Float64Array;

  constructor(n: number, exponent: number) {
    this.#cumulative = new Float64Array(n);
    let total = 0;
    for (let rank = 0; rank < n; rank++) {
      total += 1 / Math.pow(rank + 1, exponent);
      this.#cumulative[rank] = total;
    }
    for (let rank = 0; rank < n; rank++) this.#cumulative[rank]! /= total;
  }

  /** A rank drawn from `random`. */
  draw(random: SeededRandom): number {
    const roll = random.next();
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#cumulative[middle]! > roll) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The share of draws that land on `rank`. */
  share(rank: number): number {
    return this.#cumulative[rank]! - (rank > 0 ? this.#cumulative[rank - 1]! : 0);
  }
}
