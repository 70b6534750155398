import { isOpenid, STORAGE_KEYS } from '@/config/storage';
import { readList, readText, readValid, storageKeys, writeJson, writeStorage } from '@/lib/storage';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => typeof n === 'number');
const isNumber = (v: unknown): v is number => typeof v === 'number';

describe('storage reads check the shape and drop what does not fit', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('returns a value of the expected shape', () => {
    writeJson('k', [1, 2]);
    expect(readValid('k', isNumberList, null)).toEqual([1, 2]);
    writeJson('s', [3], 'session');
    expect(readValid('s', isNumberList, null, 'session')).toEqual([3]);
  });

  it('removes a value that is not JSON or not of the shape, and gives the fallback', () => {
    localStorage.setItem('a', '{broken');
    localStorage.setItem('b', JSON.stringify({ not: 'a list' }));
    expect(readValid('a', isNumberList, 'fallback')).toBe('fallback');
    expect(readValid('b', isNumberList, 'fallback')).toBe('fallback');
    expect(localStorage.getItem('a')).toBeNull();
    expect(localStorage.getItem('b')).toBeNull();
  });

  it('keeps the good items of a list and rewrites it without the bad ones', () => {
    localStorage.setItem('list', JSON.stringify([1, 'two', { three: 3 }, 4, null]));
    expect(readList('list', isNumber)).toEqual([1, 4]);
    expect(JSON.parse(localStorage.getItem('list')!)).toEqual([1, 4]);
    localStorage.setItem('list', '"not a list"');
    expect(readList('list', isNumber)).toEqual([]);
    expect(localStorage.getItem('list')).toBeNull();
  });

  it('reads text by a rule, and an openid only of the WeChat shape', () => {
    localStorage.setItem(STORAGE_KEYS.openid, 'oAbC-123_xyz456');
    expect(readText(STORAGE_KEYS.openid, isOpenid)).toBe('oAbC-123_xyz456');
    localStorage.setItem(STORAGE_KEYS.openid, '<img src=x onerror=alert(1)>');
    expect(readText(STORAGE_KEYS.openid, isOpenid)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.openid)).toBeNull();
    localStorage.setItem('t', 'abc');
    expect(readText('t', (t) => t === 'abc')).toBe('abc');
  });

  it('never throws when storage is full, and says so', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStorage('k', 'v')).toBe(false);
    expect(writeJson('k', [1])).toBe(false);
  });

  it('lists keys by prefix', () => {
    localStorage.setItem('zq.draft.a', '1');
    localStorage.setItem('zq.draft.b', '1');
    localStorage.setItem('zq.collect', '1');
    expect(storageKeys('zq.draft.').sort()).toEqual(['zq.draft.a', 'zq.draft.b']);
  });
});
