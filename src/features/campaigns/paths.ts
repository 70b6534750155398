import { withId } from '@/config/itemPaths';
import { CONTENT_KINDS } from '@/kinds';

// Beside the campaigns rather than with the other kinds' links (src/config/itemPaths.ts), which the first page loads.
export const campaignPath = withId(CONTENT_KINDS.campaign.pages[0]);
export const campaignResultPath = withId(CONTENT_KINDS.campaign.pages[1]);
