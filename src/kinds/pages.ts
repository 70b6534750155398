/** A kind's words as its pages show them: its name and list page (./index.ts) with its module's copy (./define.ts). */
import type { HeroCopy } from '../content/pageCopy';
import { CONTENT_KINDS, type ItemKind } from '.';
import type { KindCopy } from './define';

/** What an item page shows while its item cannot be, with the section its tab title names and the way back. */
export type ItemPageCopy = KindCopy['item'] & {
  /** The section named in the browser tab after the item ('<item> - <section> - 知桥咨询'): the kind's name. */
  section: string;
  notFound: KindCopy['item']['notFound'] & { backTo: string };
};

interface Words {
  kind: ItemKind;
  copy: KindCopy;
}

export const itemPageCopy = ({ kind, copy }: Words): ItemPageCopy => ({
  ...copy.item,
  section: CONTENT_KINDS[kind].name,
  notFound: { ...copy.item.notFound, backTo: CONTENT_KINDS[kind].parent },
});

/** A kind's list page's hero: its name above the title. */
export const listHero = ({ kind, copy }: Words): HeroCopy => ({
  eyebrow: CONTENT_KINDS[kind].name,
  title: copy.list.title,
  lead: copy.list.lead,
});
