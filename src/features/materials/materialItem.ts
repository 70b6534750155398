import { getMaterial } from '@/services/materials';

import { itemSource } from '../content/items';

export const MATERIAL_ITEM = itemSource<API.Material>('material', getMaterial, 'title', 'summary');
