-- A typed word is searched as the catalogue's words it begins (search-terms.ts): found by prefix in search_words,
-- whose primary key cannot serve LIKE 'kurta%' under a collation other than C.
CREATE INDEX search_words_prefix ON search_words (word text_pattern_ops);
