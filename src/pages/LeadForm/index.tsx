import { ContentNotFound } from '@/components/ContentState';
import { formByKey } from '@/config/forms';
import { LEAD_FORM_PAGE } from '@/content/pages/leadForm';
import { ActivityFormPage } from '@/features/leads/page/ActivityFormPage';
import { PlainFormPage } from '@/features/leads/page/PlainFormPage';
import { useRouteEntry } from '@/hooks/useRouteEntry';

/** Every lead form route: the definition named by the route (formKey) rendered by the one form engine. */
export default function LeadFormPage() {
  const route = useRouteEntry();
  const form = route.formKey ? formByKey(route.formKey) : undefined;
  if (!form) {
    return (
      <ContentNotFound
        title={LEAD_FORM_PAGE.notFound.title}
        text={LEAD_FORM_PAGE.notFound.text}
        backTo="/service"
        backLabel={LEAD_FORM_PAGE.notFound.backLabel}
      />
    );
  }
  if (form.activity && form.activity.source !== 'static') return <ActivityFormPage form={form} binding={form.activity} />;
  return <PlainFormPage form={form} />;
}
