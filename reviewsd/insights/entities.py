"""Finding the business's declared technicians, services and service areas in a review's text.

Built once per derivation from `business` (the declared lists), then applied to every review.
"""
import re
import unicodedata

from reviewsd.insights.fastre import AnyOf
from reviewsd.insights.trades import compile_alternatives, trades_for

TITLES = frozenset("mr mrs ms miss dr attorney atty lawyer paralegal tech technician electrician plumber "
                   "master journeyman apprentice sir mx prof".split())
# Given names that are also everyday words: "will" is a name only when written Will, and not when it
# starts a sentence as the verb ("Will definitely call again").
COMMON_WORD_NAMES = frozenset("""will bill mark grant rich frank jack chase hunter sandy joy hope faith dawn rose
april may june august art pat gene guy ray bob rob don drew sue penny brook bud earl lane cliff glen dale miles
wade max mason cole pierce stone young king long white brown black green price carter baker cook hall ward
page bell reed holly ivy summer autumn sky star lee gay tim will's nick buck sonny rusty dusty randy win
victor short best strong sunny wells park hill wood woods field fields stone young price page hunter chase
turner cook mason miller baker fisher porter banks brooks rivers march love sweet noble gray grey golden
christian dean duke earl major rich grant drew joy hope will bill art frank jack mark rose
skip little bright fix wise marsh lamb fox wolf gross small moody cross bush""".split())
# Words too common to be a misspelt name ("mine" is not "Mike", "even" is not "Evan").
COMMON_WORDS = frozenset("""the and was were are has had have with they them then than this that there their
what when where which while who whom whose will would could should might must just only also very really
came come comes went gone good great nice fine well best better more most much many some same such even ever
every never once over under into onto upon from your you yours mine time line fine mike like live love made
make take took told tell sure said says seem seen done dont didnt cant wont work works fixed fix call called
calls back next last long late later price pricy paid pays here hear heard near dear read real team tech
john jon january february march april june july august september october november december monday tuesday
wednesday thursday friday saturday sunday""".split()) - {"john", "jon", "mike"}
_AFTER_NAME = frozenset("""was is were did came arrived fixed explained showed took went had knew made got
has does listened answered diagnosed replaced installed repaired handled helped walked kept returned called
cleaned found told spent worked put gave hung won knows know knew built settled fought missed got gets
comes shows explains eventually finally himself herself ran set brought said wrote drove stayed didn't wasn't
couldn't doesn't isn't didnt wasnt""".split())
# "Sandy the paralegal": a word followed by "the <role>" is someone's name.
_ROLES = frozenset("""tech technician plumber electrician installer apprentice paralegal attorney lawyer owner
receptionist manager estimator foreman office""".split())
_TITLE_BEFORE = frozenset("mr mrs ms dr attorney atty".split())
_PLACE_PREPOSITIONS = frozenset("in from to near at around outside of over across throughout".split())


def fold(text: str) -> str:
    """Lower case without accents: "José" and "jose" are the same name."""
    if text.isascii():
        return text.lower()
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))


