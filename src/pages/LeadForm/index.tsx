import { ContentNotFound } from '@/components/ContentState';
import { formByKey } from '@/config/forms';
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
        title="没有找到这个表单"
        text="表单可能已下线。您可以查看我们的服务，或直接联系我们。"
        backTo="/service"
        backLabel="查看产品与服务"
      />
    );
  }
  if (form.activity && form.activity.source !== 'static') return <ActivityFormPage form={form} binding={form.activity} />;
  return <PlainFormPage form={form} />;
}
