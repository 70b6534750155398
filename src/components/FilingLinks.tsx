import { icpFiling, publicSecurityFiling } from '@/content/filing';

/** The ICP and public-security filing numbers, each linked to the official site where it can be checked. */
export default function FilingLinks({ className }: { className?: string }) {
  const filings = [icpFiling(), publicSecurityFiling()];
  return (
    <>
      {filings.map((f) => (
        <a
          key={f.href}
          className={className}
          href={f.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="filing-link"
          // The registrations' own words, in Chinese on the English pages too.
          lang="zh-CN"
          data-configured={f.configured ? 'true' : 'false'}
        >
          {f.text}
        </a>
      ))}
    </>
  );
}
