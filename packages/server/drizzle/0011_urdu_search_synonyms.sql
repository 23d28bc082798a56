-- Shoppers search the way they type in chat: Roman Urdu ("joota", "jootay") or Urdu script ("جوتے"). Each word below
-- joins the group of the catalogue's own words for the same thing, so a search finds them (search-terms.ts expands a
-- typed word to its group; its vowel marks are dropped first, so the words here have none). Data, not code: an operator adds spellings with INSERT INTO search_synonyms.

-- "Shalwar kameez" is what the catalogue calls a kurta shalwar: a kameez is searched as a kurta.
UPDATE search_synonyms SET group_name = 'kurta' WHERE group_name = 'kameez';

INSERT INTO search_synonyms (word, group_name) VALUES
  -- Shoes
  ('shoe', 'shoes'), ('shoes', 'shoes'), ('footwear', 'shoes'),
  ('joota', 'shoes'), ('jootay', 'shoes'), ('joote', 'shoes'), ('jootey', 'shoes'), ('juta', 'shoes'),
  ('jutay', 'shoes'), ('jootian', 'shoes'), ('jooti', 'shoes'),
  ('جوتا', 'shoes'), ('جوتے', 'shoes'), ('جوتی', 'shoes'), ('جوتیاں', 'shoes'),
  -- Clothes the catalogue already knows in Roman Urdu, in Urdu script
  ('شلوار', 'shalwar'), ('کرتا', 'kurta'), ('کرتہ', 'kurta'), ('قمیض', 'kurta'), ('قمیص', 'kurta'),
  ('کرتی', 'kurti'), ('kurti', 'kurti'), ('kurtis', 'kurti'),
  ('دوپٹہ', 'dupatta'), ('دوپٹا', 'dupatta'), ('کھسہ', 'khussa'), ('کھسے', 'khussa'), ('چپل', 'chappal'),
  ('لہنگا', 'lehenga'), ('شیروانی', 'sherwani'),
  ('lawn', 'lawn'), ('لان', 'lawn'),
  ('frock', 'frock'), ('frocks', 'frock'), ('فراک', 'frock'),
  ('jeans', 'jeans'), ('جینز', 'jeans'), ('pant', 'trousers'), ('pants', 'trousers'), ('patloon', 'trousers'),
  ('trousers', 'trousers'), ('پتلون', 'trousers'),
  -- Phones, watches and home
  ('موبائل', 'phone'), ('فون', 'phone'),
  ('watch', 'watch'), ('watches', 'watch'), ('ghari', 'watch'), ('gharri', 'watch'), ('ghadi', 'watch'),
  ('گھڑی', 'watch'),
  ('bedsheet', 'bedsheet'), ('bedsheets', 'bedsheet'), ('chadar', 'bedsheet'), ('chaddar', 'bedsheet'),
  ('چادر', 'bedsheet'),
  ('jainamaz', 'prayer'), ('janamaz', 'prayer'), ('musalla', 'prayer'), ('prayer', 'prayer'), ('جائےنماز', 'prayer'),
  ('مصلی', 'prayer'),
  ('khushbu', 'fragrance'), ('khushboo', 'fragrance'), ('perfume', 'fragrance'), ('fragrance', 'fragrance'),
  ('fragrances', 'fragrance'), ('attar', 'fragrance'), ('itar', 'fragrance'), ('خوشبو', 'fragrance'),
  ('عطر', 'fragrance'),
  -- Food
  ('tea', 'tea'), ('chai', 'tea'), ('chaye', 'tea'), ('chaey', 'tea'), ('چائے', 'tea'), ('چاے', 'tea'),
  ('mewa', 'fruits'), ('meva', 'fruits'), ('fruits', 'fruits'), ('fruit', 'fruits'), ('میوہ', 'fruits'),
  ('میوے', 'fruits'),
  -- Children
  ('kids', 'kids'), ('bachay', 'kids'), ('bachon', 'kids'), ('bachey', 'kids'), ('بچوں', 'kids'),
  ('بچے', 'kids')
ON CONFLICT (word) DO UPDATE SET group_name = excluded.group_name;
