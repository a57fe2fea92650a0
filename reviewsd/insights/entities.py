"""Finding the business's declared technicians in a review's text, and the name helpers (folding,
near spellings, names that are words) that services.py and areas.py share.

Built once per derivation from `business` (the declared lists), then applied to every review.
"""
import re
import unicodedata

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
wednesday thursday friday saturday sunday rang rung ring rings""".split()) - {"john", "jon", "mike"}
# Three-letter words written in lower case that are no one's name clipped: kin, chat and abbreviations ("nan was
# lovely", "tho was a bit late", "bro was a legend").
_SAID_IN_LOWER_CASE = frozenset("""nan tho imo omg tbh btw ngl hun bro mum mam pop sis bub fam abt ppl esp def obv ofc
aka etc gal dad pal bae mom gma gpa cuz bff sib bud irl""".split())
_AFTER_NAME = frozenset("""was is were are r did came arrived fixed explained showed took went had knew made got
has does listened answered diagnosed replaced installed repaired handled helped walked kept returned called
cleaned found told spent worked put gave hung won knows know knew built settled fought missed got gets
comes shows explains eventually finally himself herself ran set brought said wrote drove stayed didn't wasn't
couldn't doesn't isn't didnt wasnt runs makes handles helps answers sat spoke rang phoned talked smiled understood
saw met reckons reckoned thinks thought says deserves deserved keeps done sent rewrote dealt led held taught
caught bought laid""".split())
# ("done" only with what was done: "kris done a great job", not "Will done.")
_DONE_SOMETHING = re.compile(r"[ \t]+done[ \t]+[A-Za-z]")
# ... of which those in the present, which follow a word as often: "hope is all we have left"
_PRESENT = frozenset("is has does knows know gets comes shows explains runs makes handles helps answers keeps reckons "
                     "thinks says deserves".split())
# (not an initial before a name: "Mr K. Smith", "Dr J Patel")
# (not a doctor, "The clinic's Dr M", nor someone in brackets: "The other driver (Mr M) denied everything")
# (typed all in lower case too: "mr v and his team did our filings", or the title alone: "mr S got me back on a
# parenting plan"; not "ms", which may be the illness; and a lawyer's title: "Attorney V and her team were wonderful")
# (but one that ends its sentence is: "ran circles around Mr. K. Didn't feel like he was ready")
_TITLE_AND_INITIAL = re.compile(r"(?<!\()\b(?:(?:Mr|Mrs|Ms|Miss|Attorney)\.?[ \t]+([A-Z])|mrs?\.?[ \t]+([a-zA-Z]))"
                                r"(?![\w'\u2019-])(?!\.?[ \t]*(?!(?:He|She|They|We|It|The|This|That|There|"
                                r"Did|Didn't|Does|Doesn't|Was|Wasn't|Is|Isn't|Not|But|And|So|Very|Would)\b)[A-Z][a-z])")
# Someone introduced by name: "a guy called hamesh", "a lovely lady named joy".
_SOMEONE = frozenset("guy lady man woman bloke fella fellow chap lad gentleman girl tech someone".split())
# A word between a name and its verb: "Grant also got us the rebate paperwork", "Grant even wrote on the breakers".
_BEFORE_VERB = frozenset("also even always never once just really then finally actually quickly personally still "
                         "clearly obviously genuinely definitely immediately honestly".split())
# ... what a grant, a bill or a bank does as well as a person, after such a word (see _as_name)
_NOT_A_PERSON_S = frozenset("came arrived covered declined went paid cleared bounced".split())
# ... or an aside: "Grant (the owner's son I think) did our whole house generator", "Grant (ha) sorted the paperwork".
# A word whose spelling the writer doubts is someone's name: "kowalcyk (sp?) swapped our blower motor".
# ... or says so in words: "Siobahn (sorry if I spelled that wrong)", "Siosia (hope I spelled that right)"
UNSURE_SPELLING = re.compile(r"[ \t]*\((?:sp\??|sic|"
                              r"[^()\n]{0,30}\b(?:spell|spelt|spelled|spelling|misspel\w*)\b[^()\n]{0,30})\)", re.I)
# ... or a name the writer doubts inside brackets: "The tech (Kowalski?) was nice", "Installer (Chandra I think?)",
# "Jack (Kowalski? something like that, sorry mate)"
_DOUBTED_IN_BRACKETS = re.compile(r"(?:\?[^()\n]{0,40}|[ \t]+i think\??)\)", re.I)
_ASIDE = re.compile(r"[ \t]*\([^()]{1,60}\)[ \t]*([\w']+)(?:[ \t]+([\w']+))?")
# "Summer at the front desk", "Joy in the office", "Mark in the employer team": where someone works, after their name.
_AT_WORK = re.compile(r"\s+(?:at|in|from|on) (?:the )?(?:front )?(?:desk|office|reception|phones?|(?:\w+ )?team)\b",
                      re.I)
# "Sandy the paralegal": a word followed by "the <role>" is someone's name.
_ROLES = frozenset("""tech technician plumber electrician installer apprentice paralegal attorney lawyer owner
receptionist manager estimator foreman office solicitor secretary assistant associate""".split())
# Who works beside a named person: "Mark and the young lad did a full rewire", "Grant and the tiler".
_CREW = _ROLES | frozenset("lad lads helper helpers crew team guys boys tiler labourer laborer mate offsider fella "
                           "fellas fulla fullas bloke paralegals apprentices sparky sparkies guy chap".split())
# Thanks to a word-name ending its clause: "cheers grant, unit's running sweet", "good job thanks summer".
_THANKS = frozenset("thanks cheers ta thankyou".split())
_ADDRESSED = frozenset("ur you u you're youre".split())  # ... or with the thanked one spoken to after
_TITLE_BEFORE = frozenset("mr mrs ms dr attorney atty".split())
# Words between "and" and the name it joins: a title, a Spanish lawyer's title, an article, "lovely", "young" ("Dean
# and young Mark came out").
_BEFORE_A_NAME = _TITLE_BEFORE | frozenset("licenciada licenciado lic the la el lovely young".split())
# ... and "miss": "attorney whitfield and miss hope were always honest" (not the verb, which makes no word a name: "i
# miss hope already")
_MISSES = frozenset("i we you they he she will i'll we'll you'll they'll would to don't dont didn't didnt never "
                    "really so gonna".split())
# ... and the titles of people who work for no business: a judge, the police
_OTHERS_TITLES = frozenset("""sheriff judge justice magistrate officer detective sergeant sgt constable inspector
senator councillor councilman councilwoman""".split())
_HEDGED = re.compile(r"\W*(?:i think|i believe|apparently|or something|or whatever|i guess|maybe)\b", re.I)
# A titled stranger hedged (above) or said to be from elsewhere: "a Mrs Grant from a firm in Bolton"
_FROM_ELSEWHERE = re.compile(r"\W*(?:from|of|at) (?:a|an|another|the other|their|his|her)\b", re.I)
# Words that open a clause, before a name typed in lower case: "but honestly danny was great".
_OPENS_A_CLAUSE = frozenset("but honestly so anyway tbh then".split())
# What may come before a name typed in lower case and joined to another: "thanks to hope and nate".
_BEFORE_LOWER_PAIR = frozenset("to thanks thank cheers and or n with by from".split())
# ... and the words that greet or call on a name ("Dear Will", "Called Hope"): no other person's first name before it.
_GREETINGS = frozenset("dear hi hello hey congrats kudos bravo ask asked call called ring rang".split())
# Whom a reviewer turned to, or had before, by what they were: "another company", "the last sparky", "a
# firm in Santa Ana instead". One list for every rule that tells their doing from the business's
# (analyse.ANOTHER_PARTY, analyse.ANOTHER_PRAISED, services._NOT_THE_JOB).
FIRM = (r"(?:company|companies|firm|guy|plumber|electrician|lawyer|attorney|solicitor|contractor|outfit|"
        r"tech\w*|installer|engineer|sparky|crowd|mob)s?")
# The writer's kin, friends and those at work: "my husband Grant" is no technician, "my daughter Brooklyn" no
# place (areas.py).
RELATIONS = (r"(?:(?:father|mother|brother|sister|son|daughter)[- ]in[- ]law|hubby|missus|grandad|granddad|grandma|nan|"
             r"daughter|son|wife|husband|mom|mum|dad|(?:step|grand)?(?:father|mother)|step(?:dad|mum|mom)|grandpa|granny|"
             r"ex|partner|boyfriend|girlfriend|fianc[eé]e?|sister|brother|"
             r"boy|girl|lad|eldest|youngest|"
             r"friend|buddy|pal|mate|neighbou?r|niece|nephew|cousin|aunt|uncle|grandson|granddaughter|"
             r"supervisor|manager|boss|co-?worker|colleague|employer|client|"
             # (and in Spanish: "My tía Socorro recommended them")
             r"t[ií][ao]|abuel[ao]|prim[ao]|herman[ao]|comadre|compadre)")
_KIN_BEFORE = re.compile(rf"\b(?:my|our|his|her|their)[ \t]+{RELATIONS},?[ \t]+$", re.I)
# ("down" too: "a rental down castle cliff")
PLACE_PREPOSITIONS = frozenset("in from to toward towards near at around outside of over across throughout down"
                               .split())
# The words of a road's name, written out or short: "Fair Oaks Blvd", "Bramall Lane", "Macleod Trail" (areas.py
# reads a declared area inside one as the road; a name part before one is the road too, not the person).
STREET_WORDS = frozenset("""road rd street st avenue ave boulevard blvd drive dr lane ln way parkway pkwy highway hwy
court ct place pl crescent cres terrace tce close trail expressway freeway walk bypass motorway""".split())


def fold(text: str) -> str:
    """Lower case without accents, with a typographic apostrophe as a plain one: "José" and "jose" are the
    same name, "don’t" and "don't" the same word."""
    if text.isascii():
        return text.lower()
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower().replace("\u2019", "'"))
                   if not unicodedata.combining(c))


def near(a: str, b: str, limit: int = 1) -> bool:
    """Damerau-Levenshtein distance of at most `limit` (1: a typo, one letter wrong, missing, extra or
    swapped; 2 for long names, "Papadopolous" for Papadopoulos). One edit is checked directly: it runs for
    each unknown capitalised word against each name, some twenty times faster than _distance."""
    if limit > 1:
        return _distance(a, b) <= limit
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


def _distance(a: str, b: str) -> int:
    """Optimal-string-alignment distance: edits, and swaps of two letters side by side."""
    previous2: list = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


def opens_sentence(text: str, at: int) -> bool:
    """Whether text[at] starts a sentence ("Spring tune-up done by Mark" is the season). (Read back over the spaces
    before it only: asked of every word of a long text, a copy of all before it would cost its length each time.)"""
    before = at - 1
    while before >= 0 and text[before].isspace():
        before -= 1
    return before < 0 or text[before] in ".!?:"


def m_start(match) -> int:
    return match.start()


_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['\u2019-][A-Za-z\u00C0-\u024F]+)*")


# Spellings and short forms of one first name ("Jeff" for Geoff, "Dan" for Daniel): customers write a
# name as they heard it. Each maps to the forms it may be written as (and, see _with_full_forms below, each short
# form to the full names it shortens).
NAME_VARIANTS = {
    "geoff": ("jeff",), "jeff": ("geoff",), "geoffrey": ("jeff", "geoff"), "jeffrey": ("jeff", "geoff"),
    "jon": ("john",), "john": ("jon",), "jonathan": ("jon",), "steven": ("stephen", "steve"),
    "stephen": ("steven", "steve"), "sean": ("shawn", "shaun"), "shawn": ("sean", "shaun"),
    "catherine": ("katherine", "kathryn", "cathy"), "katherine": ("catherine", "kathryn", "kathy", "kate"),
    "michael": ("mike", "mick", "mikey", "micky", "mickey"), "william": ("bill", "will"), "robert": ("rob", "bob"),
    "daniel": ("dan", "danny"),
    "thomas": ("tom", "tommy"), "james": ("jim", "jimmy"), "richard": ("rich", "rick"),
    "christopher": ("chris",), "matthew": ("matt", "mat"), "anthony": ("tony",), "joseph": ("joe",),
    "edward": ("ed", "eddie"), "margaret": ("maggie", "peggy"), "elizabeth": ("liz", "beth"),
    "jennifer": ("jen", "jenny"), "nicholas": ("nick",), "alexander": ("alex",), "benjamin": ("ben",),
    "samuel": ("sam", "sammy"), "timothy": ("tim",), "andrew": ("andy",), "patrick": ("pat",), "kenneth": ("ken",),
    "gregory": ("greg",), "dwayne": ("duane",), "duane": ("dwayne",), "eric": ("erik",), "erik": ("eric",),
    "carl": ("karl",), "karl": ("carl",), "deshawn": ("dashawn",),
    "ruaraidh": ("ruairidh", "ruairi", "ruari", "rory"), "ruairidh": ("ruaraidh", "ruairi", "ruari", "rory"),
    "ruairi": ("ruari", "rory"),
    "mark": ("marc",), "marc": ("mark",), "marcus": ("marc", "mark"), "jess": ("jessie", "jessica"),
    "jessie": ("jess",), "jessica": ("jess", "jessie"), "zach": ("zack", "zac"), "zachary": ("zach", "zack"),
    "phil": ("phill",), "phillip": ("phil",), "philip": ("phil",), "mick": ("mike",), "jake": ("jacob",),
    "jacob": ("jake",), "sarah": ("sara",), "sara": ("sarah",), "kathy": ("cathy",), "cathy": ("kathy",),
    "brian": ("bryan",), "bryan": ("brian",), "aaron": ("aron",), "ryan": ("rian",), "steve": ("steven", "stephen"),
    "matt": ("mat",), "sam": ("sammy", "sammie"), "mohammed": ("mohammad", "muhammad", "mohamed"),
    "mohammad": ("mohammed", "muhammad", "mohamed"), "muhammad": ("mohammed", "mohammad", "mohamed"),
    "rebecca": ("rebekah", "rebeca", "rebbeca", "becky", "becca", "bec", "bex"),
    "rebekah": ("rebecca", "becky", "becca", "bec"),
    "ciaran": ("kieran", "kieron"), "kieran": ("ciaran", "kieron"), "kieron": ("kieran", "ciaran"),
    "owain": ("owen",), "owen": ("owain",), "stuart": ("stewart",), "stewart": ("stuart",),
    "dafydd": ("daffyd", "dafyd", "dai"), "micah": ("mika", "mica"), "hannah": ("hanna",), "hanna": ("hannah",),
    "jarrod": ("jarod", "jared"), "jared": ("jarrod", "jarod"), "guadalupe": ("lupe", "lupita"),
    "siddharth": ("sid",), "siobhan": ("shivon", "shevaun", "chevonne", "shevonne", "shiv"), "wojciech": ("wojtek",),
    # ... and names written as they sound ("Eefa" is Aoife, "Neeve" Niamh, "Twan" Tuan, "Alistair" Alasdair, "tomaz"
    # Tomasz) or said short ("Rosie" is Rosalinda, "Gem" Gemma)
    "aoife": ("eefa", "eefah", "aofie", "aiofe"), "niamh": ("neeve", "neve"), "tuan": ("twan",),
    "alasdair": ("alistair", "alastair", "alisdair"), "alistair": ("alasdair", "alastair"),
    "alastair": ("alistair", "alasdair"), "rosalinda": ("rosie", "rosa", "linda"), "rosalind": ("rosie", "ros"),
    "gemma": ("gem",), "tomasz": ("tomas", "thomas", "tom", "tomek", "tomaz"),
    "declan": ("deccy",),  # (not "Dec", the month: "out in Dec")
    "nkechi": ("nikki", "kechi"), "nikhil": ("nick", "nik"), "ebony": ("ebz", "ebs"), "bodhi": ("bodie", "bodi"),
    "dimitrios": ("dimi", "jim", "jimmy"),
    # Tongan and Spanish short forms: "Saia" is Siosaia, "Tev" Tevita, "Iggy" and "Nacho" Ignacio, "Rudy" Rodolfo,
    # "Memo" Guillermo; a Spanish "J" where English writes "Y" ("Jesenia" is Yesenia); Māori: "Riri" is Rawiri
    # (not "Wiri", which is Wiremu's: "Wiri came out on a Sunday arvo"), "Wi" Wiremu. (Wiri is also a suburb of
    # Auckland: declared as an area it names no one; an undeclared "in Wiri" at an Auckland firm with a Wiremu would be
    # read as him.)
    "siosaia": ("saia", "sai", "sia"), "ignacio": ("iggy", "nacho"), "tevita": ("tev",), "rodolfo": ("rudy", "rudi"),
    "guillermo": ("memo", "guille"), "yesenia": ("jesenia",), "rawiri": ("riri",),
    "wiremu": ("wi", "wiri"), "gabriel": ("gabe", "gabby"), "margarita": ("margo", "rita", "marga"),
    # Yoruba names go by their last part: "Seun" is Oluwaseun, "Tunde" Babatunde
    "oluwaseun": ("seun",), "babatunde": ("tunde",), "oluwafemi": ("femi",), "adebayo": ("bayo",),
    "oluwatobi": ("tobi",), "oluwadamilare": ("dami",), "olumide": ("mide",), "ayodele": ("dele",), "thuy": ("twee",),
    # Greek, Russian and Polish short forms: "Tass" is Anastasios, "Dima" Dmitri, "Aggie" Agnieszka, "Kasia" Katarzyna
    # and the everyday short forms of English, Spanish and Punjabi names: "Manny", "Deano", "Dusty", "Jo", "Barty",
    # "Preet", "Priya" (of Priyanka)
    "manuel": ("manny",), "dean": ("deano",), "dustin": ("dusty",), "joanne": ("jo",), "joanna": ("jo",),
    "jolene": ("jo",), "bartholomew": ("barty", "bart"), "gurpreet": ("preet",), "harpreet": ("preet",),
    "manpreet": ("preet",),
    "priyanka": ("priya",), "deborah": ("debbie", "deb", "debra"), "debra": ("debbie", "deb", "deborah"),
    "bridget": ("bridgette", "bridgett", "bridie"), "bridgette": ("bridget", "bridie"),
    "patricia": ("trish", "patty"), "susan": ("sue", "suzy"), "jacqueline": ("jackie",), "victoria": ("vicky", "tori"),
    "alexandra": ("alex", "lexi"), "samantha": ("sam",), "abigail": ("abby", "abbie"), "nathaniel": ("nate",),
    "nathan": ("nate",), "charles": ("charlie",), "frederick": ("fred", "freddie"), "raymond": ("ray",),
    "ronald": ("ron",), "donald": ("don",), "lawrence": ("larry",), "douglas": ("doug",), "terence": ("terry",),
    "duc": ("duke",),  # Vietnamese Đức, as English speakers hear it
    "anastasios": ("tasos", "tassos", "tass"), "konstantinos": ("kostas", "kosta"),
    "kostas": ("kosta", "konstantinos"), "eleanor": ("ellie", "elle", "nell", "nora"), "dmitri": ("dima",),
    "dmitry": ("dima",), "agnieszka": ("aggie", "aga", "agnes"), "malgorzata": ("gosia",),
    "aleksandra": ("ola", "alexandra", "aleks"), "rocco": ("rocky",),
    "ngaire": ("nyree",),  # (the Maori name as it sounds)
    "luis": ("louie", "lou"), "ewa": ("eva",), "tobias": ("toby",), "rhiannon": ("rhi",), "navdeep": ("nav",),
    "lachlan": ("lochie", "lockie"), "hamish": ("hamo",), "brodie": ("brodes",),
    "thanh": ("tan",),  # (the Vietnamese name as English speakers say it)
    "katarzyna": ("kasia", "kasha", "katarina", "kate", "kat"), "mateusz": ("matt", "mat", "mateus"),
    # (and "Kris" for Krzysztof, written as it sounds too; the Welsh Rhys as English writes the sound: "Reece")
    "krzysztof": ("kris", "krzys", "kristof", "christopher", "chris"), "rhys": ("reece", "reese", "rees"),
}


def _with_full_forms(variants: dict) -> dict:
    """The variants, each short form given the full names it shortens: someone declared by the name they go by is
    written in full as often ("thank you to Rebecca" for a declared Bec Thornton, "William" for Will)."""
    both = {name: set(forms) for name, forms in variants.items()}
    for full, forms in variants.items():
        for form in forms:
            both.setdefault(form, set()).add(full)
    return {name: tuple(sorted(forms)) for name, forms in both.items()}


NAME_VARIANTS = _with_full_forms(NAME_VARIANTS)


def _short_forms(first: str) -> tuple:
    """A first name's other forms (NAME_VARIANTS), and each of three letters said with an "s" the British way: "Debs"
    for Deborah, "Becs" for Rebecca (not a longer one: "Wills" and "Bills" are no William)."""
    forms = NAME_VARIANTS.get(first, ())
    return forms + tuple(f + "s" for f in forms if len(f) == 3 and f[-1] not in "aeiousy")


_I_AND_Y = str.maketrans("iy", "yi")


def _spellings(first: str) -> tuple:
    """A first name's other spellings of one sound: Kirsty and Kirstie, Debbie and Debby, Rafael and Raphael,
    Priya and Preeya."""
    spellings = []
    if len(first) >= 4 and first.endswith("ie"):
        spellings.append(first[:-2] + "y")
    if len(first) >= 4 and first.endswith("y") and first[-2] not in "aeiou":
        spellings.append(first[:-1] + "ie")
    # Derek and Derick (and so Derrick)
    if len(first) >= 4 and first.endswith("ek"):
        spellings.append(first[:-2] + "ick")
    elif len(first) >= 5 and first.endswith("ick") and first[-4] not in "aeiou":
        spellings.append(first[:-3] + "ek")
    # Brittany and Brittney, Bethany and Bethney
    if len(first) >= 6 and first.endswith(("any", "ney")):
        spellings.append(first[:-3] + ("ney" if first.endswith("any") else "any"))
    if "ph" in first:
        spellings.append(first.replace("ph", "f", 1))
    elif "f" in first[1:]:
        spellings.append(first[0] + first[1:].replace("f", "ph", 1))
    # i and y of one sound, swapped: Yusleidy and Yusleydi
    if len(first) >= 5 and "i" in first[1:] and "y" in first[1:]:
        spellings.append(first[0] + first[1:].translate(_I_AND_Y))
    # ee and i of one sound: Priya and Preeya, Neeta and Nita
    if len(first) >= 4 and "ee" in first[1:]:
        spellings.append(first[0] + first[1:].replace("ee", "i", 1))
    elif len(first) >= 4 and re.search(r"(?<=[^aeiou])i(?=[^aeiou])", first[1:]):
        spellings.append(first[0] + re.sub(r"(?<=[^aeiou])i(?=[^aeiou])", "ee", first[1:], count=1))
    return tuple(spellings)


_LONG_NAME = 9  # letters from which a name may be misspelt twice
_LONGEST_NAME = 30  # letters beyond which a word is no one's name, however spelt
_SURNAME_STEM = 5  # letters a titled surname shares with a long one to be it misspelt ("Mr. Kowalski": Kowalczyk)


# Three letters that begin names and are something else: "Jul 14" is no Julian, "Sat morning" no Saturnino.
_NOT_A_NAME_START = frozenset("""jan feb mar apr may jun jul aug sep oct nov dec mon tue wed thu fri sat sun van san
eve vic aus car man all mate""".split())
# A road's, a park's or a hall's word after a name makes the two a place: "Grant Park", "Bramall Lane".
_PLACE_WORDS_AFTER = STREET_WORDS | frozenset("park square hall bridge green field stadium arena centre center".split())


_MC = re.compile(r"^mc")  # "McAllister" said as "Mac..." (see Technicians._lasts)


def _as_said(surname: str) -> str:
    """A surname as it sounds, to tell a misspelling of it: "Mc" as "Mac", "ck" as "c" ("McIntosh", "Mackintosh")."""
    return _MC.sub("mac", surname).replace("ck", "c")


def _pet_stems(word: str) -> list:
    """The beginnings of a name a word may be, each with whose names it may begin ("firsts", "lasts" or "both"):
    itself ("Rafa", "Stu"; three letters at least, not a month's or a day's; a first name's only), and without a pet
    name's ending ("Dusty", "Lachie", "Fitzy", "Sully"; four letters at least before it: "Mary" is no Marcus), and
    without a last consonant doubled for it too, then only a first name's ("Dimmy" is Dimitri, "Hammy" Hamish; "fully"
    is no Fulton); and a surname's made an Australian's "-o" or "-a" after a doubled consonant ("Robbo" is Robinson,
    "Macca" McAllister; not a first name's: "Hello" is no Helen), or its first letters with an "-o" after a consonant
    ("Wojo" is Wojciechowski, "Vando" Vandermolen; dev sets: 3 better, none worse)."""
    stems = [] if word in _NOT_A_NAME_START or len(word) < 3 else [(word, "firsts")]
    for ending in ("ie", "y"):
        stem = word.removesuffix(ending)
        if stem != word and len(stem) >= 4:
            stems.append((stem, "both"))
            if stem[-1] == stem[-2] and stem[-1] not in "aeiou":
                stems.append((stem[:-1], "firsts"))
    for ending in ("o", "a"):
        stem = word.removesuffix(ending)
        if stem != word and len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in "aeiou":
            stems.append((stem[:-1], "lasts"))
    if word.endswith("o") and len(word) >= 4 and word[-2] not in "aeiou":  # (not a word's stem: _misspelt)
        stems.append((word[:-1], "lasts"))
    # ... and a first name's beginning made one with an "-s": "Harps" is Harpreet, "Jacks" Jackson
    if word.endswith("s") and not word.endswith("ss") and len(word) >= 5:
        stems.append((word[:-1], "firsts"))
    return stems


# What someone has, after their name: "Grants team", "Hemis van" (an apostrophe left out): those who work with them,
# and their van, their work
_HAD_BY_SOMEONE = _CREW - _ROLES | frozenset("apprentice van ute truck work mob".split())
_DETERMINERS = frozenset("the a an our their your his her my its this that".split())
_ARTICLES_AND_POSSESSIVES = _DETERMINERS - {"this", "that"}  # (which are no pronouns)
_PARTICLES = frozenset("ni nic mac mc de di da du la le van von".split())  # a surname's words of two letters or three


# A business's word before what it is: "The Calloway firm", "the Calloway team".
_FIRM_AFTER = re.compile(r"[ \t]+(?:firm|office|law|lawyers|attorneys|solicitors|team|practice|people)\b", re.I)
_JOINED_AFTER = re.compile(r"[ \t]*(?:&|and)[ \t]+([A-Za-z']+)", re.I)
# (searched only in the few characters before a name: unanchored, its start is tried at every letter)
_JOINED_BEFORE = re.compile(r"([A-Za-z']+)[ \t]*(?:&|and)[ \t]+$", re.I)
_GRANT_OF = re.compile(r"\s+of\s+(?:probate|representation|administration|letters)\b", re.I)


# A bank's name and what follows it: "paid on my Chase card" is no technician called Chase.
_BANKS = frozenset("chase citi barclays lloyds halifax nationwide santander wells discover".split())
_BANK_WORDS = frozenset("card cards bank account accounts visa mastercard credit debit app sapphire freedom branch atm "
                        "checking savings".split())


class Technicians:
    def __init__(self, names, firm="", places=()):
        """`names`: the business's people; `firm`: its name; `places`: its declared service areas, which name no one."""
        self.names = [n for n in (names or []) if isinstance(n, str) and n.strip()]
        self._full = {}  # folded full name -> declared name
        parts_seen: dict = {}
        surnames = []
        declared_parts = set()
        for name in self.names:
            words = [w for w in _WORD.findall(fold(name)) if w.strip(".") not in TITLES]
            if not words:
                continue
            self._full[" ".join(words)] = name
            declared_parts |= {words[0], words[-1]}
            # (a double first name goes by its initials too: "a man named JB" is Jean-Baptiste)
            first_initials = {"".join(p[:1] for p in words[0].split("-"))} if words[0].count("-") == 1 else set()
            for w in {words[0], words[-1], *_short_forms(words[0]), *_spellings(words[0]), *first_initials}:
                parts_seen.setdefault(w, set()).add(name)
            if len(words) > 1:
                surnames.append(words[-1])
        # A name as someone's own is theirs, whoever else it is another spelling of: with Stuart Ng and Stewart Hall
        # both declared, "Stuart" is Stuart Ng, "Tom" Tom Baker beside Tomasz Nowak.
        for w, owners in parts_seen.items():
            own = {name for name in owners if w in _WORD.findall(fold(name))}
            if own and own != owners:
                parts_seen[w] = own
        # A firm named after its partners ("Whitfield & Ocampo") is the firm, not the two people.
        # So is one named by two of them side by side ("I hired Whitaker Dale").
        either = "|".join(map(re.escape, surnames))
        # Three or more too: "Feldman Ortiz & Kaye", "Feldman, Ortiz & Kaye". People are listed with commas and
        # "and" ("Thomas, Scott and Ryan were great", "Kemp and Guidry were wonderful"); a firm is joined by
        # "&", "+" or nothing. (At most four commas, and nothing given back, each name whole: a run of
        # thousands of names is tried once.)
        self._firm = (re.compile(rf"\b(?:{either})\b(?:\s*+,\s*+(?:{either})\b){{0,4}}+"
                                 rf"(?:(?:\s*+[&+]\s*+|\s++)(?:{either})\b)++", re.I)
                      if len(surnames) > 1 else None)
        # A first name or surname shared by two people names neither of them alone.
        self._part = {w: next(iter(owners)) for w, owners in parts_seen.items() if len(owners) == 1}
        # The places of one word that are also a declared person's word: read as people only where a verb says so.
        places = [p for p in places if isinstance(p, str)]
        own_words = {w for name in self.names for w in re.findall(r"[a-z]+", fold(name))}
        self._avoid = frozenset(fold(p) for p in places) & own_words
        # ... and places of several words, whoever's name they hold: "We live in King William" is no Will (William).
        several = sorted({" ".join(p.split()) for p in places if len(p.split()) > 1})
        self._places = (re.compile(r"\b(?:" + "|".join(r"[ \t]+".join(map(re.escape, p.split())) for p in several)
                                   + r")\b", re.I) if several else None)
        # A name's other forms and spellings, in lower case, are names only where a name's verb follows
        # ("jon did our tune-up"): "got rid of" is no Reed (whose spelling "Rid" is), "put a mat down" no Matt.
        self._other_forms = frozenset(parts_seen) - declared_parts
        # A surname the business is named after, as a possessive on its own, is the business: "Would
        # recommend McCartan's." ("Whitfield drafted our prenup" is the partner.)
        self._firm_words = frozenset(_WORD.findall(fold(firm))) if isinstance(firm, str) else frozenset()
        # ... and the first of them, the one that tells it from others of its trade ("Torrens" of "Torrens Plumbing")
        self._firm_first = next(iter(_WORD.findall(fold(firm))), "") if isinstance(firm, str) else ""
        # ... and the business's name said as it is written, two of its words side by side ("came to Hartley
        # Malik this time"), is the business, unless those words are someone's full name or hold a first name
        # of theirs ("Tom Evans himself came out" at Tom Evans Electrical, where Tom is declared).
        # (a surname's particle too: "Fallon Ní Bhriain Solicitors")
        named = ([w for w in _WORD.findall(firm) if (len(w) >= 3 or fold(w) in _PARTICLES) and w[:1].isupper()]
                 if isinstance(firm, str) else [])
        self._firm_name = (re.compile(r"\b(?:" + "|".join(map(re.escape, named)) + r")(?:\s+(?:"
                                      + "|".join(map(re.escape, named)) + r"))+\b")
                           if len(named) > 1 else None)
        # Each first name that is one person's (for "Rafa" as Rafael, see _misspelt).
        self._firsts = {first: name for first, name in self._part.items()
                        if [w for w in _WORD.findall(fold(name)) if w.strip(".") not in TITLES][:1] == [first]}
        # ... and each surname, which a pet name may be made of too ("Fitzy" is Fitzgerald, "Jonesy" Jones).
        # (without an Irish "O'": "Sully" is O'Sullivan; and a "Mc" said "Mac": "Macca" is McAllister)
        self._lasts = {form: name for w, name in self._part.items() if self._surname_only(w)
                       for form in {w, w.removeprefix("o'").removeprefix("o\u2019"), _MC.sub("mac", w)}}
        # ... whose beginnings a pet name may be, by _pet_stems's "whose"
        self._pet_names = {"firsts": self._firsts, "lasts": self._lasts, "both": {**self._lasts, **self._firsts}}
        self._multi = any(" " in f for f in self._full)
        # A double-barrelled name written apart is the name: "ms saint fleur" is Yolette Saint-Fleur. (Joined again
        # in the text, same length, before anything else reads it.)
        barrelled = sorted({w for f in self._full for w in f.split() if "-" in w.strip("-")})
        self._written_apart = (re.compile(r"\b(?:" + "|".join(r"[ \t]+".join(map(re.escape, w.split("-")))
                                                              for w in barrelled) + r")\b", re.I)
                               if barrelled else None)
        # ... and one of its parts said after a title is the person: "Ms. Vance" is Marisol Echeverría-Vance.
        # (a part -> the declared name, for parts of three letters or more that no one else's name has)
        barrel_parts: dict = {}
        for f, name in self._full.items():
            for part in (p for w in f.split()[1:] if "-" in w.strip("-") for p in w.split("-") if len(p) >= 3):
                barrel_parts.setdefault(part, set()).add(name)
        self._barrel_parts = {part: next(iter(names)) for part, names in barrel_parts.items()
                              if len(names) == 1 and part not in parts_seen}
        initials: dict = {}  # a surname's first letter, in capitals -> the people whose surname has it
        for name in self.names:
            parts = [w for w in _WORD.findall(name) if fold(w).strip(".") not in TITLES]
            if len(parts) > 1:
                initials.setdefault(parts[-1][:1].upper(), set()).add(name)
        self._by_initial = {letter: next(iter(people)) for letter, people in initials.items() if len(people) == 1}
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
        if self._places is not None:
            text = self._places.sub(lambda m: " " * len(m.group(0)), text)
        if self._firm_name is not None:
            text = self._firm_name.sub(
                lambda m: m.group(0) if self._names_someone(m.group(0)) else " " * len(m.group(0)), text)
        if self._written_apart is not None:
            text = self._written_apart.sub(lambda m: re.sub(r"[ \t]+", "-", m.group(0)), text)
        found = []
        if self._multi:
            folded = fold(text)
            # A substring test first: the word-bounded search runs only for names that occur at all.
            found = [name for full, name in self._full.items()
                     if " " in full and full in folded and re.search(r"\b" + re.escape(full) + r"\b", folded)]
        if self._by_initial:
            # "Thank you Lupe and Mr K": a title and the first letter of one person's surname, no one else's.
            for m in _TITLE_AND_INITIAL.finditer(text):
                name = self._by_initial.get((m.group(1) or m.group(2)).upper())
                if name is not None and name not in found:
                    found.append(name)
        words = list(_WORD.finditer(text))
        known = self._words
        if self._lexicon is not lexicon:
            self._lexicon = lexicon
            known.clear()
        if len(known) > 200_000:  # bounded: a corpus of many distinct words must not grow it forever
            known.clear()
        kin: set = set()  # words told as the writer's kin ("my husband Will")
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
            # A name's "'s" without its apostrophe, before what someone has: "Grants team are awesome" (a name so
            # written, whatever word it is too; not a team of a kind: "the Wills team", "our Trusts team")
            owner = (self._part.get(word[:-1]) if name is None and word.endswith("s") and raw[:1].isupper()
                     and i + 1 < len(words) and fold(words[i + 1].group(0)) in _HAD_BY_SOMEONE
                     and not (i and fold(words[i - 1].group(0)) in _DETERMINERS) else None)
            name = name or owner
            if name is None:
                name = self._uncertain(text, words, i, word)
            if name is None:
                continue
            if name in found:
                continue
            if self._someone_else(text, words, i, name):
                continue
            if word in kin or _KIN_BEFORE.search(text, max(0, m.start() - 40), m.start()):
                # "My husband Grant reckoned he could install it himself", and from then on: "... Grant had wired
                # the float switch in upside down"
                kin.add(word)
                continue
            if i and fold(words[i - 1].group(0)) in _OTHERS_TITLES and not text[words[i - 1].end():m.start()].strip():
                continue  # "Sheriff Kerr wouldn't allow it late": the court's, not the firm's Hope Kerr
            if word == "grant" and _GRANT_OF.match(text, m.end()):
                continue  # "the Grant of Probate had been sitting in their post tray": the court's grant
            if (word in self._firm_words and self._surname_only(word) and m.group(0).endswith(("'s", "\u2019s"))
                    and re.match(r"\s*(?:[.!?,;)]|$)", text[m.end():])):
                continue  # "Would recommend McCartan's."
            if word in self._firm_words and self._surname_only(word) and (
                    _FIRM_AFTER.match(text, m.end()) and not m.group(0).endswith(("'s", "\u2019s"))
                    or self._beside_another_firm_word(text, m)):
                # "The Calloway firm got me a settlement", "calloway and reyes took it" (Calloway & Reyes); not "Ms.
                # Broussard's office got it up to $38,000", hers
                continue
            if not owner and (word in COMMON_WORD_NAMES or word in self._avoid or word in lexicon
                              or ((word in self._other_forms or word not in self._part) and not raw[:1].isupper())):
                if not self._as_name(text, words, i, word, raw, lexicon):
                    continue
            found.append(name)
        return sorted(set(found), key=self.names.index)

    def _beside_another_firm_word(self, text, match) -> bool:
        """Whether a word of the business's name is joined by "and" or "&" to another of them: the business's name said
        ("calloway and reyes took it" at Calloway & Reyes Injury Law)."""
        after = _JOINED_AFTER.match(text, match.end())
        before = _JOINED_BEFORE.search(text, max(0, match.start() - 40), match.start())
        return any(joined is not None and fold(joined.group(1)) in self._firm_words for joined in (after, before))

    def _uncertain(self, text, words, i, word):
        """The person a word no spelling of anyone's may still be, by what is around it: a word whose spelling the
        writer doubts, one letter from one person's first name or surname of three letters or two from a longer one
        ("Deen (sp?)" for Dean, "Hemmy (sp?)" for Hemi), a word alone in doubting brackets one letter from a first
        name or surname of four letters or more ("the sparky (Jak?)"), a part of one person's double-barrelled surname
        after a title ("Ms. Vance"), or a capitalised word that begins as one person's long
        surname does, after a title, after that person's own first name or in doubting brackets ("Mr. Kowalski",
        "Daniel Kowalski", "The tech (Kowalski?)" for Kowalczyk)."""
        if not 3 <= len(word) <= _LONGEST_NAME:  # (a run of letters is no name: its distance to each is not worked out)
            return None
        if UNSURE_SPELLING.match(text, words[i].end()):
            close = {name for part, name in self._part.items() if near(word, part, 2 if len(part) >= 4 else 1)}
            return close.pop() if len(close) == 1 else None
        # ... or a name doubted in brackets of its own, a letter from one person's: "the sparky (Jak?)", "the young
        # lady tech (Sumer I think?)"
        if text[words[i].start() - 1:words[i].start()] == "(" and _DOUBTED_IN_BRACKETS.match(text, words[i].end()):
            close = {name for part, name in self._part.items() if len(part) >= 4 and near(word, part, 1)}
            if len(close) == 1:
                return close.pop()
        if not words[i].group(0)[:1].isupper():
            return None
        before = fold(words[i - 1].group(0)) if i and not text[words[i - 1].end():words[i].start()].strip(". ") else ""
        if word in self._barrel_parts and before in _TITLE_BEFORE:
            return self._barrel_parts[word]
        if len(word) < _SURNAME_STEM + 1:
            return None
        # (the context first: most capitalised words have none of the three, and are not looked up at all)
        doubted = _DOUBTED_IN_BRACKETS.match(text, words[i].end()) is not None
        if not (doubted or before in _TITLE_BEFORE or before in self._firsts):
            return None
        # (a "Mc" said "Mac", and a "ck" said as a "c": "Mr McIntosh" for Mackintosh)
        alike = {name for last, name in self._lasts.items()
                 if len(last) > _SURNAME_STEM + 1 and _as_said(last)[:_SURNAME_STEM] == _as_said(word)[:_SURNAME_STEM]}
        if len(alike) != 1:
            return None
        name = alike.pop()
        return name if doubted or before in _TITLE_BEFORE or before == _WORD.findall(fold(name))[0] else None

    def _someone_else(self, text, words, i, name) -> bool:
        """Whether words[i], one part of `name`, is followed straight on by a capitalised word that is no part of
        the business's people, where a place is meant: a road's or a park's word after it ("right by Grant Park",
        "the match at Bramall Lane"), or "the" or a place preposition before it ("on the Dan Ryan"). Not an
        initial ("Bill O."), "I", a verb typed capitalised, nor the person's own surname misspelt ("Dan Okafer");
        and not where no place is meant: "Called Grant Monday morning", "Thanks Grant You're a legend"."""
        if i + 1 >= len(words) or text[words[i].end():words[i + 1].start()] != " ":
            return False
        raw = words[i + 1].group(0)
        nxt = fold(raw)
        before = fold(words[i - 1].group(0)) if i else ""
        if nxt not in _PLACE_WORDS_AFTER and before not in PLACE_PREPOSITIONS | {"the"}:
            return False
        if (not raw[:1].isupper() or len(nxt) < 2 or nxt in self._part or nxt in _AFTER_NAME or nxt == "and"
                or re.fullmatch(r"i(?:'\w+)?", nxt)
                or {nxt, fold(words[i].group(0))} <= self._firm_words):  # "Tom Evans" at Tom Evans Electrical
            return False
        # ... nor more of the person's own name: "Marc Andre" for Marc-André, "Mei Lin" for Mei Lin Chow
        parts = re.findall(r"[a-z]+", fold(name))
        nxt = nxt.removesuffix("'s")
        surname = re.sub(r"[^a-z]", "", _WORD.findall(fold(name))[-1])  # "O'Neal" for O'Neill
        return nxt not in parts and not (" " in name.strip() and near(re.sub(r"[^a-z]", "", nxt), surname, 2))

    def _names_someone(self, words: str) -> bool:
        """Whether words of the business's name, side by side, are a declared person's full name or hold one's
        first name."""
        folded = fold(words)
        return folded in self._full or any(w in self._firsts for w in _WORD.findall(folded))

    def _as_name(self, text, words, i, word, raw, lexicon) -> bool:
        """Whether an ambiguous word ("Will", "Grant", "Best", "Sandy") is used as the person's name here."""
        if UNSURE_SPELLING.match(text, words[i].end()):
            return True
        before = fold(words[i - 1].group(0)) if i else ""
        if word in self._firsts and self._after_a_first_name(text, words, i, before, lexicon):
            return False  # "The other side's solicitor, Sandra Hope, ran rings round my barrister"
        if before in _TITLE_BEFORE or before == "miss" and not (i >= 2 and fold(words[i - 2].group(0)) in _MISSES):
            # (not someone unknown to the writer: "the other side's solicitor, a Mr Grant I think"; but "they sent a
            # Mr Grant out")
            # ... nor one from elsewhere: "the other side's solicitor, a Mrs Grant from a firm in Bolton")
            # ... nor one introduced in an aside: "The insurers' solicitor, a Mr Hope, was a nightmare")
            return not (i >= 2 and fold(words[i - 2].group(0)) in ("a", "an", "some", "one")
                        and (_HEDGED.match(text, words[i].end()) or _FROM_ELSEWHERE.match(text, words[i].end())
                             or (text[:words[i - 2].start()].rstrip().endswith(",")
                                 and text[words[i].end():].lstrip().startswith(","))))
        if before in ("a", "an") or (before in _ARTICLES_AND_POSSESSIVES and not raw[:1].isupper()
                                     and not text[words[i - 1].end():words[i].start()].strip()):
            return False  # "had a Grant Vortex put in", "Completely missed the mark."
        if before in ("called", "named") and i >= 2 and fold(words[i - 2].group(0)) in _SOMEONE:
            return True  # "had a guy called hamesh out"
        if before in ("had", "got", "get", "getting") and i + 1 < len(words) and fold(words[i + 1].group(0)) in (
                "out", "round", "over", "around"):
            return True  # "had grant out to look at our hot water cylinder", "got grant out to quote"
        if (word in _BANKS and i + 1 < len(words) and fold(words[i + 1].group(0)) in _BANK_WORDS
                and not text[words[i].end():words[i + 1].start()].strip()):
            return False  # "paid on my Chase card" (not "Thank you Chase. Credit where it's due")
        just_after = i > 0 and not text[words[i - 1].end():words[i].start()].strip()
        near_before = words[max(0, i - 3):i]  # (in the same sentence: "for the mortgage. Chase had it done")
        same_sentence = not near_before or not re.search(r"[.!?]", text[near_before[0].start():words[i].start()])
        if word in _BANKS and ((before in ("at", "owed") and just_after) or same_sentence and any(
                fold(w.group(0)) in ("lender", "bank", "mortgage") for w in near_before)):
            return False  # "cleared at Chase", "I owed Chase, Capital One and Discover", "Our lender was Chase"
        sentence_start = i == 0 or text[words[i - 1].end():m_start(words[i])].strip()[-1:] in (".", "!", "?", ":")
        nxt = fold(words[i + 1].group(0)) if i + 1 < len(words) else ""
        if nxt == "done" and not _DONE_SOMETHING.match(text, words[i].end()):
            nxt = ""  # "Will done. Bit pricey." is well done
        between = text[words[i].end():words[i + 1].start()] if i + 1 < len(words) else ""
        aside = _ASIDE.match(text, words[i].end())
        # (one such word or two: "Chase never really listened")
        k = i + 1
        while k < min(i + 3, len(words)) and fold(words[k].group(0)) in _BEFORE_VERB:
            k += 1
        if aside:
            then = fold(aside.group(2) or "") if fold(aside.group(1)) in _BEFORE_VERB else fold(aside.group(1))
        else:
            then = fold(words[k].group(0)) if i + 1 < k < len(words) else ""
        if then in _NOT_A_PERSON_S:
            then = ""  # "Grant (the government one) finally came through", "Bill never arrived", "Chase also declined"
        verb_follows = (nxt in _AFTER_NAME or (nxt.endswith("ed") and len(nxt) > 3) or raw.endswith(("'s", "\u2019s"))
                        or then in _AFTER_NAME or (then.endswith("ed") and len(then) > 3)
                        or (nxt == "and" and i + 2 < len(words) and (words[i + 2].group(0)[:1].isupper()
                                                                     or fold(words[i + 2].group(0)) in ("his", "her")))
                        # ("Hope and one of the paralegals went through everything")
                        or (nxt == "and" and any(fold(w.group(0)) in _CREW for w in words[i + 2:i + 6]))
                        # ("Grant, your phone manner needs work": called on)
                        or (between.strip() == "," and (not sentence_start or nxt in ("you", "you're", "youre", "your")
                                                        or nxt in self._part))  # "Hope, Nasreen and the girl"
                        or between.strip() == "=")  # "Grant = legend"
        # "hope and nate", "Frank and Gene": joined by "and" to another of the business's people.
        paired = self._joined(text, words, i, 1) or self._joined(text, words, i, -1)
        # "Sandy the paralegal", "tom the polish bloke", "Joy, their paralegal, answered", "summer (paralegal) got
        # us in"; "Hope, his paralegal, called" (after a comma only: "I had to chase her paralegal" is the verb)
        appositive = ((nxt in ("the", "their", "our", "my") or nxt in ("his", "her") and between.strip() == ",")
                      and any(fold(w.group(0)) in _ROLES | _CREW for w in words[i + 2:i + 4])
                      or (between.strip() == "(" and nxt in _ROLES)
                      # "the tech (summer i think her name was)"
                      or (before in _ROLES and i > 0 and text[words[i - 1].end():words[i].start()].strip() == "(")
                      or _AT_WORK.match(text, words[i].end()) is not None
                      # "Mark from Northbridge looked over both our packages": from the business, by its name
                      # (not "No joy from Immigration NZ")
                      or (nxt == "from" and raw[:1].isupper() and i + 2 < len(words)
                          and words[i + 2].group(0)[:1].isupper() and fold(words[i + 2].group(0)) in self._firm_words)
                      # ... or from or at its first word, written in the same case: "grant from aoraki designed our
                      # ducted system", "Hope at Strand sorted it"
                      or (nxt in ("from", "at") and i + 2 < len(words) and self._firm_first
                          and fold(words[i + 2].group(0)) == self._firm_first
                          and raw[:1].isupper() == words[i + 2].group(0)[:1].isupper()))
        # "Bill O. replaced our furnace": a first name with the initial of the person's surname.
        name = self._part.get(word)
        # (or, typed all in lower case, "dan k is the man")
        initialled = (len(nxt) == 1 and between.strip() == "" and name is not None
                      and _WORD.findall(fold(name))[-1][:1] == nxt
                      and (words[i + 1].group(0).isupper() or raw.islower()))
        if word in self._avoid:  # also a place: the town unless a verb says it is the person
            return verb_follows and before not in PLACE_PREPOSITIONS
        if self._surname_only(word):
            # "Price was standard": an ambiguous surname alone is the person only mid-sentence, capitalised.
            return raw[0].isupper() and not sentence_start and verb_follows
        # ("thank u hope and bill")
        thanked = before in ("u", "you") and i >= 2 and fold(words[i - 2].group(0)) == "thank"
        if paired and not raw[0].isupper() and not sentence_start and before not in _BEFORE_LOWER_PAIR and not thanked:
            paired = False  # "the energy efficiency grant and Darcy": a noun's head, not "thanks to will and mark"
        if paired or appositive or initialled:
            return True
        if not raw[0].isupper():
            # "bill was very upfront", "gene swapped the flapper", typed in lower case; "great job by grant and the
            # boys"
            # ("grant and the young fella were on time", at a sentence's start too)
            if (before in _BEFORE_LOWER_PAIR or sentence_start) and nxt in ("and", "n") and any(
                    fold(w.group(0)) in _CREW for w in words[i + 2:i + 5]):
                return True
            # ("cheers grant ur a legend")
            if before in _THANKS and (not nxt or between.strip()[:1] in (",", ".", "!") or nxt in _ADDRESSED):
                return True
            # (or where a clause opens after a comma, a dash or "and", with a verb of a person's straight after:
            # "honestly cant fault them, priya was on time", "rang at 6am and chase was at our door"; a word's own
            # there only in the past: ", and hope is all we have left")
            # ("but honestly danny was great": after a word that opens a clause, a form of a name no word is)
            clause_opens = sentence_start or (
                i > 0 and (between_before := text[words[i - 1].end():words[i].start()].strip()) in (",", "-", "–")
                or before == "and" and not between_before
                or before in _OPENS_A_CLAUSE and not between_before and word not in COMMON_WORD_NAMES
            ) and not (word in COMMON_WORD_NAMES and nxt in _PRESENT)
            # ("grant legend. sorted in 20 min": a name hailed)
            return clause_opens and (nxt in _AFTER_NAME or nxt in ("legend", "legends", "champion") or (
                nxt.endswith("ed") and len(nxt) > 3) or (
                nxt == "and" and i + 2 < len(words) and fold(words[i + 2].group(0)) in ("his", "her")))
        # ("Grant!!! Best sparky in Nelson": a name called out, a sentence of its own)
        return not sentence_start or verb_follows or between.lstrip()[:1] == "!"

    def _after_a_first_name(self, text, words, i, before, lexicon) -> bool:
        """Whether words[i] follows straight on a capitalised word inside a sentence that is no word of the business's
        people nor any word the rules know (a greeting, a title, a preposition): someone else's first name, and the
        word their surname ("Sandra Hope"; not "Thanks Hope", "Dear Will", "Mr Grant")."""
        previous = words[i - 1].group(0)
        return (text[words[i - 1].end():words[i].start()] == " " and previous[:1].isupper() and len(previous) >= 3
                and not opens_sentence(text, words[i - 1].start())
                and before not in self._part and before not in lexicon and before not in COMMON_WORDS
                and before not in COMMON_WORD_NAMES and before not in TITLES and before not in _OTHERS_TITLES
                and before not in _BEFORE_LOWER_PAIR and before not in _GREETINGS and before not in PLACE_PREPOSITIONS)

    def _joined(self, text, words, i, step: int) -> bool:
        """Whether words[i] is joined by "and", "or", "&" or "+" to another of the business's people, after it
        (step 1) or before it (step -1): "hope and nate", "Frank and Gene", "Dawn & Jamal"."""
        j = i + step
        if not 0 <= j < len(words):
            return False
        first, second = sorted((i, j))
        if text[words[first].end():words[second].start()].strip() in ("&", "+"):
            other = j
        # ("tomasz n jack", "every time i called thu or mark", and in Spanish: "Hope y la licenciada Marisol")
        elif fold(words[j].group(0)) in ("and", "n", "or", "y"):
            other = j + step
        else:
            return False
        while step == 1 and other < len(words) and fold(words[other].group(0)) in _BEFORE_A_NAME:
            other += 1  # "Hope and the lovely Sarah", "Hope y la licenciada Marisol"
        return 0 <= other < len(words) and fold(words[other].group(0)) in self._part

    def _surname_only(self, word) -> bool:
        name = self._part.get(word)
        return name is not None and _WORD.findall(fold(name))[-1] == word and _WORD.findall(fold(name))[0] != word

    def _with_a_letter_doubled(self, word) -> str | None:
        """The one name a word is with one of its letters written twice ("hemmi" for Hemi), if any."""
        names = {self._part[candidate] for candidate in self._by_length.get(len(word) - 1, ())
                 if any(word[k] == word[k + 1] and word[:k] + word[k + 1:] == candidate for k in range(len(word) - 1))}
        return names.pop() if len(names) == 1 else None

    def _misspelt(self, word, raw, lexicon):
        # In lower case only a longer word may be a name misspelt ("micheal was great"), and then only where
        # a name's verb follows (see find).
        if len(word) < 3 or word in COMMON_WORDS:
            return None
        # (a word of the lexicon is only a pet name's stem: "Dusty", not "Car" for Carlos)
        # A first name's first letters, capitalised: "Rafa" is Rafael, "Stu" Stuart; or them made a pet name:
        # "Dusty" is Dustin, "Lachie" Lachlan, "Fitzy" Fitzgerald (a word of the lexicon, as "Dusty" is, only
        # where a name's verb follows: see find).
        # (in lower case, four letters or more and no word of the lexicon, and a name only where a name's verb follows
        # or another of the business's people is joined to it: "hami came out", "priya and konst": see find)
        # (three letters too, of a name twice as long, and no word of the kind said in lower case: "rav was spot on"
        # for Ravinder, "tav was at our place", "tev and grant did"; not "nan", "tho", "imo", "bro")
        clipped = len(word) == 3 and not raw[:1].isupper() and word not in _SAID_IN_LOWER_CASE
        if raw[:1].isupper() or (word not in lexicon and (len(word) >= 4 or clipped)):
            for stem, whose in _pet_stems(word):
                if stem == word and word in lexicon or stem == word[:-1] and (stem in COMMON_WORDS or stem in lexicon):
                    continue  # (nor a word's plural: "Wills and bills")
                longer = {name for first, name in self._pet_names[whose].items()
                          if len(first) >= max(len(stem) + 2, 2 * len(word) if clipped else 0)
                          and first.startswith(stem)}
                if len(longer) == 1:
                    return longer.pop()
        # ... or its last letters, capitalised and no word: "Chelle" is Rochelle
        if raw[:1].isupper() and len(word) >= 5 and word not in lexicon:
            ending = {name for first, name in self._pet_names["firsts"].items()
                      if len(first) >= len(word) + 2 and first.endswith(word)}
            if len(ending) == 1:
                return ending.pop()
        if _LONGEST_NAME >= len(word) >= 5 and word not in lexicon and (undoubled := self._with_a_letter_doubled(word)):
            return undoubled  # "hemmi came and fixed the heatpump" (Hemi)
        if len(word) < 4 or word in lexicon or (not raw[:1].isupper() and len(word) < 6):
            return None
        # A long name may be misspelt twice: "Papadopolous" is Papadopoulos.
        slack = 2 if len(word) >= _LONG_NAME else 1
        for length in range(len(word) - slack, len(word) + slack + 1):
            for candidate in self._by_length.get(length, ()):
                # (a first "Y" said as "I" and written so, or the reverse: "Ms. Ibarra" is Ybarra)
                if candidate[0] != word[0] and {candidate[0], word[0]} != {"i", "y"}:
                    continue
                if len(candidate) < 5 and not raw[0].isupper():
                    continue  # a four-letter name misspelt in lower case is too likely another word
                if near(word, candidate, 2 if min(len(word), len(candidate)) >= _LONG_NAME else 1):
                    return self._part[candidate]
        return None
