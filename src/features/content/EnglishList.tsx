import type { ReactNode } from 'react';

import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import type { HeroCopy } from '@/content/pageCopy';

import EnglishItemCard from './EnglishItemCard';

import './EnglishList.css';

/** The words of an English list page (src/content/en/). */
export interface EnglishListWords {
  hero: HeroCopy;
  list: { title: string; lead: string };
  loading: string;
  error: { title: string; text: string; retry: string };
  empty: string;
  card: { chineseTitle: string; noSummary: string; open: string };
  /** The link to the whole list, in Chinese. */
  all: string;
}

/** An item as an English card shows it. */
export interface EnglishListItem {
  id: string;
  title: string;
  en?: { title: string; summary: string };
  meta: string;
  to: string;
}

/** An item of the platform as an English card shows it: what it is and when (`meta`, empty parts left out), and its page. */
export const englishListItem = (
  item: { id: string; title: string; en?: EnglishListItem['en'] },
  meta: readonly string[],
  to: string,
): EnglishListItem => ({ id: item.id, title: item.title, en: item.en, meta: meta.filter(Boolean).join(' · '), to });

interface Props {
  words: EnglishListWords;
  art: ReactNode;
  /** The list's answer: loading, failed (with its retry), or its items. */
  state: { loading: boolean; error: Error | undefined; refresh: () => void };
  items: readonly EnglishListItem[] | undefined;
  /** The whole list, on its Chinese page. */
  allPath: string;
}

/** A list page of the English edition (research, events): the newest items of a kind, each leading to its Chinese page. */
export default function EnglishList({ words, art, state, items, allPath }: Props) {
  return (
    <>
      <PageHero {...words.hero} art={art} />
      <Section id="list" title={words.list.title} lead={words.list.lead}>
        {state.loading && <ContentLoading label={words.loading} />}
        {state.error && <ContentError words={words.error} onRetry={state.refresh} />}
        {items && items.length === 0 && <p data-testid="english-list-empty">{words.empty}</p>}
        {items && items.length > 0 && (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 en-list-grid"
            items={items}
            itemKey={(item) => item.id}
            renderItem={(item) => <EnglishItemCard title={item.title} en={item.en} meta={item.meta} to={item.to} words={words.card} />}
          />
        )}
        <MoreLink to={allPath} label={words.all} />
      </Section>
    </>
  );
}
