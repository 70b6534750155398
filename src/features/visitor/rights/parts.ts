import { lazy } from 'react';

/**
 * The rights section's parts that bring antd with them, loaded when the section renders (never in /user's first
 * chunk): the form engine, and the step that confirms who is asking. The engine shows once both have arrived, so the
 * step takes its place in the form at once rather than pushing 提交请求 down under a finger a moment later.
 */
const loadStep = () => import('./ConfirmationStep');

export const LeadFormEngine = lazy(async () => {
  const [engine] = await Promise.all([import('@/features/leads/engine/LeadFormEngine'), loadStep()]);
  return engine;
});
export const ConfirmationStep = lazy(loadStep);
