-- CLP hazard labelling of chemical products (issue 15, item 3): the codes of the label elements;
-- the Czech texts live in src/domain/clp.ts. Null for products that are not chemicals.
ALTER TABLE "products" ADD COLUMN "clp" jsonb;