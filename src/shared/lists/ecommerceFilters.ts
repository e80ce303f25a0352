import { defineListFilters } from './listFilters';

/**
 * The filters of Accesorios (GET /ecommerce-api/ecommerce), in the modal's order: accessory type,
 * family, model. The list shows none of them as a column; the family narrows the models.
 */
export const ECOMMERCE_ITEM_FILTERS = defineListFilters([
  { kind: 'catalog', key: 'accessoryTypeId', label: 'Tipo de accesorio', id: 'type', source: 'accessoryTypes', placeholder: 'Todos' },
  { kind: 'catalog', key: 'familyId', label: 'Familia', id: 'family', source: 'productFamilies', placeholder: 'Todas', clears: ['productId'] },
  { kind: 'catalog', key: 'productId', label: 'Modelo', id: 'model', source: 'familyModels', search: true, placeholder: 'Todos' },
]);