def near(a: str, b: str) -> bool:
    """Damerau-Levenshtein distance of at most 1 (a typo: one letter wrong, missing, extra or swapped)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diffs = [i for i in range(la) if a[i] != b[i]]
        if len(diffs) == 1:
            return True
        return (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]])
    if la > lb:
        a, b = b, a
    for i in range(len(b)):
        if b[:i] + b[i + 1:] == a:
            return True
    return False


def _opens_sentence(text: str, at: int) -> bool:
    """Whether text[at] starts a sentence ("Spring tune-up done by Mark" is the season)."""
    return not text[:at].strip() or text[:at].rstrip()[-1:] in ".!?:"


def m_start(match) -> int:
    return match.start()


_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['\u2019-][A-Za-z\u00C0-\u024F]+)*")


# Spellings and short forms of one first name ("Jeff" for Geoff, "Dan" for Daniel): customers write a
# name as they heard it. Each maps to the forms it may be written as.
NAME_VARIANTS = {
    "geoff": ("jeff",), "jeff": ("geoff",), "geoffrey": ("jeff", "geoff"), "jeffrey": ("jeff", "geoff"),
    "jon": ("john",), "john": ("jon",), "jonathan": ("jon",), "steven": ("stephen", "steve"),
    "stephen": ("steven", "steve"), "sean": ("shawn", "shaun"), "shawn": ("sean", "shaun"),
    "catherine": ("katherine", "kathryn", "cathy"), "katherine": ("catherine", "kathryn", "kathy", "kate"),
    "michael": ("mike",), "william": ("bill", "will"), "robert": ("rob", "bob"), "daniel": ("dan", "danny"),
    "thomas": ("tom", "tommy"), "james": ("jim", "jimmy"), "richard": ("rich", "rick"),
    "christopher": ("chris",), "matthew": ("matt",), "anthony": ("tony",), "joseph": ("joe",),
    "edward": ("ed", "eddie"), "margaret": ("maggie", "peggy"), "elizabeth": ("liz", "beth"),
    "jennifer": ("jen", "jenny"), "nicholas": ("nick",), "alexander": ("alex",), "benjamin": ("ben",),
    "samuel": ("sam",), "timothy": ("tim",), "andrew": ("andy",), "patrick": ("pat",), "kenneth": ("ken",),
    "gregory": ("greg",), "dwayne": ("duane",), "duane": ("dwayne",), "eric": ("erik",), "erik": ("eric",),
    "carl": ("karl",), "karl": ("carl",), "deshawn": ("dashawn",), "tomasz": ("tomas", "thomas"),
    "mark": ("marc",), "marc": ("mark",), "marcus": ("marc", "mark"), "jess": ("jessie", "jessica"),
    "jessie": ("jess",), "jessica": ("jess", "jessie"), "zach": ("zack", "zac"), "zachary": ("zach", "zack"),
    "phil": ("phill",), "phillip": ("phil",), "philip": ("phil",), "mick": ("mike",), "jake": ("jacob",),
    "jacob": ("jake",), "sarah": ("sara",), "sara": ("sarah",), "kathy": ("cathy",), "cathy": ("kathy",),
    "brian": ("bryan",), "bryan": ("brian",), "aaron": ("aron",), "ryan": ("rian",), "steve": ("steven", "stephen"),
}


class Technicians:
    def __init__(self, names, avoid=frozenset()):
        self.names = [n for n in (names or []) if isinstance(n, str) and n.strip()]
        self._full = {}  # folded full name -> declared name
        parts_seen: dict = {}
        surnames = []
        for name in self.names:
            words = [w for w in _WORD.findall(fold(name)) if w.strip(".") not in TITLES]
            if not words:
                continue
            self._full[" ".join(words)] = name
            for w in {words[0], words[-1], *NAME_VARIANTS.get(words[0], ())}:
                parts_seen.setdefault(w, set()).add(name)
            if len(words) > 1:
                surnames.append(words[-1])
        # A firm named after its partners ("Whitfield & Ocampo") is the firm, not the two people.
        # So is one named by two of them side by side ("I hired Whitaker Dale").
        either = "|".join(map(re.escape, surnames))
        self._firm = (re.compile(rf"\b(?:{either})(?:\s*(?:&|and|\+)\s*|\s+)(?:{either})\b", re.I)
                      if len(surnames) > 1 else None)
        # A first name or surname shared by two people names neither of them alone.
        self._part = {w: next(iter(owners)) for w, owners in parts_seen.items() if len(owners) == 1}
        self._avoid = avoid  # words (place names) that are not to be read as people
        self._multi = any(" " in f for f in self._full)
        self._words: dict[str, tuple] = {}  # a word as written -> (folded word, declared name or None)
        self._lexicon = None  # the lexicon the cached words were looked up with
        self._by_length: dict = {}
        for w in self._part:
            if len(w) >= 4 and w not in COMMON_WORD_NAMES and not (self._avoid and w in self._avoid):
                self._by_length.setdefault(len(w), []).append(w)

    def find(self, text: str, lexicon=frozenset()) -> list:
        if not self.names:
            return []
        if self._firm is not None:
            text = self._firm.sub(lambda m: " " * len(m.group(0)), text)  # same length: positions hold
        found = []
        if self._multi:
            folded = fold(text)
            # A substring test first: the word-bounded search runs only for names that occur at all.
            found = [name for full, name in self._full.items()
                     if " " in full and full in folded and re.search(r"\b" + re.escape(full) + r"\b", folded)]
        words = list(_WORD.finditer(text))
        known = self._words
        if self._lexicon is not lexicon:
            self._lexicon = lexicon
            known.clear()
        if len(known) > 200_000:  # bounded: a corpus of many distinct words must not grow it forever
            known.clear()
        for i, m in enumerate(words):
            raw = m.group(0)
            cached = known.get(raw)
            if cached is None:
                # The same words recur across reviews: what a word names is worked out once.
                word = fold(raw)
                if word.endswith("'s") or word.endswith("\u2019s"):
                    word = word[:-2]
                name = self._part.get(word)
                if name is None:
                    name = self._misspelt(word, raw, lexicon)
                cached = known[raw] = (word, name)
            word, name = cached
            if name is None:
                continue
            if name in found:
                continue
            if word in COMMON_WORD_NAMES or word in self._avoid or word in lexicon:
                if not self._as_name(text, words, i, word, raw, lexicon):
                    continue
            found.append(name)
        return sorted(set(found), key=self.names.index)

    def _as_name(self, text, words, i, word, raw, lexicon) -> bool:
        """Whether an ambiguous word ("Will", "Grant", "Best", "Sandy") is used as the person's name here."""
        before = fold(words[i - 1].group(0)) if i else ""
        if before in _TITLE_BEFORE:
            return True
        sentence_start = i == 0 or text[words[i - 1].end():m_start(words[i])].strip()[-1:] in (".", "!", "?", ":")
        nxt = fold(words[i + 1].group(0)) if i + 1 < len(words) else ""
        between = text[words[i].end():words[i + 1].start()] if i + 1 < len(words) else ""
        verb_follows = (nxt in _AFTER_NAME or (nxt.endswith("ed") and len(nxt) > 3) or raw.endswith(("'s", "\u2019s"))
                        or (nxt == "and" and i + 2 < len(words) and (words[i + 2].group(0)[:1].isupper()
                                                                     or fold(words[i + 2].group(0)) in ("his", "her")))
                        or (between.strip() == "," and not sentence_start))
        # "hope and nate", "Frank and Gene": joined by "and" to another of the business's people.
        paired = self._joined(text, words, i, 1) or self._joined(text, words, i, -1)
        appositive = (nxt == "the" and i + 2 < len(words) and fold(words[i + 2].group(0)) in _ROLES)
        # "Bill O. replaced our furnace": a first name with the initial of the person's surname.
        name = self._part.get(word)
        initialled = (len(nxt) == 1 and between.strip() == "" and name is not None
                      and _WORD.findall(fold(name))[-1][:1] == nxt and words[i + 1].group(0).isupper())
        if word in self._avoid:  # also a place: the town unless a verb says it is the person
            return verb_follows and before not in _PLACE_PREPOSITIONS
        if self._surname_only(word):
            # "Price was standard": an ambiguous surname alone is the person only mid-sentence, capitalised.
            return raw[0].isupper() and not sentence_start and verb_follows
        if paired or appositive or initialled:
            return True
        if not raw[0].isupper():
            # "bill was very upfront", "gene swapped the flapper", typed in lower case
            return sentence_start and (nxt in _AFTER_NAME or (nxt.endswith("ed") and len(nxt) > 3))
        return not sentence_start or verb_follows

    def _joined(self, text, words, i, step: int) -> bool:
        """Whether words[i] is joined by "and", "&" or "+" to another of the business's people, after it
        (step 1) or before it (step -1): "hope and nate", "Frank and Gene", "Dawn & Jamal"."""
        j = i + step
        if not 0 <= j < len(words):
            return False
        first, second = sorted((i, j))
        if text[words[first].end():words[second].start()].strip() in ("&", "+"):
            other = j
        elif fold(words[j].group(0)) == "and":
            other = j + step
        else:
            return False
        return 0 <= other < len(words) and fold(words[other].group(0)) in self._part

    def _surname_only(self, word) -> bool:
        name = self._part.get(word)
        return name is not None and _WORD.findall(fold(name))[-1] == word and _WORD.findall(fold(name))[0] != word

    def _misspelt(self, word, raw, lexicon):
        if len(word) < 4 or word in COMMON_WORDS or word in lexicon or not raw[:1].isupper():
            return None
        for length in (len(word) - 1, len(word), len(word) + 1):
            for candidate in self._by_length.get(length, ()):
                if candidate[0] != word[0]:
                    continue
                if len(candidate) < 5 and not raw[0].isupper():
                    continue  # a four-letter name misspelt in lower case is too likely another word
                if near(word, candidate):
                    return self._part[candidate]
        return None


