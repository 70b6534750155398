import { getMaterial } from '@/services/materials';

import { itemSource } from '../content/items';

export const MATERIAL_ITEM = itemSource('material', getMaterial, 'title', 'summary');
