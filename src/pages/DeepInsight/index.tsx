import PagePlaceholder from '@/components/PagePlaceholder';

export default PagePlaceholder;
