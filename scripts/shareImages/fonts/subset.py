"""Makes ShareSansSC-Bold.otf, the one font of the share pictures, from Noto Sans CJK SC Bold (SIL OFL 1.1).

Characters: ASCII, Latin-1 punctuation, the CJK and full-width punctuation, every character of GB 2312 (6,763 hanzi
and its symbols) and every character the site's own copy and mock content use. Renamed "ZQ Share Sans SC" (a modified
version of the font, under the same licence: OFL.txt), so that no system font of the original name can stand in for it.

Needs Debian's fonts-noto-cjk and python3-fonttools:
    /usr/bin/python3 scripts/shareImages/fonts/subset.py
"""
import json
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTCollection

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]
SOURCE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc'
FAMILY = 'ZQ Share Sans SC'
OUT = HERE / 'ShareSansSC-Bold.otf'
# What the pictures' line breaking needs: the characters the font has, and their advances where not one em.
METRICS = HERE / 'ShareSansSC-Bold.metrics.json'


def gb2312():
    chars = set()
    for high in range(0xA1, 0xF8):
        for low in range(0xA1, 0xFF):
            try:
                chars.add(bytes([high, low]).decode('gb2312'))
            except UnicodeDecodeError:
                pass
    return chars


def site_text():
    chars = set()
    for folder in ('src/content', 'src/config', 'mock/data'):
        for path in (ROOT / folder).rglob('*.ts'):
            chars.update(path.read_text(encoding='utf-8'))
    return {c for c in chars if ord(c) > 0x7F}


def main():
    chars = {chr(c) for c in range(0x20, 0x7F)}
    chars |= {chr(c) for c in range(0xA0, 0x100)}
    chars |= {chr(c) for c in range(0x2010, 0x2027)}  # dashes, quotes, bullet, ellipsis
    chars |= {chr(c) for c in range(0x3000, 0x3020)}  # CJK punctuation
    chars |= {chr(c) for c in range(0xFF01, 0xFF5F)}  # full-width forms
    chars |= gb2312() | site_text()
    chars = {c for c in chars if not re.match(r'\s', c) or c == ' '}

    collection = TTCollection(SOURCE)
    font = next(f for f in collection.fonts if f['name'].getDebugName(1) == 'Noto Sans CJK SC')
    options = subset.Options()
    options.layout_features = ['kern', 'palt', 'vert', 'locl']
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    options.hinting = False
    # Plain charstrings: resvg reads them about twice as fast as subroutinized ones (+5 % of size).
    options.desubroutinize = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=''.join(sorted(chars)))
    subsetter.subset(font)
    names = font['name']
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = f'{FAMILY} Bold'
        elif record.nameID in (3, 6):
            record.string = 'ZQShareSansSC-Bold'
    names.names = [r for r in names.names if r.nameID not in (16, 17)]
    font['CFF '].cff.fontNames = ['ZQShareSansSC-Bold']
    font.save(OUT)
    cmap = font.getBestCmap()
    em = font['head'].unitsPerEm
    advances = {chr(code): font['hmtx'][glyph][0] for code, glyph in cmap.items()}
    metrics = {
        'family': FAMILY,
        'unitsPerEm': em,
        'chars': ''.join(sorted(advances)),
        'advances': {c: w for c, w in sorted(advances.items()) if w != em},
    }
    METRICS.write_text(json.dumps(metrics, ensure_ascii=False, separators=(',', ':')) + '\n', encoding='utf-8')
    print(f'{OUT}: {len(advances)} characters, {OUT.stat().st_size} bytes')


if __name__ == '__main__':
    main()