_GENERIC_LABEL_WORDS = frozenset("""repair repairs service services installation installations install installs
replacement replacements new and or the of for a an & general residential commercial home work services""".split())
_INSTALL = re.compile(r"\b(?:install\w*|new (?:unit|system|one|furnace|ac|a/c|air|heat|heater|water|tank)|"
                      r"replac\w+ (?:the |our |my |it|them|both)?"
                      r"(?:whole |old |entire |ancient |\d+[- ]?(?:year|yr)s?[- ]old )?"
                      r"(?:furnace|unit|system|ac|a/c|air|heat|it\b|them\b|water heater|tank)|"
                      r"swapp?\w* (?:our|the|out)|"
                      r"put in (?:a |the )?new|upgrad\w+|(?:the )?replacement|replac\w+ (?:all|every)\b|"
                      r"fitt(?:ed|ing)\b|fitters?\b|new (?:boiler|combi|radiators?|heat pump|ac unit))", re.I)
_REPAIR = re.compile(r"\b(?:repair\w*|fix\w*|broke\w*|died|dead|stopped|not working|wasn't working|quit|failed|leak\w*|"
                     r"(?:wouldn't|won't|would not|didn't) (?:light|start|turn on|kick on|ignite|come on)|"
                     r"(?:had|got) it (?:going|running|working)|shot\b|"
                     r"diagnos\w+|went out|out of commission)", re.I)


# A symptom said to be absent names no job: "clean install, no leaks", "not a drip since".
_ABSENT = re.compile(r"\b(?:no |zero |without (?:a |any )?|not (?:a |one )(?:single )?)(?:more )?"
                     r"(?:leaks?|leaking|drips?|dripping|clogs?|puddles?|water (?:on|anywhere)|mess|issues?)\b")
# The thing named, up to the next clause (digits' own commas and points included: "$14,000").
_THE_THING = (r"\s+(?:[^.,;!?]|(?<=\d)[.,](?=\d)){0,60}?"
              r"(?=\s(?:when|because|but|and then|just|only|after all|i|we)\b|[.,;!?]|$)")
# What a business tried to sell, or said was not needed, is not a job it did: "kept trying to upsell us a
# generator when we called about one dead outlet" is the outlet; "told me I didn't need a new water
# heater, just a new anode rod" is the repair. The thing is blanked (_THE_THING).
_NOT_THE_JOB = re.compile(r"\b(?:tr(?:y|ying|ied) to (?:sell|upsell)|upsell\w*|pushing|pushed|pitch(?:ed|ing)|"
                          r"wanted (?:me|us) to (?:buy|get)|talked (?:me|us) out of|"
                          r"(?:did(?:n't| not)|does(?:n't| not)|do(?:n't| not)|never) (?:really |actually |even )?"
                          r"need(?:ed)?(?: to)?|"
                          # someone else's quote: "another company quoted us 9k for a new unit"
                          r"(?:another|other|first|previous|different) (?:company|firm|guy|plumber|electrician|"
                          r"contractor|outfit)s? (?:had )?(?:quoted|wanted|said|told|tried)|"
                          # what a charge was reduced to is the outcome: "got my DUI reduced to reckless driving"
                          r"(?:reduced|knocked|bumped|pled|pleaded|plead|brought|dropped) (?:it |them )?(?:down )?to|"
                          # a quote for more than was needed: "quoted $4k for a new switchboard when all we
                          # needed was a new breaker"
                          r"quot(?:e|ed) (?:us |me )?(?:\$[\d,.]+k? )?for(?=[^.]{0,60}\bwhen all (?:we|i) needed)|"
                          # a quote not taken: "did quote us for a new system, but ..."
                          r"quot(?:e|ed) (?:us |me )?(?:for )?(?=(?:a |an )?(?:whole |brand )?new [^.,;]{0,30},? but))"
                          + _THE_THING)
