import { Fragment } from 'react';

import { clauses } from '@/lib/text';

import './index.css';

/**
 * A heading's text that breaks only between its clauses while a clause fits the line: both engines then break
 * "连接行业一线专家，/让每一个判断更有把握" the same way (balancing alone leaves 让 at the end of WebKit's first line).
 * A clause longer than the line still wraps. The text is unchanged for screen readers (no spaces between clauses).
 */
export default function Phrases({ text }: { text: string }) {
  const parts = clauses(text);
  if (parts.length < 2) return text;
  return (
    <span className="phrases">
      {parts.map((part, i) => (
        // Clauses of one fixed text: their order never changes.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
