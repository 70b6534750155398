import { clauses } from '@/lib/text';

import './index.css';

/**
 * A heading's text that breaks only between its clauses while a clause fits the line: both engines then break
 * "连接行业一线专家，/让每一个判断更有把握" the same way (balancing alone leaves 让 at the end of WebKit's first line).
 */
export default function Phrases({ text }: { text: string }) {
  const parts = clauses(text);
  if (parts.length < 2) return text;
  return parts.map((part, i) => (
    // Clauses of one fixed text: their order never changes.
    <span key={i} className="phrase">
      {part}
    </span>
  ));
}
