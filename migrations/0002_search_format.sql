-- The format of a generation's documents (src/search/store.ts INDEX_FORMAT): a deployment whose
-- documents are made or cut otherwise builds a new generation at once instead of searching the
-- old one until its age asks for a build (docs/architecture/search.md "Building").
ALTER TABLE search_state ADD COLUMN current_format INTEGER;
ALTER TABLE search_state ADD COLUMN building_format INTEGER;