# A verdict is not a job either: "told me the compressor was shot and I needed a whole new unit" is the
# compressor. What they said stays; what they said was needed goes.
_VERDICT = re.compile(r"((?:said|told (?:me|us)|claimed|insisted)\b[^.]{0,60}?)\b(?:i|we) (?:would |'d )?need(?:ed)?"
                      r"(?: to)?" + _THE_THING)
_UPGRADE = re.compile(r"\b(?:upgrad\w*|replac\w*|new (?:\w+ )?(?:panel|service|box|board|breakers?)|swap\w*|"
                      r"\d{3} ?amps?|consumer unit|switch ?boards?|mov(?:e|ed|ing) (?:the |our )?(?:panel|fuse ?box)|"
                      r"federal pacific|zinsco|fuse ?box|sub-?panel|added|adding|"
                      r"add (?:a|another|more))")
_REPAIRS = re.compile(r"repair|fix")  # a label that says it repairs
_DUCT_CLEANING = re.compile(r"\b(?:clean\w*|dust\w*|debris|vacuum\w*|gross|dirt\w*|filth\w*|mou?ld\w*|allerg\w*|"
                            r"air quality|sanitiz\w*|before (?:and|&|/) ?after|pet hair)")


def _label_pattern(label: str) -> str:
    """A declared service's label as a regex over folded text: "Drain cleaning" also as "drain-cleaning"."""
    return re.escape(fold(label)).replace(r"\ ", r"[\s-]+")


def _needs(label: str):
    """The words a sentence must hold for a service of this label, beyond the trade's words for it."""
    if _REPAIRS.search(label) or re.search(r"install|replac|seal", label):
        return None
    if "upgrad" in label:
        return _UPGRADE
    if "duct" in label and "clean" in label:
        return _DUCT_CLEANING
    return None
_MAINTENANCE_LABEL = re.compile(r"^(?!.*(?:repair|fix|install)).*(?:tune|maintenance|servic(?:e|ing)\b|check)")


def _kind(label: str) -> str | None:
    label = label.lower()
    if re.search(r"install|replace|new\b|upgrade", label) and not _REPAIRS.search(label):
        return "install"
    if _REPAIRS.search(label) or re.search(r"service\b", label):
        return "repair"
    return None


