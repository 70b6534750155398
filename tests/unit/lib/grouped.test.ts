import { grouped } from '@/lib/grouped';

describe('grouped', () => {
  const numbers = [0, 7, 42, 999, 1000, 3000, 12_000, 99_999, 100_000, 1_234_567, 20_000_000, -2500, -999];

  it.each(numbers)('writes %d as Intl does for zh-CN and en-GB', (n) => {
    expect(grouped(n)).toBe(n.toLocaleString('en-GB'));
    expect(grouped(n)).toBe(new Intl.NumberFormat('zh-CN').format(n));
  });

  it('rounds to a whole number', () => {
    expect(grouped(2999.6)).toBe('3,000');
  });
});
