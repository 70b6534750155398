/** QA: the platform's content API out of order (mock/platform/publishing.ts switches it, mock/platform/guard.ts answers it). */
export type Outage = 'error' | 'garbage';

let outage: Outage | null = null;

export const currentOutage = () => outage;

export function setOutage(next: Outage | null) {
  outage = next;
}
