/** Copy of the lead form routes (src/pages/LeadForm) besides the forms' own copy. */
export const LEAD_FORM_PAGE = {
  notFound: {
    title: '没有找到这个表单',
    text: '表单可能已下线。您可以查看我们的服务，或直接联系我们。',
    backLabel: '查看产品与服务',
  },
};
