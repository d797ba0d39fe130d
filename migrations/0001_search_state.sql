-- The site search's bookkeeping (src/search/store.ts, docs/architecture/search.md "Site search").
-- The index itself lives in one FTS5 table per generation and language (search_g<N>_<locale>),
-- which the builder creates and drops; these tables say which one is searched.

-- Every generation ever started, per site (SITE_DOMAIN): its number names its tables.
CREATE TABLE search_generations (
  gen INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- One row per site: the generation searched, the one being built and where its build stands.
CREATE TABLE search_state (
  site TEXT PRIMARY KEY,
  -- The generation visitors search (NULL until the first build completes), when its build
  -- started and when it was switched on.
  current INTEGER,
  current_started_at INTEGER,
  current_built_at INTEGER,
  -- The generation under construction, when it started, and its plan (JSON: the units left).
  building INTEGER,
  building_started_at INTEGER,
  plan TEXT,
  -- When the CMS last said something changed (a new build is due once the current one is older).
  requested_at INTEGER NOT NULL DEFAULT 0,
  -- The last failed build: when, why, and how many in a row.
  failed_at INTEGER,
  failure TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  -- One build step at a time: whoever holds the lease until this time.
  lease_until INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  -- Generations switched off, to drop once no search can still be reading them (JSON [[gen, at]]).
  retired TEXT NOT NULL DEFAULT '[]'
);
