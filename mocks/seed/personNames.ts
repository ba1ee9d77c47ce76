import type { SimpleFaker } from '@faker-js/faker';
import { idPersonLocale } from './personLocale.generated';

/*
 * The seed's Indonesian first and last names, drawn with faker's SimpleFaker (numbers, strings, dates, helpers)
 * from id_ID's person definitions. The draws are the very ones `Faker#person.firstName()` and `lastName()` make
 * (a sex, then the list, then the name: createSeed.test.ts compares them over many seeds), without the Faker class,
 * whose locale modules would otherwise be most of faker's weight in the in-browser mock.
 */

type Sex = 'female' | 'male';

interface BySex<T> {
  generic?: readonly T[] | null;
  female?: readonly T[] | null;
  male?: readonly T[] | null;
}

const person = idPersonLocale.person!;
const firstNames = person.first_name as BySex<string>;
const lastNames = person.last_name as BySex<string>;
const lastNamePatterns = person.last_name_pattern as BySex<{ value: string; weight: number }>;

/** Faker's choice of a sex's list: its own names three times as likely (by √size) as the generic ones. */
function listFor<T>(faker: SimpleFaker, entry: BySex<T>): readonly T[] {
  const sex = faker.helpers.arrayElement<Sex>(['female', 'male']);
  const own = entry[sex];
  const { generic } = entry;
  if (own == null) return generic ?? [];
  if (generic == null) return own;
  return faker.helpers.weightedArrayElement([
    { weight: 3 * Math.sqrt(own.length), value: own },
    { weight: Math.sqrt(generic.length), value: generic },
  ]);
}

export function firstName(faker: SimpleFaker): string {
  return faker.helpers.arrayElement(listFor(faker, firstNames));
}

export function lastName(faker: SimpleFaker): string {
  // id_ID's patterns are a sex's last names alone: '{{person.last_name.female}}' or '{{person.last_name.male}}'
  const pattern = faker.helpers.weightedArrayElement(listFor(faker, lastNamePatterns));
  const sex = /last_name\.(female|male)\}\}$/.exec(pattern)?.[1] as Sex | undefined;
  if (!sex) throw new Error(`The seed draws last names from id_ID's patterns, not from '${pattern}'`);
  return faker.helpers.arrayElement(lastNames[sex] ?? []);
}
