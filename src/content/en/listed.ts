/**
 * A list as English writes it: 'a, b and c', or with ';' between long items ('a; b; and c'). The Chinese is `listed` in
 * src/content/facts.ts.
 */
export const englishList = (items: readonly string[], separator: ',' | ';' = ',') =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(`${separator} `)}${separator === ';' ? '; and ' : ' and '}${items.at(-1)}`;
