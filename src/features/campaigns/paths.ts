import { ITEM_PAGE_PATHS, withId } from '@/config/itemPaths';

// Beside the campaigns rather than with the other kinds' links (src/config/itemPaths.ts), which the first page loads.
export const campaignPath = withId(ITEM_PAGE_PATHS.campaign[0]);
export const campaignResultPath = withId(ITEM_PAGE_PATHS.campaign[1]);