class Services:
    """Declared services found by label, by the trade's words for them, or by their label's own words.

    When two declared services come from the same trade words ("Furnace repair", "Furnace
    installation"), the sentence decides: words of installing (new, installed, replaced the unit)
    make it the installation, anything else the repair.
    """

    def __init__(self, declared, categories):
        self.declared = [s for s in (declared or []) if isinstance(s, dict) and isinstance(s.get("id"), str)
                         and isinstance(s.get("label"), str)]
        trades = trades_for(categories)
        owners: dict = {}  # catalogue entry -> declared service ids it was linked to
        links = []
        for service in self.declared:
            key = fold(service["label"] + " " + service["id"].replace("-", " ").replace("_", " "))
            entries = _linked([entry for trade in trades for entry in trade.services], key)
            for entry in entries:
                owners.setdefault(id(entry), set()).add(service["id"])
            links.append((service, entries))
        by_id = {s["id"]: s for s in self.declared}
        self._kinds = {s["id"]: _kind(s["label"]) for s in self.declared}
        self._maintenance = {s["id"] for s in self.declared if _MAINTENANCE_LABEL.search(s["label"].lower())}
        # Several services of one kind (install, or repair) that share a catalogue entry cannot be told
        # apart by install/repair words: a sentence goes to the one whose own label words it uses ("our
        # boiler"), failing that to the default ("fixed our furnace" is heating repair). In an entry with
        # services of both kinds, the sentence's kind decides first ("Boiler installation" beside "Boiler
        # repair" and "Annual boiler service": "needed replacing" is one of the two repairs).
        # (id(entry), kind) -> [(service id, its distinctive words or None, is the default)]
        self._picks: dict = {}
        picked: dict = {}  # (service id, id(entry)) -> ("pick", key of _picks, the kind the sentence needs or None)
        for _, entries in links:
            for e in entries:
                sharing = owners[id(e)]
                groups: dict = {}
                for o in sharing:
                    groups.setdefault(self._kinds[o] or "repair", set()).add(o)
                for kind, members in groups.items():
                    if len(members) < 2 or (id(e), kind) in self._picks:
                        continue
                    # The default: a service whose label says it repairs, then the one named by the
                    # entry's most general name. A word is distinctive only if no other service of the
                    # group has it ("boiler" in "Boiler repair" and "Annual boiler service" tells neither
                    # apart).
                    order = {o: (_REPAIRS.search(by_id[o]["label"].lower()) is None, _rank(e, by_id[o]))
                             for o in members}
                    label_words = {o: _label_words(by_id[o]["label"]) for o in members}
                    # "Annual boiler service" beside "Boiler repair": being serviced tells it apart.
                    for o in members:
                        if _SERVICING_LABEL.search(by_id[o]["label"].lower()):
                            label_words[o] = label_words[o] | {_SERVICING}
                    # Only one default, and none where services tie for it ("DUI defense", "Drug charge
                    # defense", "Assault defense": "charges dismissed" names none of the three).
                    first = min(order.values())
                    default = [o for o in members if order[o] == first]
                    stems = {o: {_stem(w) for w in words} for o, words in label_words.items()}
                    # A stem two labels share tells them apart still where it is one label's head noun
                    # and no other's: "our trust" is "Revocable living trusts", not "Trust administration".
                    heads = {o: _head(by_id[o]["label"], label_words[o]) for o in members}
                    self._picks[id(e), kind] = [
                        (o, _distinctive({w for w in stems[o] if w == heads[o] or not any(
                            w in stems[p] for p in members - {o})} - {heads[p] for p in members - {o}}),
                         default == [o])
                        for o in sorted(members)]
                    for o in members:
                        picked[o, id(e)] = ("pick", (id(e), kind), kind if len(groups) > 1 else None)
        # (service id, "install"/"repair", None when the words are its own, or a `picked` value; regex)
        self._matchers: list[tuple] = []
        # Matchers by the role of their catalogue entries (trades.Service.role), as indexes into _matchers.
        self._roles: dict[str, set[int]] = {"generic": set(), "fault": set(), "host": set(), "occasion": set()}
        # Some jobs are heard only in their own words: an upgrade as one ("a loose neutral in the panel"
        # is no panel upgrade), a duct cleaning as cleaning ("ran new ductwork" is no duct cleaning).
        # service id -> (the words the sentence needs, its label)
        self._heard_as = {s["id"]: (needs, re.compile(_label_pattern(s["label"])))
                          for s in self.declared for needs in [_needs(s["label"].lower())] if needs is not None}
        for service, entries in links:
            label = _label_pattern(service["label"])
            kind = _kind(service["label"])
            own = [label] + [e.phrases for e in entries if len(owners[id(e)]) == 1 and e.role not in self._roles]
            for role, indexes in self._roles.items():
                phrases = [e.phrases for e in entries if len(owners[id(e)]) == 1 and e.role == role]
                if phrases:
                    indexes.add(len(self._matchers))
                    self._matchers.append((service["id"], None, "|".join(f"(?:{a})" for a in phrases)))
            for e in entries:
                if (service["id"], id(e)) in picked:
                    if e.role in self._roles:
                        self._roles[e.role].add(len(self._matchers))
                    self._matchers.append((service["id"], picked[service["id"], id(e)], e.phrases))
            shared = [e.phrases for e in entries if len(owners[id(e)]) > 1 and (service["id"], id(e)) not in picked]
            if not entries:
                # Every distinctive word of the label, each by its stem, anywhere in the sentence; a label
                # that joins two jobs ("Apartment & Strata Installations") is heard by either.
                for part in re.split(r"\s*(?:&|\band\b|/|,|\+)\s*", fold(service["label"])):
                    words = [w for w in re.findall(r"[a-z0-9]+", part)
                             if w not in _GENERIC_LABEL_WORDS and w not in _MORE_GENERIC]
                    if words:
                        # a word of fewer than four letters ("U visas") whole, a longer one by its stem
                        prefixes = [re.escape(w) + r"\b" if len(w) < 4 else re.escape(w[:max(4, len(w) - 3)])
                                    for w in words]
                        own.append("".join(f"(?=.*\\b{p})" for p in prefixes))
            self._matchers.append((service["id"], None, "|".join(f"(?:{a})" for a in own)))
            if shared:
                self._matchers.append((service["id"], kind or "repair", "|".join(f"(?:{a})" for a in shared)))
        # A business's one upkeep service is heard in the upkeep words alone: "annual service done",
        # "Jeff did our service", "serviced every fall". Of several, the one whose label says upkeep
        # ("Seasonal Maintenance & Tune-Ups" beside "Heat Pump Service"); with two such, none.
        upkeep = [sid for sid in sorted(self._maintenance)
                  if re.search(r"tune|maint|check", by_id[sid]["label"].lower())]
        if len(upkeep if upkeep else self._maintenance) == 1:
            self._matchers.append(((upkeep or sorted(self._maintenance))[0], None, _UPKEEP))
        # A business's one installation of whole systems ("HVAC System Installation", "New HVAC system
        # replacement") is what any sentence about installing the trade's equipment means: "replaced our
        # 25 yr old AC and furnace" is the new system, not the repair of either.
        systems = [s["id"] for s in self.declared if self._kinds[s["id"]] == "install"
                   and _WHOLE_SYSTEM.search(s["label"].lower()) and not _label_words(s["label"]) - {"hvac"}]
        self._whole_system = systems[0] if len(systems) == 1 else None
        # Which matchers occur anywhere in a review is found in one scan of its sentences joined by
        # newlines (a match within a sentence is a match there); only those are tried sentence by sentence.
        self._any = AnyOf([pattern for _, _, pattern in self._matchers])
        self._matchers = [(sid, kind, compile_alternatives(pattern)) for sid, kind, pattern in self._matchers]

    def find(self, text: str, sentences: list) -> list:
        found = set()
        # A repair service heard only in sentences about installing: kept unless a declared installation
        # is named there too ("replaced our furnace and AC with a new system" is the new system, not
        # also the repair of what it replaced). So too in sentences about upkeep, where a declared
        # maintenance service is named and nothing was broken ("our annual furnace tune-up" is the
        # tune-up). Worked out after the scan, for the few that need it.
        pending: dict = {}
        folded = [_VERDICT.sub(r"\1 ", _NOT_THE_JOB.sub(" ", _ABSENT.sub(" ", fold(s)))) for s in sentences]
        occurring = self._any.first("\n".join(folded))
        for i, (sid, kind, regex) in enumerate(self._matchers):
            if sid in found or i not in occurring:
                continue
            for j, sentence in enumerate(folded):
                if regex.search(sentence) and (kind is None or self._takes(sid, kind, sentence)):
                    if i in self._roles["generic"] and self._names_a_device(sid, sentence):
                        continue  # "our water heater was leaking" is the water heater
                    if i in self._roles["host"] and _sentence_kind(sentence) == "repair" and any(
                            self._matchers[f][2].search(sentence) for f in self._roles["fault"]):
                        continue  # "fixed our flickering lights" is the fault-finding
                    if sid in self._heard_as and not any(r.search(sentence) for r in self._heard_as[sid]):
                        continue
                    if self._kinds[sid] == "repair" and sid not in self._maintenance and (
                            _sentence_kind(sentence) == "install" or not _REPAIR.search(sentence)):
                        pending.setdefault(sid, []).append(j)
                        continue
                    found.add(sid)
                    break
        for sid, where in pending.items():
            if sid in found:
                continue
            if self._whole_system and all(_sentence_kind(folded[j]) == "install" for j in where):
                found.add(self._whole_system)
            elif not any(self._names_other(folded[j]) for j in where):
                found.add(sid)
        return [s["id"] for s in self.declared if s["id"] in found]

    def _names_a_device(self, sid: str, sentence: str) -> bool:
        """Whether a sentence names another declared service than `sid` by its own words (not by generic words)."""
        return any(other != sid and i not in self._roles["generic"] and i not in self._roles["occasion"]
                   and kind is None and regex.search(sentence)
                   for i, (other, kind, regex) in enumerate(self._matchers))

    def _names_other(self, sentence: str) -> bool:
        """Whether a sentence names what it is about instead: a declared installation (in a sentence
        about installing) or a declared maintenance service (in one where nothing was broken)."""
        wanted = "install" if _sentence_kind(sentence) == "install" else "maintenance"
        return any((self._kinds[sid] == "install" if wanted == "install" else sid in self._maintenance)
                   and regex.search(sentence) and (kind is None or self._takes(sid, kind, sentence))
                   for sid, kind, regex in self._matchers)

    def _takes(self, sid: str, kind, sentence: str) -> bool:
        if isinstance(kind, str):
            return _sentence_kind(sentence) == kind
        _, key, needs = kind
        if needs is not None and _sentence_kind(sentence) != needs:
            return False
        picks = self._picks[key]
        named = [o for o, words, _ in picks if words is not None and words.search(sentence)]
        return sid in named if named else any(o == sid and default for o, _, default in picks)


