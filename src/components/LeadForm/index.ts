export { default as LeadFormEngine, type LeadFormEngineProps } from './LeadFormEngine';
export { DOWNLOAD_FORM } from '@/config/forms';
