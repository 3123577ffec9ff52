/** Object-valued fields per type, from the schema (generated; do not edit). */
export const restTypeMap: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "AdditionalService": {
    "price": "Money",
    "product": "Product"
  },
  "AfterLoginResult": {
    "checkout": "Checkout",
    "errors": "MutationError",
    "existingCarts": "ExistingCart"
  },
  "AppliedCoupon": {
    "discount": "Money"
  },
  "ArticleList": {
    "items": "ArticleTeaser"
  },
  "AuthUser": {
    "settings": "AuthUserSettings"
  },
  "Autocomplete": {
    "articles": "ArticleTeaser",
    "brands": "TaxonomyLink",
    "categories": "TaxonomyLink",
    "products": "Product",
    "topQueries": "SearchQuerySuggestion"
  },
  "Cart": {
    "couponsApplied": "AppliedCoupon",
    "giftOptions": "GiftOption",
    "gifts": "CartGift",
    "paymentMethod": "PaymentMethod",
    "paymentMethods": "PaymentMethod",
    "shippingMethod": "ShippingMethod",
    "shippingMethods": "ShippingMethod",
    "stats": "CartStats",
    "subjects": "CartSubject",
    "totals": "CartTotals"
  },
  "CartGift": {
    "price": "Money"
  },
  "CartMutationResult": {
    "cart": "Cart",
    "checkout": "Checkout",
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
    "discount": "Money",
    "gifts": "Money",
    "goods": "Money",
    "payment": "Money",
    "shipping": "Money",
    "subjects": "SubjectsTotal",
    "total": "Money",
    "vatRecap": "VatRecap"
  },
  "CataloguePage": {
    "items": "Product",
    "pageInfo": "PageInfo"
  },
  "Checkout": {
    "cart": "Cart",
    "data": "CheckoutData",
    "deliveryPreview": "DeliveryPreview",
    "existingCarts": "ExistingCart",
    "progress": "CheckoutProgress"
  },
  "CheckoutContextResult": {
    "checkout": "Checkout",
    "errors": "MutationError"
  },
  "CheckoutData": {
    "agreements": "Agreements",
    "deliveryInfo": "DeliveryInfo",
    "invoiceInfo": "InvoiceInfo",
    "orderInfo": "OrderInfo",
    "personalPickupInfo": "PersonalPickupInfo"
  },
  "CheckoutMutationResult": {
    "checkout": "Checkout",
    "errors": "MutationError",
    "fieldErrors": "FieldError"
  },
  "ContentPage": {
    "article": "Article"
  },
  "CreatePurchaseResult": {
    "checkout": "Checkout",
    "errors": "MutationError",
    "order": "Order"
  },
  "Customer": {
    "contact": "Contact",
    "deliveryContacts": "DeliveryContact"
  },
  "CustomerMutationResult": {
    "customer": "Customer",
    "errors": "MutationError",
    "fieldErrors": "FieldError"
  },
  "DeliveryInfo": {
    "contact": "Contact",
    "customerContact": "Contact"
  },
  "DeliveryPreview": {
    "contact": "Contact"
  },
  "ExistingCart": {
    "cart": "Cart"
  },
  "Footer": {
    "partners": "PartnerLogo",
    "sections": "FooterSection",
    "showroom": "FooterShowroom",
    "social": "SocialLink"
  },
  "FooterSection": {
    "links": "FooterLink"
  },
  "Invoice": {
    "bankPayment": "BankPayment",
    "buyer": "InvoiceParty",
    "lines": "InvoiceLine",
    "supplier": "InvoiceParty",
    "vatRecap": "VatRecap"
  },
  "InvoiceInfo": {
    "contact": "Contact"
  },
  "InvoicePage": {
    "items": "InvoiceSummary"
  },
  "LoginResult": {
    "user": "AuthUser"
  },
  "LogoutResult": {
    "ctx": "AuthTokenContext"
  },
  "LoyaltyOverview": {
    "items": "LoyaltyMovement"
  },
  "Order": {
    "bankPayment": "BankPayment",
    "deliveryContact": "Contact",
    "invoice": "Invoice",
    "invoiceContact": "Contact",
    "items": "OrderItem",
    "orderContact": "Contact",
    "payment": "OrderMethod",
    "shipping": "OrderMethod",
    "totals": "OrderTotals",
    "withdrawal": "OrderWithdrawal"
  },
  "OrderInfo": {
    "contact": "Contact"
  },
  "OrderItem": {
    "discount": "Money",
    "total": "Money",
    "unitPrice": "Money"
  },
  "OrderMethod": {
    "price": "Money"
  },
  "OrderPage": {
    "items": "OrderSummary"
  },
  "OrderTotals": {
    "discount": "Money",
    "total": "Money",
    "vatRecap": "VatRecap"
  },
  "OrderWithdrawal": {
    "lines": "WithdrawalOrderLine",
    "withdrawals": "Withdrawal"
  },
  "OrderWithdrawalResult": {
    "created": "Withdrawal",
    "errors": "MutationError",
    "withdrawal": "OrderWithdrawal"
  },
  "PackPrice": {
    "price": "Money",
    "pricePerPiece": "Money"
  },
  "ParameterFacet": {
    "options": "ParameterOption"
  },
  "ParameterOptions": {
    "manufacturers": "ManufacturerFacet",
    "parameters": "ParameterFacet"
  },
  "ParameterRanges": {
    "items": "ParameterRange"
  },
  "PaymentMethod": {
    "price": "Money"
  },
  "PersonalPickupInfo": {
    "contact": "Contact",
    "place": "PickupPlace"
  },
  "Product": {
    "availability": "StockAvailability",
    "availabilityCarton": "StockAvailability",
    "breadcrumbs": "TaxonomyLink",
    "hazard": "ProductHazard",
    "manufacturer": "TaxonomyLink",
    "parameters": "ProductParameter",
    "pictures": "ProductPicture",
    "price": "ProductPrice",
    "quantityPrices": "QuantityPrice",
    "quantitySettings": "QuantitySettings",
    "relatedAdditionalServices": "AdditionalService",
    "relations": "ProductRelation",
    "stock": "StockInfo",
    "unitPrice": "UnitPrice"
  },
  "ProductBatchLine": {
    "product": "Product"
  },
  "ProductBatchValidation": {
    "items": "ProductBatchItem",
    "lines": "ProductBatchLine"
  },
  "ProductHazard": {
    "hazardStatements": "ClpStatement",
    "pictograms": "GhsPictogram",
    "precautionaryStatements": "ClpStatement"
  },
  "ProductPackPrices": {
    "packs": "PackPrice"
  },
  "ProductPrice": {
    "lowestPrice30Days": "Money"
  },
  "ProductQuantityPrices": {
    "carton": "QuantityPrice",
    "pcs": "QuantityPrice"
  },
  "ProductReviews": {
    "items": "Review",
    "pageInfo": "PageInfo",
    "summary": "RatingSummary"
  },
  "QuantityPrice": {
    "price": "Money"
  },
  "RatingSummary": {
    "distribution": "RatingCount"
  },
  "RefreshTokenResult": {
    "customer": "AuthUser"
  },
  "RelatedProducts": {
    "items": "Product"
  },
  "RemoveCartResult": {
    "cart": "Cart",
    "errors": "MutationError",
    "existingCarts": "ExistingCart"
  },
  "RetryPaymentResult": {
    "errors": "MutationError",
    "order": "Order"
  },
  "SearchResults": {
    "articles": "ArticleTeaser",
    "brands": "TaxonomyLink",
    "categories": "TaxonomyLink",
    "products": "CataloguePage",
    "suggestions": "SearchSuggestions"
  },
  "SearchSuggestions": {
    "categories": "TaxonomyLink"
  },
  "ShareCartResult": {
    "errors": "MutationError",
    "fieldErrors": "FieldError"
  },
  "SharedCart": {
    "lines": "SharedCartLine"
  },
  "SharedCartLine": {
    "product": "Product"
  },
  "ShippingMethod": {
    "pickupPlace": "PickupPlace",
    "price": "Money"
  },
  "ShoppingList": {
    "items": "ShoppingListItem"
  },
  "ShoppingListCreateResult": {
    "data": "ShoppingList"
  },
  "ShoppingListItem": {
    "product": "Product"
  },
  "ShoppingListResult": {
    "errors": "MutationError",
    "list": "ShoppingList"
  },
  "ShopSettings": {
    "deliveryRates": "DeliveryRate"
  },
  "StockWatchLinkResult": {
    "errors": "MutationError"
  },
  "StockWatchResult": {
    "errors": "MutationError",
    "fieldErrors": "FieldError",
    "watch": "StockWatch"
  },
  "SubjectDiscounts": {
    "totalDiscount": "Money"
  },
  "TaxonomyNode": {
    "children": "TaxonomyNode"
  },
  "TaxonomyWithAncestors": {
    "ancestors": "TaxonomyNode",
    "node": "TaxonomyNode"
  },
  "UiContext": {
    "customer": "AuthUser"
  },
  "VisitorListResult": {
    "errors": "MutationError",
    "lists": "VisitorLists"
  },
  "VisitorLists": {
    "compareProducts": "Product",
    "recentlyViewedProducts": "Product"
  },
  "Withdrawal": {
    "lines": "WithdrawalLine"
  }
};