_WHOLE_SYSTEM = re.compile(r"\b(?:hvac|systems?)\b")
_MORE_GENERIC = frozenset("system systems quality claims claim disputes dispute plan plans whole house home".split())


def _label_words(label: str) -> set:
    """The words of a service's label that may tell it apart: "boiler" in "Boiler service"."""
    return {w for w in re.findall(r"[a-z0-9]+", fold(label))
            if len(w) >= 3 and w not in _GENERIC_LABEL_WORDS and w not in _MORE_GENERIC}


# A maintenance service's own word: "serviced", "servicing", "our annual service", "the boiler service".
_SERVICING = (r"servic(?:ed|ing)\b|(?:annual|yearly|routine|regular|boiler|furnace|heating|ac|hvac|our|my|his|her)"
              r"\s+service\b")
_SERVICING_LABEL = re.compile(r"\bservic(?:e|ing)\b(?!.*\b(?:repair|fix))")


_UPKEEP = (r"servic(?:ed|ing)\b|(?:booked|book|had|get|got) (?:a|the|our|my|an annual|a yearly) service\b|"
           r"service and clean|(?:a|the) clean (?:itself|was|that|and)|"
           r"(?:annual|yearly|routine|regular|seasonal|boiler|furnace|heating|ac|hvac) "
           r"(?:service|tune-?up|check-?up)\b|"
           r"did (?:our|my|the) (?:annual |yearly )?service\b")


# Label words customers shorten past their stem: "the rads" are the radiators.
_SHORT_FORMS = {"radiator": r"rad(?:iator)?s?\b", "radiators": r"rad(?:iator)?s?\b"}


