import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ITEM_KINDS } from '@/kinds';
import { ANSWERS } from '@/request/answers';

/** Every answer a service names for the request layer's check is one the schemas know (the option is not type-checked). */
const SERVICES = join(__dirname, '../../../src/services');

it("names only answers that have a schema, and every kind's item and list has one", () => {
  const named = readdirSync(SERVICES)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(SERVICES, file), 'utf8').matchAll(/expectData: '([^']+)'/g)].map((m) => m[1]));
  expect(named.length).toBeGreaterThan(5);
  expect(named.filter((name) => !(name in ANSWERS))).toEqual([]);
  const perKind = ITEM_KINDS.flatMap((kind) => [`item:${kind}`, `list:${kind}`]);
  expect(perKind.filter((name) => !(name in ANSWERS))).toEqual([]);
});
