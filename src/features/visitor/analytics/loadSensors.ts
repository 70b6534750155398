/** The SDK's chunk (`sdk-sensors`: the SDK and its page-leave plugin), fetched with import(); its code runs only when start.ts says (schedule.ts). */
export const loadSensors = () => import(/* webpackChunkName: "sdk-sensors" */ './sensors');