def _stem(word: str) -> str:
    """What a label's word is matched by: "trust" and "trusts" are one ("trus")."""
    if word == _SERVICING:
        return word
    if word in _SHORT_FORMS:
        return _SHORT_FORMS[word]
    # a word of three letters whole ("tub" is not "tube"), a longer one by its stem
    return re.escape(word) + r"\b" if len(word) < 4 else re.escape(word[:max(4, len(word) - 3)])


def _head(label: str, words: set) -> str | None:
    """The stem of a label's last distinctive word, its head noun: "trusts" in "Revocable living trusts"."""
    last = [w for w in re.findall(r"[a-z0-9]+", fold(label)) if w in words][-1:]
    return _stem(last[0]) if last else None


def _distinctive(stems: set):
    """A regex of a label's distinctive stems (see _stem), or None for none."""
    if not stems:
        return None
    return re.compile(r"\b(?:" + "|".join(sorted(stems)) + ")")


def _rank(entry, service: dict) -> int:
    """How general the name is that linked a service to a catalogue entry (its place in entry.names)."""
    key = fold(service["label"] + " " + service["id"].replace("-", " ").replace("_", " "))
    return min((i for i, name in enumerate(entry.names)
                if _names(name, key)), default=len(entry.names))


def _names(name: str, key: str) -> bool:
    """Whether a catalogue name names a declared service, inflected too: "drain" in "Clogged drains",
    "rewir" in "rewiring", "troubleshoot" in "Electrical troubleshooting"."""
    return _spans(name, key) != []


def _spans(name: str, key: str) -> list:
    return [m.span() for m in re.finditer(r"(?<![a-z0-9])" + re.escape(name) + r"(?:s|es|ing|ed)?(?![a-z0-9])", key)]


def _linked(entries, key: str) -> list:
    """The catalogue entries whose names name a declared service (its label and id, folded), the longest
    name winning: "Safety Switch Installation" is the safety-switch entry's, not also the outlets' and
    switches' (whose "switch" it holds only inside "safety switch")."""
    spans = {id(e): [span for name in e.names for span in _spans(name, key)] for e in entries}
    def inside_another(e) -> bool:
        return all(any(o is not e and a <= start and end <= b and (a, b) != (start, end)
                       for o in entries for a, b in spans[id(o)]) for start, end in spans[id(e)])
    return [e for e in entries if spans[id(e)] and not inside_another(e)]


def _sentence_kind(sentence: str) -> str:
    return "install" if _INSTALL.search(sentence) else "repair"


# Place names that are also words: "the summit of my frustration", "since the spring", "took the liberty".
_COMMON_PLACE_WORDS = frozenset("""spring summer fall winter summit sunset sunrise liberty union mission plains harbor
highland highlands grove park ridge valley center central village heights lakes lake hills hill bay beach
river rivers springs falls oaks pines meadows
independence freedom unity concord harmony providence victory hope paradise commerce industry
humble normal mobile reading orange enterprise bountiful loyal prosper celebration surprise""".split())


_PLACE_NOUN = re.compile(r"\s+(?:area|office|neighbou?rhood|side|county|location|branch|residents?)\b", re.I)
# What follows a town's name where it opens a sentence ("Liberty homeowner here", "Concord's best lawyer"),
# and what precedes it as a place ("we live in normal", "out here in oak hollow").
_PLACE_FOLLOWER = re.compile(r"(?:'s\b|\u2019s\b|\s+(?:homeowners?|locals?|famil(?:y|ies)|house|home|resident))", re.I)
_PLACE_BEFORE = re.compile(r"\b(?:" + "|".join(sorted(_PLACE_PREPOSITIONS)) + r")\s+$", re.I)
# A capital letter inside a sentence: the writer capitalises names (then a lowercase "orchard" is not one).
_INNER_CAPITAL = re.compile(r"(?<![.!?:]\s)(?<![.!?:])(?<!^)(?<!\bi\s)\b(?!I\b|I')[A-Z]")
# A sentence opening with a capitalised word ("Saw a sale on boilers"): its writer capitalises, so would
# have capitalised a town's name too.
_CAPITALISED_OPENING = re.compile(r"(?:^|[.!?]\s+)(?!I\b|I')[A-Z][a-z]")


# A declared area's name inside a longer name is that other thing: a street ("Fair Oaks Blvd"), a
# neighbouring suburb ("Stafford Heights" beside Stafford), a mall or a school.
_STREET = (r"road|rd|street|st|avenue|ave|boulevard|blvd|drive|dr|lane|ln|way|parkway|pkwy|highway|hwy|court|ct|"
           r"place|pl|crescent|cres|terrace|tce|close")
_LONGER_NAME = re.compile(r"[ \t]+(?i:heights|hills?|park|village|springs|beach|lakes?|creek|valley|ridge|point|"
                          r"junction|station|mall|square|plaza|cent(?:er|re)|high school|elementary|middle school|"
                          r"hospital|library|airport|marina|" + _STREET + r")\b\.?"
                          # a road named after two places or more: "Spring Cypress Rd"
                          r"|(?:[ \t]+[A-Z][\w'\u2019]*){1,2}[ \t]+(?i:" + _STREET + r")\b\.?")


