import CardTitle from '@/components/Card/CardTitle';

import './EnglishItemCard.css';

interface Props {
  /** The item's own title, in Chinese. */
  title: string;
  /** Its English title and summary, where the platform sends them. */
  en?: { title: string; summary: string };
  /** What it is and when (in English). */
  meta: string;
  /** Its page, in Chinese. */
  to: string;
  words: { chineseTitle: string; noSummary: string; open: string };
}

/**
 * An item on an English list: its English title and summary where the platform has them, its Chinese title always
 * (tagged as Chinese), never a translation of our own. Its page is in Chinese, and the card says so.
 */
export default function EnglishItemCard({ title, en, meta, to, words }: Props) {
  return (
    <article className="card en-item" data-testid="english-item" data-english={en ? 'true' : 'false'}>
      <p className="en-item__meta">{meta}</p>
      <CardTitle name="en-item" to={to}>
        {en ? en.title : <span lang="zh-CN">{title}</span>}
      </CardTitle>
      {en && (
        <p className="en-item__chinese">
          {words.chineseTitle} <span lang="zh-CN">{title}</span>
        </p>
      )}
      <p className={en ? 'en-item__summary' : 'en-item__summary en-item__summary--none'}>{en ? en.summary : words.noSummary}</p>
      <span className="en-item__more">{words.open} →</span>
    </article>
  );
}
