/**
 * Procedural mathematics question generators: seeded, reproducible, checked against independent
 * solvers in their specs. See README.md in this folder.
 */
import { anglesGenerator } from './angles.generator';
import { countingGenerator } from './counting.generator';
import { dataHandlingGenerator } from './data-handling.generator';
import { decimalsGenerator } from './decimals.generator';
import { exponentsGenerator } from './exponents.generator';
import { fourOperationsGenerator } from './four-operations.generator';
import { fractionsGenerator } from './fractions.generator';
import { integersGenerator } from './integers.generator';
import { linearEquationsGenerator } from './linear-equations.generator';
import { numberAnalogiesGenerator } from './number-analogies.generator';
import { numberSeriesGenerator } from './number-series.generator';
import { percentagesGenerator } from './percentages.generator';
import { perimeterAreaGenerator } from './perimeter-area.generator';
import { placeValueGenerator } from './place-value.generator';
import { ratioProportionGenerator } from './ratio-proportion.generator';
import type { GeneratedQuestion, Generator, GeneratorOptions } from './types';
import { volumeGenerator } from './volume.generator';

export type {
  FillBlankQuestion,
  GeneratedQuestion,
  Generator,
  GeneratorOptions,
  GeneratorStamp,
  McqQuestion,
} from './types';
export { generatedQuestionId, toBankQuestion } from './build';
export { Rng, deriveSeed, hashString, isValidSeed, MAX_SEED } from './prng';
export { Fraction } from './fraction';
export { formatInt, formatDecimal, groupIndian } from './format';

const ALL: Generator[] = [
  placeValueGenerator,
  fourOperationsGenerator,
  fractionsGenerator,
  decimalsGenerator,
  percentagesGenerator,
  ratioProportionGenerator,
  integersGenerator,
  exponentsGenerator,
  linearEquationsGenerator,
  anglesGenerator,
  perimeterAreaGenerator,
  volumeGenerator,
  dataHandlingGenerator,
  numberSeriesGenerator,
  numberAnalogiesGenerator,
  countingGenerator,
];

/** Every generator, by id. */
export const GENERATORS: Readonly<Record<string, Generator>> = Object.freeze(
  Object.fromEntries(ALL.map((g) => [g.id, g])),
);

export const GENERATOR_IDS: readonly string[] = ALL.map((g) => g.id);

/** The generators that suit a class. */
export const generatorsForClass = (cls: number): Generator[] =>
  ALL.filter((g) => g.classes.includes(cls));

/**
 * The question generator `id` makes from `seed` for a class and difficulty; the same arguments
 * always give the identical question. Throws RangeError for an unknown id, a class the generator
 * does not suit, or a seed outside [0, 2^32 - 1].
 */
export const generateQuestion = (
  id: string,
  seed: number,
  options: GeneratorOptions,
): GeneratedQuestion => {
  const generator = Object.prototype.hasOwnProperty.call(GENERATORS, id)
    ? GENERATORS[id]
    : undefined;
  if (generator === undefined) {
    throw new RangeError(`unknown question generator: ${id}`);
  }
  return generator.generate(seed, options);
};

export {
  anglesGenerator,
  countingGenerator,
  dataHandlingGenerator,
  decimalsGenerator,
  exponentsGenerator,
  fourOperationsGenerator,
  fractionsGenerator,
  integersGenerator,
  linearEquationsGenerator,
  numberAnalogiesGenerator,
  numberSeriesGenerator,
  percentagesGenerator,
  perimeterAreaGenerator,
  placeValueGenerator,
  ratioProportionGenerator,
  volumeGenerator,
};