# A capitalised word right after a town's name makes it part of another name: "my husband's Dallas
# Cowboys season tickets", "the Houston Methodist ER", "we live in Spring Branch" (another suburb). Not
# a state, a region's word or a compass point ("Humble Texas", "Sale Central", "Dallas Fort Worth").
_NAMED_AFTER = re.compile(r"[ \t]+(?!(?:County|City|Area|Township|Town|Borough|Central|Downtown|North|South|East|"
                          r"Housing|Court|Courthouse|Superior|Municipal|Family|Civil|Criminal|Supreme|Magistrates|"
                          r"West|Fort|Metro|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|"
                          r"Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|"
                          r"Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|"
                          r"Nevada|New|North|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode|Tennessee|Texas|Utah|Vermont|"
                          r"Virginia|Washington|Wisconsin|Wyoming|Queensland|Victoria|Tasmania|Ontario|Alberta|"
                          r"Quebec|Manitoba|Saskatchewan|England|Scotland|Wales|Ireland|Monday|Tuesday|Wednesday|"
                          r"Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|"
                          r"September|October|November|December|Christmas|Easter)\b)[A-Z][a-z]+")
# A title or a kinship before it makes it a person: "Mrs Henderson recommended them", "my daughter
# Brooklyn's landlord".
_TITLED = re.compile(r"\b(?:mr|mrs|ms|miss|dr|mx|(?:my|our|his|her) (?:daughter|son|wife|husband|mom|mum|dad|sister|"
                     r"brother|friend|neighbou?r|niece|nephew|cousin|aunt|uncle|grandson|granddaughter))\.?\s+$", re.I)


# A common word qualified by another place is that word: "we were at the beaches in cuba".
_ELSEWHERE = re.compile(r"\s+(?:in|of) (?![Tt]he\b)[A-Za-z]+")


def _in_longer_name(text: str, match) -> bool:
    if _TITLED.search(text, max(0, match.start() - 20), match.start()):
        return True
    follower = _LONGER_NAME.match(text, match.end())
    if follower is not None and (follower.group(0).strip()[:1].isupper() or match.group(0)[:1].islower()):
        return True
    return _NAMED_AFTER.match(text, match.end()) is not None and match.group(0)[:1].isupper()


def _as_place(text: str, match, needs_capital: bool) -> bool:
    """Whether a match of a town's name is the town. Capitalised inside a sentence, it is. Opening a
    sentence, a town whose name is also a word needs a place's company ("Liberty homeowner here").
    Lowercase, a one-word name is a town only in a text that capitalises nothing ("we live in normal",
    not "an old orchard" or "back to normal" from a writer who capitalises names), and then, if the
    name is also a word, after a place preposition; a writer who capitalises sentence openings but no
    name is given the town only after a place preposition ("a sale on boilers" is no town Sale); a
    name of several words ("pine bluff") is one."""
    word = match.group(0).split()[-1]
    if not word[:1].isupper() and " " in match.group(0).strip() and not needs_capital:
        return True
    before = text[max(0, match.start() - 24):match.start()]
    if word[:1].isupper():
        if not _opens_sentence(text, match.start()):
            return True
        return not needs_capital or bool(_PLACE_NOUN.match(text, match.end()) or
                                         _PLACE_FOLLOWER.match(text, match.end()))
    after_preposition = bool(_PLACE_BEFORE.search(before)) or bool(_PLACE_NOUN.match(text, match.end()))
    if _INNER_CAPITAL.search(text) or (not after_preposition and _CAPITALISED_OPENING.search(text)):
        return False
    return after_preposition or not needs_capital


_ABBREVIATED = (("saint", "st"), ("mount", "mt"), ("point", "pt"), ("fort", "ft"), ("port", "pt"))


class Areas:
    def __init__(self, names, people=frozenset(), common=frozenset()):
        self.names = [n for n in (names or []) if isinstance(n, str) and n.strip()]
        self._matchers = []
        for name in self.names:
            folded = fold(name)
            folded = re.escape(folded).replace(r"\ ", " ")
            # "Mt Eden" is Mount Eden, "St Albans" Saint Albans, "Pt Chevalier" Point Chevalier.
            for long, short in _ABBREVIATED:
                folded = re.sub(rf"^(?:{long}|{short}\.?) ", rf"(?:{long}|{short}\\.?) ", folded)
            pattern = folded.replace(" ", r"[\s-]+")
            needs_capital = (fold(name) in COMMON_WORD_NAMES or fold(name) in people or len(name) <= 3
                             or fold(name).startswith("the ")  # "The Beaches", "The Junction"
                             or fold(name) in common or " " not in name and fold(name) in _COMMON_PLACE_WORDS)
            if fold(name) in people:  # "Sandy" the town and Sandy the technician: only "in Sandy" is the town
                pattern = r"(?:" + "|".join(sorted(_PLACE_PREPOSITIONS)) + r")\s+" + pattern
            self._matchers.append((name, re.compile(r"\b" + pattern + r"\b", re.I), needs_capital))

    def find(self, text: str) -> list:
        # A name written with accents the declared one lacks (or the reverse) is found in the folded
        # text, whose positions are not the text's: there, only the capital-free rules apply. A name
        # the text writes as declared has been judged already (an emoji elsewhere changes nothing).
        folded = None if text.isascii() else fold(text)
        found = []
        for name, regex, needs_capital in self._matchers:
            written = list(regex.finditer(text))
            if any(_as_place(text, m, needs_capital) and not _in_longer_name(text, m)
                   and not (needs_capital and _ELSEWHERE.match(text, m.end())) for m in written) or (
                    folded is not None and not written and not needs_capital and regex.search(folded)):
                found.append(name)
        return found
