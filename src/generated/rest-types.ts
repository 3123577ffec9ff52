/** Object-valued fields per type, from the schema (generated; do not edit). */
export const restTypeMap: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "Cart": {
    "couponsApplied": "AppliedCoupon",
    "stats": "CartStats",
    "subjects": "CartSubject",
    "totals": "CartTotals"
  },
  "CartMutationResult": {
    "cart": "Cart",
    "errors": "MutationError"
  },
  "CartSubject": {
    "discounts": "SubjectDiscounts",
    "indirectSubjects": "CartSubject",
    "price": "Money",
    "product": "Product",
    "subjectTotal": "Money"
  },
  "CartTotals": {
    "subjects": "SubjectsTotal",
    "total": "Money"
  },
  "CataloguePage": {
    "items": "Product",
    "pageInfo": "PageInfo"
  },
  "Checkout": {
    "cart": "Cart",
    "existingCarts": "ExistingCart"
  },
  "Product": {
    "availability": "StockAvailability",
    "availabilityCarton": "StockAvailability",
    "breadcrumbs": "TaxonomyLink",
    "manufacturer": "TaxonomyLink",
    "parameters": "ProductParameter",
    "price": "ProductPrice",
    "quantitySettings": "QuantitySettings",
    "stock": "StockInfo"
  },
  "SubjectDiscounts": {
    "totalDiscount": "Money"
  },
  "TaxonomyNode": {
    "children": "TaxonomyNode"
  }
};
