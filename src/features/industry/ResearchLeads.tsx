import InitialsAvatar from '@/components/Avatar';
import type { IndustryLandingDefinition } from '@/content/industryLandings';
import { RESEARCH_LEADS } from '@/content/ui/industry';

import './ResearchLeads.css';

/** The industry team's research leads: initials, name, role, years in the industry and what each covers. */
export default function ResearchLeads({ industry }: { industry: IndustryLandingDefinition }) {
  return (
    <ul className="grid grid--2 grid--phone-1 research-leads" data-testid="research-leads">
      {industry.leads.map((lead) => (
        <li key={lead.name} className="panel research-lead">
          <InitialsAvatar name={lead.name} tone={industry.tone} />
          <div>
            <h3 className="research-lead__name">{lead.name}</h3>
            <p className="research-lead__role">{RESEARCH_LEADS.role(lead.role, lead.years)}</p>
            <p className="research-lead__focus">
              <span>{RESEARCH_LEADS.focus}</span>
              {lead.focus}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
