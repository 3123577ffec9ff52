// Addresses of the catalogue CSV (REST beside the admin GraphQL endpoint, under the staff cookie's path).
export const CATALOGUE_EXPORT_URL = '/api/admin/catalogue/export.csv';
export const CATALOGUE_IMPORT_URL = '/api/admin/catalogue/import';
