"""Insights derived from the reviews themselves (interface.md section 6).

Runs in the loader's worker process, never on the event loop. Pure Python on top of VADER's lexicon
(MIT, shipped in the vaderSentiment wheel, nothing downloaded at run time), with a domain lexicon and
per-trade knowledge of our own:

- text.py       sentences, clauses (contrast), tokens
- sentiment.py  polarity of a clause: VADER's lexicon + trade words, negation, boosters, contrast
- aspects.py    the fixed taxonomy of 8 aspects and the words that signal each
- trades.py     per-trade knowledge: services in customers' words, problems, topics, FAQ questions
- entities.py   declared technicians found in a text; the name helpers the next two share
- services.py   declared services found in a text (label, trade words, look-alikes told apart)
- areas.py      declared service areas found in a text, as places
- polarity.py   cues that settle an aspect's polarity whatever their clause ("fixed", "a bit pricey")
- analyse.py    one review -> its per_review entry (plus the phrases aggregation needs)
- aggregate.py  all entries -> the insights document
- cache.py      per-review results kept in state_dir, so an edit re-analyses only what changed
- parallel.py   a cold derivation's analysis shared out to forked helpers, one per core
- derive.py     derive(reviews_doc, state_dir): the entry point the loader calls
- command.py    `reviewsd insights`
"""
