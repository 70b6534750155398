import type { ReactNode } from 'react';
import { ItemView } from '@/components/ContentState';
import { useItemFromQuery, type ItemSource } from '@/hooks/useItem';
import { getMaterial } from '@/services/materials';

export const MATERIAL_ITEM: ItemSource<API.Material> = { kind: 'material', load: getMaterial, title: (m) => m.title, section: '资料下载' };

/** The material behind `?id=` with its not-found, error and loading states; shared by /downPdf and /downPdfBak. */
export function MaterialFromQuery({ children }: { children: (material: API.Material) => ReactNode }) {
  const state = useItemFromQuery(MATERIAL_ITEM);
  return (
    <ItemView
      state={state}
      heading="资料下载"
      loadingLabel="正在加载资料…"
      notFound={{
        title: '没有找到这份资料',
        text: '资料可能已下线，或链接有误。您可以回到资料中心，浏览全部研究报告与白皮书。',
        backTo: '/down',
        backLabel: '返回资料下载',
      }}
    >
      {children}
    </ItemView>
  );
}
