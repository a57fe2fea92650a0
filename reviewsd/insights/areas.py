"""Finding the business's declared service areas in a review's text, as places (not the same words
used otherwise: "a sale on boilers", "Mrs Henderson", "Fair Oaks Blvd").
"""
import re
from collections import Counter
from functools import lru_cache

from reviewsd.insights.entities import (
    COMMON_WORD_NAMES,
    NAME_VARIANTS,
    PLACE_PREPOSITIONS,
    RELATIONS,
    STREET_WORDS,
    UNSURE_SPELLING,
    fold,
    near,
    opens_sentence,
)

# Place names that are also words: "the summit of my frustration", "since the spring", "took the liberty".
_COMMON_PLACE_WORDS = frozenset("""spring summer fall winter summit sunset sunrise liberty union mission plains harbor
highland highlands grove park ridge valley center central village heights lakes lake hills hill bay beach
river rivers springs falls oaks pines meadows mountain mountains
independence freedom unity concord harmony providence victory hope paradise commerce industry
humble normal mobile reading orange enterprise bountiful loyal prosper celebration surprise mesquite
new town converse""".split())
# Towns named by a word a sentence may open with ("Sale fell through", "Sapphire blue ute pulled up", "Mumbles
# something about capacity"): the town there only with a place's company; capitalised anywhere else, the town ("in
# Sale in March", "in Sale in Cheshire").
_OPENING_WORDS = frozenset({"sale", "sapphire", "emerald", "mumbles"})
# ... and by a verb that opens one with its object: "Bury the lot of them" (not "Bury is where we live").
_VERB_OPENING = re.compile(r"bury[ \t]+(?:the|them|it|him|her|your|my|our|his|their|all|this|that)\b", re.I)
# ... and a lowercase name with a person after it, as a verb's object: "they will try to bluff you" (a place is
# followed by none: "down in bluff we had").
_A_PERSON_AFTER = re.compile(r"[ \t]+(?:me|you|us|them|him|her)\b", re.I)
# ... and a name signed off with a kiss is the writer's: "Installer was lovely. Clive x" (not one where someone
# lives that is no one's first name: "Thank you from Beeston x"; see _WHERE_SOMEONE_LIVES_BEFORE)
_KISSED = re.compile(r"[ \t]+x{1,3}\W*$", re.I)
# ... and a name the writer joins to themself: "Marian and I have used them for six years" (after a place preposition
# it is still the place: "We live out in Marian and I love it"; and "I've" joins no one: "units in Affton and Sunset
# Hills and I've used them").
_AND_I = re.compile(r"[ \t]+(?:and|&)[ \t]+(?:I(?![\w'\u2019])|me|myself)\b")


_PLACE_NOUN = re.compile(r"\s+(?:area|office|neighbou?rhood|side|county|location|branch|residents?)\b", re.I)
# ... and someone's home there: "our glenorchy unit", "mum's halswel place", "our juniper green flat" (not "Normal
# place for a fuse box", "the mobile unit"; nor a kind of home: "our lakeview condo", "our holiday home")
_HOME_NOUN = re.compile(r"\s+(?:place|unit|flat|apartment|townhouse)\b", re.I)
_WHOSE = re.compile(r"\b(?:our|my|his|her|their|[a-z]+['\u2019]s)\s+$", re.I)


def _ending_with_one_of(words) -> re.Pattern:
    """A regex searching for one of these words ending a text, before its spaces ("we live in ")."""
    return re.compile(r"\b(?:" + "|".join(sorted(words)) + r")\s+$", re.I)


# "way" after a place and a word of direction before it: "we're out temuka way" (that direction, no street)
_WAY = re.compile(r"[ \t]+way\b")
_TOWARDS = _ending_with_one_of({"out", "over", "round", "around", "up", "down"})


def _place_noun_after(text: str, start: int, end: int) -> bool:
    """Whether a place's noun follows the word at text[start:end] (_PLACE_NOUN), or a home with its owner before it,
    or "way" with a word of direction before it (_WAY, _TOWARDS)."""
    return bool(_PLACE_NOUN.match(text, end)
                or _HOME_NOUN.match(text, end) and _WHOSE.search(text, max(0, start - 20), start)
                or _WAY.match(text, end) and _TOWARDS.search(text, max(0, start - 12), start))


# What follows a town's name where it opens a sentence ("Liberty homeowner here", "Concord's best lawyer"),
# and what precedes it as a place ("we live in normal", "out here in oak hollow").
# Its state after it and a comma, as in an address, ending the sentence: "-humble, tx", "Spring, Texas.", "Logan, Qld"
# (not "a kind and humble act.").
_STATE_AFTER = re.compile(r",\s*(?:tx|texas|ca|fl|ga|az|co|nc|wa|or|oh|pa|ny|nj|il|mn|tn|ut|nv|qld|nsw|vic|sa|tas|act|"
                          r"nt)\b(?=\s*(?:[.!?]|$))", re.I)
_PLACE_FOLLOWER = re.compile(r"(?:'s\b|\u2019s\b|-based\b|"
                             r"\s+(?:homeowners?|locals?|famil(?:y|ies)|house|home|resident)|"
                             + _STATE_AFTER.pattern + ")", re.I)

# (and the words of how far along, or beside, a place is: "out past Haumona", "out by eastpoint")
_BESIDE = frozenset({"past", "beyond", r"(?:out|over|up|down|round) by"})
_PLACE_BEFORE = _ending_with_one_of(PLACE_PREPOSITIONS | _BESIDE)
# ... and "the" before a name joined to the writer is no person's either: "We live in the Upper Valley and I was
# T-boned" (see _AND_I)
_NO_ONE_BEFORE = _ending_with_one_of(PLACE_PREPOSITIONS | _BESIDE | {"the"})
# "Mounds of paperwork": a noun of something. ("Sale of the house" is left to the sentence's other words:
# "Reading of the will", "Bath of the year" would as often be the town.)
_OF_SOMETHING = re.compile(r"\s+of\s+(?!the\b)[a-z]")
# A capital letter inside a sentence: the writer capitalises names (then a lowercase "orchard" is not one).
# (Not an abbreviation in capitals: "the new 16 SEER unit", "our AC" from a writer who capitalises no name.)
_INNER_CAPITAL = re.compile(r"(?<![.!?:]\s)(?<![.!?:])(?<!^)(?<!\bi\s)\b(?!I\b|I')(?![A-Z]+s?\b)[A-Z]")
# A sentence opening with a capitalised word ("Saw a sale on boilers"): its writer capitalises, so would
# have capitalised a town's name too.
_CAPITALISED_OPENING = re.compile(r"(?:^|[.!?]\s+)(?!I\b|I')[A-Z][a-z]")


# A declared area's name inside a longer name is that other thing: a street ("Fair Oaks Blvd"), a
# neighbouring suburb ("Stafford Heights" beside Stafford), a mall or a school.
_STREET = "|".join(sorted(STREET_WORDS))
_COURTS = (r"(?:Magistrates'?|District|County|Crown|Family|Supreme|Circuit|Superior|Municipal|Federal|High|Civil|"
           r"Criminal|Youth|Children'?s|Sheriff|Housing|Traffic|Probate|Coroners'?|Local|Claims|Justice|Juvenile)")
_LONGER_NAME = re.compile(r"[ \t]+(?i:heights|hills?|park|village|springs|beach|lakes?|creek|valley|ridge|point|"
                          r"junction|high school|elementary|middle school|airport|marina|" + _STREET + r")\b\.?"
                          # a road named after two places or more: "Spring Cypress Rd", "Beaverton-Hillsdale Hwy"
                          # (not a court of law: "the Melbourne Magistrates Court")
                          r"|(?:[ \t-]+(?!" + _COURTS + r"\b)[A-Z][\w'\u2019]*){1,2}[ \t]+(?i:" + _STREET + r")\b\.?")

# (a road through, not a court, a place or a street of the town: "at the Wynnum court", "at the Howrah place")
_THE_ROAD = re.compile(r"[ \t]+(?i:road|rd|highway|hwy|bypass|motorway|freeway|expressway|e-?way|parkway|pkwy)\b")
_THE_BEFORE = re.compile(r"\bthe[ \t]+$", re.I)


# The capitalised words of a time, not a place: "in Mesa in August", "Sale Monday".
_WHEN = (r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
         r"August|September|October|November|December|Christmas|Easter")
# A capitalised word right after a town's name makes it part of another name: "my husband's Dallas
# Cowboys season tickets", "the Houston Methodist ER", "we live in Spring Branch" (another suburb). Not
# a state, a region's word, a compass point or what stands in the place ("Humble Texas", "Sale Central", "Dallas Fort
# Worth", "Llandaff Cathedral"). A county of the name is another, larger place: "moved down from Westchester County,
# NY" (a county declared as one is matched whole).
# What stands in a place and is named for it: "a few streets from Llandaff Cathedral", "Salford Quays", "by the
# Monroeville Mall", "behind Chartwell Square", "rehab out at Lake Nona Medical City" (each the place's; the writers
# of the development sets label them so: 4 better, 1 worse before _in_another_place looked past them). Not a
# village after a name of two words, often a town of its own: "We moved from Elk Grove Village" (a one-word name's
# is its centre: _ITS_PART).
_LANDMARKS = "(?:Cathedral|Station|Quays|Shopping|Foreshore|Waterfront|Mall|Square|Plaza|Hospital|Library|Medical)"
_LANDMARK = re.compile(r"[ \t]+" + _LANDMARKS + r"\b")
_NAMED_AFTER = re.compile(r"[ \t]+(?!(?:City|Area|Township|Town|Borough|Central|Downtown|North|South|East|"
                          + _LANDMARKS + "|"
                          # (a court, but not a firm: "Airdrie Family Lawyers")
                          r"(?:Housing|Court|Courthouse|Superior|Municipal|Family|Civil|Criminal|Supreme|Magistrates)"
                          r"(?! (?:Law|Lawyers?|Legal|Solicitors?|Attorneys?|Law Group|Practice)\b)|"
                          r"West|Fort|Metro|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|"
                          r"Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|"
                          r"Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|"
                          r"Nevada|New|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode|Tennessee|Texas|Utah|Vermont|"
                          r"Virginia|Washington|Wisconsin|Wyoming|Queensland|Victoria|Tasmania|Ontario|Alberta|"
                          r"Quebec|Manitoba|Saskatchewan|England|Scotland|Wales|Ireland|" + _WHEN + r")\b)[A-Z][a-z]+")
# A title, a kinship or a role before it makes it a person: "Mrs Henderson recommended them", "my daughter
# Brooklyn's landlord", "my supervisor Everett", "a guy named Baker", "ADA Richardson"; so does being the writer's
# name.
# ... and one who did the work, by trade: "their guy Brandon replaced a $40 capacitor", "Austin, the attorney they
# handed me to"
_WORKER = (r"(?:guy|bloke|fella|tech|technician|installer|plumber|electrician|sparky|lawyer|attorney|solicitor|"
           r"paralegal|receptionist|adjuster|apprentice|offsider|"
           # (and who treats the writer: "Our pediatrician Dr. Phillips", "Dr. Phillips (my orthopedist, not the
           # neighborhood)")
           r"pa?ediatrician|therapist|orthopa?edist|doctor|dentist|surgeon|physio)")
_TITLED = re.compile(r"\b(?:mr|mrs|ms|miss|dr|mx|judge|justice|hhj|dj|officer|detective|sgt|sergeant|pastor|"
                     r"ada|prosecutor|deputy|sheriff|constable|coach|"
                     # ("our office manager Roslyn")
                     rf"(?:my|our|his|her|their|the|a|old|'s) (?:line |office |practice |site |late |dear )?"
                     rf"(?:{RELATIONS}|{_WORKER})|"
                     # someone introduced by name: "The defense attorney, a guy named Baker", "My line manager
                     # (called Heath, of all names)", "a lawyer named Kirkwood" (not "My wife called Brandon council")
                     rf"(?:(?:guy|man|woman|lady|bloke|fella|chap|someone|somebody|piece of work|character|"
                     rf"gentleman),? |{RELATIONS}(?:, | \())"
                     r"(?:named|called)|"
                     # (a worker only named: "My attorney called Humble PD" is a call)
                     rf"{_WORKER} named|"
                     # the writer's own name: "My name's Marian, I'm 78"
                     r"my name(?:['\u2019]s| is)|"
                     # a child by their age: "Our 6 year old Manaia decided to flush a toy car"
                     r"(?:my|our|his|her|their) \d{1,2}[- ](?:year|yr)s?[- ]old)\.?\s+$", re.I)
# ... or after it, described: "Austin, the attorney they handed me to" (not "Heath, the electrician covered both")
_A_WORKER_AFTER = re.compile(rf",[ \t]+(?:the|my|our|their|his|her|a|an)[ \t]+{_WORKER}[ \t]+"
                             r"(?:they|who|that|he|she|we|i|you)\b|"
                             # ... or a kin in brackets: "Clive (my hubby) is stoked", or a worker
                             rf"[ \t]+\((?:my|our|his|her) (?:{RELATIONS}\)|{_WORKER}\b)", re.I)
# (A kinship ending the sentence before is none where Areas.find spreads it to a name's other mentions: "by a friend.
# Brandon is lucky"; a title's stop ends none: "Mrs. ")
_SENTENCE_ENDS = re.compile(r"[a-z]{4,}\.\s+$", re.I)
# A capitalised word before it that is no place's makes it part of a person's or a building's name:
# "Clark Kent", "Westfield Marion" (a mall). Not a compass point or a place's word ("West Marion",
# "Downtown Raleigh", "Lake Oswego"), nor a word of a sentence written in title case ("Best Plumber In
# Springfield!").
_PLACE_OR_PLAIN_WORDS = frozenset("""north south east west northern southern eastern western downtown uptown midtown
central greater upper lower old new st saint little big metro inner outer historic near far
suburban rural coastal i in at to from the of and for on by around outside serving served serve serves love live lives
living here we our my best great top home homes all across throughout""".split())
_WORD_BEFORE = re.compile(r"(\S+)[ \t]+$")


# A common word qualified by another place is that word: "we were at the beaches in cuba".
# (not a time: "in Sale in one morning")
_ELSEWHERE = re.compile(r"\s+(?:in|of) (?!(?:[Tt]he|one|an?|two|three|half|under|about|less|no|time|record)\b)"
                        r"[A-Za-z]+")
# ... and any name in another country is that country's: "I came over from Surrey in England". (Not "Brighton,
# England": how a writer at home gives the town too.)
# ... and a name placed in another by its name, and no more (see Areas._in_another_place)
# (not a time: "in Mesa in August", "in Revere in March")
_IN_ANOTHER = re.compile(r"[ \t]+in[ \t]+(?!(?:" + _WHEN + r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|"
                         r"Spring|Summer|Autumn|Fall|Winter|Ramadan)\b)([A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)"
                         r"(?=[ \t]*(?:[.,;:!?)]|$)|[ \t]+(?:because|and|but|so|to|for|where|when|who|"
                         # ("We moved up from Annandale in Sydney back in Feb")
                         # ("come up from Handsworth in Birmingham every time")
                         r"back|last|before|after|until|till|years|ago|with|every|each|once|twice)\b)")
_PASSED_OR_BASED = re.compile(r"\b(?:past|beyond|based (?:in|out of))[ \t]+$", re.I)
# A place denied, set against another: "a store on Glendale Ave (central Phoenix, not Glendale)", "Mesa, not
# Chandler".
_DENIED = re.compile(r"[,(;][ \t]*not[ \t]+(?:in[ \t]+)?$", re.I)
# ... and a place left for here, far off: "Moved up from Palmerston North last year", "moved here from Hampstead in
# north London", "I'm relocating from Duluth, MN" (dev sets: 8 so found, 1 labelled the place, Otley beside Leeds; a
# move between two places, "moved from Manly to Epping", keeps both, and one from near by says no "up" or "here")
_MOVED_AWAY_FROM = re.compile(r"\b(?:(?:moved|moving|emigrated)[ \t]+(?:up|down|here|over|out|across)(?:[ \t]+here)?|"
                              r"relocat(?:ed|ing))[ \t]+from[ \t]+(?:the[ \t]+)?$", re.I)
# ... and a battle, a siege or a lord named for a place, which are no visit there: "felt like the Battle of
# Bannockburn", "the Duke of Wellington"
_AN_EVENT_OR_A_TITLE_OF = re.compile(r"\b(?:battle|siege|treaty|relief|duke|duchess|earl|bishop|archbishop|lord|laird|"
                                     r"countess|marquess|viscount|baron)[ \t]+of[ \t]+$|"
                                     # ... and what something looked like: "by the end the yard looked like Woodstock"
                                     r"\b(?:looked|looks|felt|feels|sounded|sounds) like[ \t]+$", re.I)
_IDIOM = re.compile(r"\bout of[ \t]+pocket\b|\bin[ \t]+plain[ \t]+view\b", re.I)
# ... and a part of a thing named in lower case: "the west end of the property" (not "the west end of town")
_PART_OF_A_THING = re.compile(r"[ \t]+of[ \t]+(?:the|our|my|his|her|their|that|this)[ \t]+(?!town\b|city\b)[a-z]")
# ... and a verb's: "used to stoke the fire every night" (a word after "to" or a subject and before its object; not
# after a way gone: "we drove over to stoke the next day")
_A_VERB_HERE = re.compile(r"\b(?:(?<!over )(?<!down )(?<!up )(?<!out )(?<!back )(?<!went )(?<!go )(?<!drove )"
                          r"(?<!moved )(?<!came )(?<!trip )(?<!way )to|i|we|they|you|he|she|would|will|could|can|"
                          r"didn't|don't)[ \t]+$")
_ITS_OBJECT = re.compile(r"[ \t]+(?:the|a|an|it|them|our|my|his|her|their|up)\b")
# A name another place has too, told apart as that other one: "Deer Valley (the one in Utah lol)", "Westbury (the
# Wiltshire one)" (not where the other's words are declared: "Westbury (the Westbury-on-Trym one)"; nor one told apart
# from a famous other by name: "Hollywood (the Portland one, not LA lol)" is the home one; "not ours" is not)
_THE_OTHER_ONE = re.compile(r"[ \t]*[(,][ \t]*the[ \t]+(?:one[ \t]+(?:in|near|up in|down in|over in|out in)[ \t]+"
                            r"([A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*)?)|([A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*)?)[ \t]+one\b)"
                            r"(?![ \t]*,?[ \t]*not[ \t]+(?:the[ \t]+)?[A-Z])")
# ... and as the famous other of its name, which the writer's is not: "Paris (the real one, not Bourbon County lol)",
# "Cranbrook, the original one!", "Pennsylvania (the actual American one)"
_THE_FAMOUS_ONE = re.compile(r"[ \t]*[(,][ \t]*the[ \t]+(?:real|actual|original|proper|genuine|famous)\b"
                             r"[^()\n.!?]{0,24}?\bone\b", re.I)
_ABROAD = re.compile(r",?\s+in (?:England|Scotland|Wales|Ireland|Northern Ireland|the UK|Britain|India|China|Mexico|"
                     r"the Philippines|Australia|New Zealand|Canada|the US|the USA|the States|America|South Africa|"
                     r"Portugal|Spain|France|Italy|Germany|Greece|Poland|Japan|Vietnam)\b")

# ... and a name placed in a state by the state's whole name, the review going on: "ex claimed i moved to fremont
# california to get out of paying", "Moved here from Capitol Hill in DC" (a writer at home signs off with it, last:
# "Apex, North Carolina"; and the business's own state is home, where its address gives it).
_US_STATES = ("Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|"
             "Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|"
             "Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|"
             "North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|"
             "Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming")
_POSTAL = dict(pair.replace("_", " ").split(":") for pair in (
    "al:alabama ak:alaska az:arizona ar:arkansas ca:california co:colorado ct:connecticut de:delaware fl:florida "
    "ga:georgia hi:hawaii id:idaho il:illinois in:indiana ia:iowa ks:kansas ky:kentucky la:louisiana me:maine "
    "md:maryland ma:massachusetts mi:michigan mn:minnesota ms:mississippi mo:missouri mt:montana ne:nebraska nv:nevada "
    "nh:new_hampshire nj:new_jersey nm:new_mexico ny:new_york nc:north_carolina nd:north_dakota oh:ohio ok:oklahoma "
    "or:oregon pa:pennsylvania ri:rhode_island sc:south_carolina sd:south_dakota tn:tennessee tx:texas ut:utah "
    "vt:vermont va:virginia wa:washington wv:west_virginia wi:wisconsin wy:wyoming").split())
_IN_A_STATE = re.compile(r",?[ \t]+(?:in[ \t]+)?(" + _US_STATES + r"|D\.?C\.?)(?![\w.])(?![ \t]*[.!?]*[ \t]*$)", re.I)


# A street named as in French, its kind first: "avenue Laval", "boulevard Rosemont" (not "rue": also English);
# and a drink named for its town: "a bottle of Midleton", "a pint of Smithwick's".
_KIND_BEFORE_A_NAME = re.compile(r"\b(?:avenue|boulevard|boul\.|chemin|montée|montee|"
                           r"(?:bottle|glass|pint|dram|can|case|crate|six-pack) of)[ \t]+$", re.I)
# A family by its name: "The Drayton family here" (not a court or a service of the town: "the Toowoomba family court").
_A_FAMILY = re.compile(r"[ \t]+family\b(?![ \t]+(?:court|law|services?|cent(?:re|er)|practice|practise|day|fun))", re.I)
# A team's, a film's, a toy's or a company's, not the town: "an office full of Liverpool shirts", "Dallas fans",
# "standing at the Enterprise counter at the airport", "paddington bear has nothing on these guys"; nor a thing named
# for it: "a hot bath with Epsom salts".
_TEAM = re.compile(r"[ \t]+(?:fc|fans?|supporters?|shirts?|jerseys?|season tickets?|movies?|films?|stars?|endings?|"
                   r"bears?|(?:courtroom )?dramas?|counter|desk|rent-a-car|rental (?:car|counter|desk)|salts)\b", re.I)


# ... and the club someone plays for: "Ciaran plays for Garryowen" (a rugby club); the film someone is watching: "the
# kids were watching Encanto on repeat" (not "we watched Pearland grow").
_PLAYS_FOR = re.compile(r"\b(?:(?:plays?|played|playing|lines? out|lined out) (?:\w+ )?for|watching)[ \t]+$", re.I)


# A car named for a place is no place: "jump my Yukon in the driveway" (not "the Tacoma area", "our Tahoe
# cabin"): after a possessive, with a word of cars near.
_VEHICLE = re.compile(r"\b(?:my|our|his|her|their)[ \t]+$", re.I)
_CAR_WORDS = re.compile(r"\b(?:jump(?:ed|ing)?|tow(?:ed|ing)?|driv\w*|drove|park(?:ed|ing)?|truck|suv|car|battery|"
                        r"tyres?|tires?|engine|4x4)\b", re.I)
_VEHICLES = frozenset(["yukon", "tahoe", "tacoma", "tucson", "malibu", "durango", "sedona", "denali", "sierra",
                       "dakota", "aspen", "taos", "kona", "cherokee", "laredo", "sequoia", "santa fe"])
# ... and a car hire firm's, where a car is hired: "had to rent a car from Enterprise", "an Enterprise rental"
_CAR_HIRE_FIRMS = frozenset(["enterprise", "hertz", "avis", "thrifty", "europcar", "sixt"])
_CAR_HIRED = re.compile(r"\b(?:rent\w*|hire car|car hire|hired a car)\b", re.I)
_IN_BEFORE = _ending_with_one_of({"in"})
# Someone's own things make a name theirs: "Oliver's room upstairs sat at 15 degrees".
# A pet's name is no place: "Our dog Fitzroy is terrified of tradies".
_A_PET_BEFORE = re.compile(r"\b(?:our|my|the|his|her|their)[ \t]+(?:old[ \t]+|little[ \t]+|new[ \t]+)?"
                           r"(?:dog|cat|puppy|pup|kitten|horse|pony)[ \t]*,?[ \t]+$", re.I)
# ("Brandon's lawyer ate ours alive": a person's, with their kin or their lawyer)
_SOMEONES = re.compile(r"['\u2019]s (?:room|bedroom|nursery|cot|crib|toys|bike|birthday|mum|mom|dad|dog|cat|wife|"
                       r"husband|girlfriend|boyfriend|ex|(?:lawyer|attorney|solicitor|barrister)s?)\b", re.I)
# Someone of a group the writer belongs to, opening a sentence: "Shirley from our church group put us onto them"
# (not "we drove to Shirley from our old house").
_OF_A_GROUP = re.compile(r"[ \t]+from (?:(?:our|my|his|her|their) (?:church|work|office|club|gym|team|group|choir|"
                         r"playgroup|book club|bowls club|running club|street|road|building|course|class)|work|church|"
                         r"next door|down the (?:road|street))\b", re.I)
# ... or a neighbour anywhere, named: "Bev Drayton next door put us onto them", "Mrs Kelso over the road" (dev sets: 21
# so written, none a place; not after a place's preposition: "we're in Drayton, just down the road")
_A_NEIGHBOUR = re.compile(r"[ \t]+(?:from[ \t]+)?(?:next[ \t]+door|(?:across|over|down)[ \t]+the[ \t]+"
                          r"(?:road|street|fence))\b", re.I)
# ... or a worker named in brackets: "a very aggressive attorney (Baker, if you know you know)"
_A_WORKER_BRACKETED = re.compile(rf"\b{_WORKER}s?[ \t]*\($", re.I)
# ... or one who tells, opening a sentence: "Cary recommended this firm" (no place recommends)
_TELLS = re.compile(r"[ \t]+(?:recomm?end(?:ed|s)|referred (?:me|us)|swore by)\b", re.I)
# "a" and perhaps one word before a name: "a lovely bay view" (see _in_longer_name)
_A_THING = re.compile(r"\b(?:a|an)(?:[ \t]+[a-z]+)?[ \t]+$", re.I)
# ... and one after a word of degree is a word's: "wasnt very manly", "so normal" (no place is "very" anything)
_A_DEGREE = _ending_with_one_of({"very", "so", "too", "quite", "really", "more", "less", "most", "least", "pretty"})
# ... and after "the" that is what is had or enjoyed: "bought the place for the bay view" (not "out on the north shore")
_THE_THING = re.compile(r"\b(?:for|with|love[ds]?|enjoy(?:ed|ing|s)?|admir(?:e|ed|ing)|block(?:ed|ing|s)?|"
                        r"ruin(?:ed|ing|s)?|spoil(?:ed|t|ing|s)?)[ \t]+the[ \t]+$", re.I)
# Someone of another firm, wherever the sentence names them: "Had Lloyd from another electrical company out first".
_OF_ANOTHER_FIRM = re.compile(r"[ \t]+from (?:another|a different|the other|a rival) (?:\w+ ){0,2}?"
                              r"(?:company|firm|mob|outfit|crew|business)\b", re.I)

# A name joined by "&" to another that is no declared place's is a firm's or a couple's: "another firm (Matthews &
# Pruitt)", "the defense lawyer from Baker & Holt", "- Roslyn & Pete" (dev sets: all 4 so written; "and" joins places
# as often as a place and a person, "in Brunswick and Coburg", "in Partick and Kirsty was on the ball").
_AND_A_NAME = re.compile(r"[ \t]*&[ \t]+([A-Z][a-z]+)")

# Two names at a junction are streets: "T-boned at Cicero and Belmont by a guy", "we're off Oracle and Ina if"
# (not "out to Oracle and Marana", both declared, nor "at Carindale and Matt put them up", a person doing
# something: the second name ends its clause or a short word follows; nor "the crew at Cicero and Dave!": only
# "off", a corner, or a crash "at" makes a junction).
_JUNCTION = (r"(?:\b(?:(?i:t-?boned|hit|rear-?ended|crashed|accident|collision) at|off|corner of|intersection of|"
             r"junction of)[ \t]+)")
_JUNCTION_AFTER = re.compile(r"[ \t]+(?:and|&)[ \t]+([A-Z][a-z]+)(?=\s*(?:[.,;:!?)]|$)|[ \t]+(?:by|in|on|near|at|"
                             r"when|where|if|after|before|for|so|last|this|the|a|an)\b)")
_JUNCTION_BEFORE = re.compile(_JUNCTION + r"([A-Z][a-z]+)[ \t]+(?:and|&)[ \t]+$")
_AT_A_JUNCTION = re.compile(_JUNCTION + r"$", re.I)


def _at_a_junction(text: str, match, declared_words: frozenset) -> bool:
    if _AT_A_JUNCTION.search(text, max(0, match.start() - 24), match.start()):
        after = _JUNCTION_AFTER.match(text, match.end())
        return after is not None and fold(after.group(1)) not in declared_words
    before = _JUNCTION_BEFORE.search(text, max(0, match.start() - 40), match.start())
    return before is not None and fold(before.group(1)) not in declared_words


# The place's park or beach, beside which: "up by Roath Park", "at Roundhay Park every Saturday", "a stone's throw from
# Tahunanui Beach" (not "we live in Orland Park", "from Highland Park", "the Brandon Park shopping centre", nor a beach
# one lives at, often a place of its own: "the holiday house at Sarina Beach", "moved down to Kingston Beach").
_ITS_PARK_OR_BEACH = re.compile(r"[ \t]+([Pp]ark|[Bb]each)\b(?![ \t]+(?:[A-Z]|shopping))")  # ("near dalyellup beach")
_BESIDE_ITS = {
    "Park": re.compile(r"\b(?:by|beside|near|at|opposite|behind|(?:across|over) from|next to|close to)[ \t]+$", re.I),
    "Beach": re.compile(r"\b(?:by|beside|near|opposite|behind|overlooking|next to|close to|"
                        r"(?:across|over|up|back|down|minutes?|walk|throw|streets?|blocks?) from)[ \t]+$", re.I)}


# ... and a one-word place's village or valley, or its hill or bottom, the part of it that goes by its name: "our
# place in Carrollwood Village", "up in Redlynch Valley", "the house on Bluff Hill", "down near Heeley Bottom" (dev
# sets: 10 so said, none another place; not a longer name's, which as often is a town of its own, Elk Grove Village;
# nor one placed in its region, a town of its own: "Richmond Hill, Ontario"; nor a park or a heights, as often towns:
# Orland Park, Dearborn Heights); and an estate, a pier, a point or a shopping centre named for it, inside it:
# "Keswick Estate", "near the Urangan Pier", "Wharewaka Point", "Chatswood Chase", "Concord Mills", "Canton
# Crossing" (dev sets: 6 so said, all the place; not a beach, as often a town of its own, Kingston Beach)
_ITS_PART = re.compile(r"[ \t]+(?:Village|Valley|Hill|Bottom|Estate|Pier|Point|Chase|Mills|Crossing|"
                       r"(?:Business|Industrial|Retail|Technology) (?:Park|Estate))\b"
                       r"(?!,?[ \t]+[A-Z])")


def _in_longer_name(text: str, match, declared_words: frozenset = frozenset()) -> bool:
    before = text[max(0, match.start() - 60):match.start()]
    if (_TITLED.search(before[-24:]) or _KIND_BEFORE_A_NAME.search(before[-20:]) or _PLAYS_FOR.search(before[-40:])
            or _A_PET_BEFORE.search(before[-30:])):
        return True
    # (where a place goes, but for thanks: "thanks to Vincent next door for the recommendation")
    if ((_A_WORKER_AFTER.match(text, match.end()) or _A_NEIGHBOUR.match(text, match.end()))
            and (not _PLACE_BEFORE.search(before) or _THANKED.search(before))) or _A_WORKER_BRACKETED.search(
                before[-20:]):
        return True
    if match.group(0)[:1].isupper() and _named_before(text, match.start()):
        return True
    if _A_FAMILY.match(text, match.end()) and _THE_BEFORE.search(before):
        return True  # "The Drayton family here": a surname
    if _TEAM.match(text, match.end()) or _OF_ANOTHER_FIRM.match(text, match.end()) or _at_a_junction(
            text, match, declared_words):
        return True
    if (joined := _AND_A_NAME.match(text, match.end())) and fold(joined.group(1)) not in declared_words:
        return True
    if (fold(match.group(0)) in _VEHICLES and _VEHICLE.search(before[-8:])
            and _CAR_WORDS.search(text, max(0, match.start() - 40), match.end() + 40)):
        return True
    if (fold(match.group(0)) in _CAR_HIRE_FIRMS and not _IN_BEFORE.search(before)
            and _CAR_HIRED.search(text, max(0, match.start() - 40), match.end() + 40)):
        return True  # (not "our rental in Enterprise", a house let there)
    # ... and an idiom's word: "I'm now $5k out of pocket", "would be in plain view"
    if match.group(0)[:1].islower() and (_IDIOM.search(text, max(0, match.start() - 12), match.end() + 1)
                                         or _PART_OF_A_THING.match(text, match.end())
                                         or _A_VERB_HERE.search(text, max(0, match.start() - 12), match.start())
                                         and _ITS_OBJECT.match(text, match.end())):
        return True
    # A lowercase name after "a" is the common words: "a lovely bay view" (not "a Bay View plumber", "as a katy
    # resident", "a glenorchy unit"); so after "for the", "love the" (_THE_THING)
    if match.group(0)[:1].islower() and _A_DEGREE.search(text, max(0, match.start() - 12), match.start()):
        return True
    if (match.group(0)[:1].islower() and (_A_THING.search(text, max(0, match.start() - 20), match.start())
                                          or _THE_THING.search(text, max(0, match.start() - 20), match.start()))
            and not _PLACE_NOUN.match(text, match.end()) and not _HOME_NOUN.match(text, match.end())):
        return True
    if match.group(0)[:1].islower() and _A_PERSON_AFTER.match(text, match.end()):
        return True
    if _KISSED.match(text, match.end()) and not (_WHERE_SOMEONE_LIVES_BEFORE.search(before)
                                                 and fold(match.group(0)) not in _FIRST_NAMES):
        return True
    opens = opens_sentence(text, match.start())
    if _SOMEONES.match(text, match.end()) or opens and (
            _OF_A_GROUP.match(text, match.end()) or _TELLS.match(text, match.end())
            or _VERB_OPENING.match(text, match.start())):
        return True
    # Joined by a hyphen to a name before or after, it is part of a longer name: "Lac-Beauport" is no Beauport, nor
    # "Stoke-on-Trent" Stoke, nor "Easton-in-Gordano" Easton (but an "Austin-area" or "Brooklyn-based" crew is the
    # place's, "Dallas-Fort Worth" two declared places, and a seaside town's full name the town: "Southend-on-Sea").
    joined_before = re.search(r"\b([A-Z][a-z]+)-(?:[a-z]{2,5}-)?$", text[max(0, match.start() - 30):match.start()])
    joined_after = re.match(r"-(?:[a-z]{2,5}-(?!Sea\b))?([A-Z][a-z]+)", text[match.end():match.end() + 30])
    if any(joined is not None and fold(joined.group(1)) not in declared_words
           for joined in (joined_before, joined_after)):
        return True
    # A word said twice over is a joke's or a sound's: "Knock knock, who's there?"
    if re.match(r"[ \t,]+" + re.escape(match.group(0)) + r"\b", text[match.end():match.end() + 40], re.I):
        return True
    if (its := _ITS_PARK_OR_BEACH.match(text, match.end())) and _BESIDE_ITS[its.group(1).capitalize()].search(before):
        return False
    if " " not in match.group(0).strip() and _ITS_PART.match(text, match.end()):
        return False
    # (a lowercase "place" after an owner is their home there, no street: "at our trevallyn place")
    follower = _LONGER_NAME.match(text, match.end())
    if follower is not None and (follower.group(0).strip(" \t-")[:1].isupper() or match.group(0)[:1].islower()
                                 and not _place_noun_after(text, match.start(), match.end())):
        return True
    # ... and a road after "the", in lower case too: "stuck behind roadworks on the Walkerston bypass" (_THE_ROAD)
    if _THE_ROAD.match(text, match.end()) and _THE_BEFORE.search(before):
        return True
    return _NAMED_AFTER.match(text, match.end()) is not None and match.group(0)[:1].isupper()


def _named_before(text: str, at: int) -> bool:
    """Whether the word before text[at] is a capitalised name's, inside a sentence (see _PLACE_OR_PLAIN_WORDS)."""
    word = _WORD_BEFORE.search(text, max(0, at - 30), at)
    if word is None:
        return False
    token = word.group(1).lstrip("(\"'")  # "(Tony Mayfield, great guy)"
    # (a name written with a capital inside too: "Sherry FitzGerald Clontarf", an estate agent's office)
    # (and one opening a sentence, where the name tables know it as a first name: "Benjamin Franklin said nothing is
    # certain")
    return (token[:1].isupper() and token[1:].isalpha() and not token[1:].isupper()
            and fold(token) not in _PLACE_OR_PLAIN_WORDS
            and (not opens_sentence(text, word.start(1)) or fold(token) in _FIRST_NAMES))


# The first names the name tables know, and their short forms.
_FIRST_NAMES = frozenset(NAME_VARIANTS) | {form for forms in NAME_VARIANTS.values() for form in forms}


# What may follow a place that signs a review off, to its end: "... Very patient. belconnen, near the mall."
_SIGN_OFF_TAIL = re.compile(r"(?:,?\s*(?:near|by|close to|just off|next to|behind)\b[^.!?]{0,40})?\W*$", re.I)


def _signs_off(text: str, match) -> bool:
    """Whether a word opens the last sentence of a text, which says nothing more than where: the place the
    writer signs with, as "Riverview" ends a review, lower-case or not (or in brackets: "Very clever. (Sebastapol)")."""
    start = match.start() - 1 if text[match.start() - 1:match.start()] == "(" else match.start()
    return opens_sentence(text, start) and _SIGN_OFF_TAIL.match(text, match.end()) is not None


_AFTER_AN_ARTICLE = re.compile(r"\b(?:a|an)\s+$", re.I)


# What someone has, in words of a name of several in lower case, and no more: "spoil our bay view either" (a noun; but
# "our mount eden kitchen", "our glenorchy unit")
_OWNED = re.compile(r"\b(?:our|my|their|his|her|your)\s+$", re.I)
_NOTHING_MORE = re.compile(r"\s*(?:[.,;:!?)]|$|\s(?:either|too|as well|is|was|and|or|but|so|which|that)\b)", re.I)


# "to" where a verb follows, not a place: "takes the time to converse", "had to bluff" (a word's name is the word).
_TO_A_VERB = re.compile(r"\b(?:time|need(?:s|ed)?|want(?:s|ed)?|ha(?:ve|s|d)|able|going|gonna|try(?:ing)?|tried|"
                        r"happy|willing|chance|way)\s+to\s+$", re.I)


# A copula, before a name that is also a nationality's ("is Canadian", "we're Tasmanian")
_BEING = re.compile(r"\b(?:is|am|are|was|were|be|being)\s+(?:also\s+|originally\s+|half\s+)?$|['\u2019](?:m|re|s)\s+$",
                    re.I)


def _as_place(text: str, match, needs_capital: bool, plain: bool = False) -> bool:
    """Whether a match of a town's name is the town. Capitalised inside a sentence, it is. Opening a
    sentence, a town whose name is also a word needs a place's company ("Liberty homeowner here").
    Lowercase, a one-word name is a town only in a text that capitalises nothing ("we live in normal",
    not "an old orchard" or "back to normal" from a writer who capitalises names), and then, if the
    name is also a word, after a place preposition; a writer who capitalises sentence openings but no
    name is given the town only after a place preposition ("a sale on boilers" is no town Sale); a
    name of several words ("pine bluff") is one, unless its words are all plain words (`plain`) in a text
    that capitalises names."""
    word = (match.group(0).split() or [""])[-1]
    before = text[max(0, match.start() - 24):match.start()]
    if word.lower().endswith(("ian", "ean")) and _BEING.search(before):
        return False  # who someone is: "My brother-in-law is Canadian" (Canadian, Victoria)
    if (not match.group(0)[:1].isupper() and (_AFTER_AN_ARTICLE.search(before)
                                                or " " in match.group(0).strip()
                                                and (_OWNED.search(before)
                                                     or (the := _THE_BEFORE.search(before)) is not None
                                                     and _capitalises_names(text)
                                                     and not _PLACE_BEFORE.search(before, 0, the.start()))
                                                and _NOTHING_MORE.match(text, match.end()))
            and not _PLACE_FOLLOWER.match(text, match.end())):
        # "siobhan is an angel", "a little mountain of dust", "spoil our bay view", "on Bluff Hill with the bay view"
        # (from a writer who capitalises names): a noun (not "a katy resident", nor "old house on the south hill"; and
        # nor one after a place preposition and "the": "up in the catalina foothills")
        return False
    if " " in match.group(0).strip() and _capitalises_names(text) and (
            # (but where a place goes: "We're from lake highlands")
            (plain and not match.group(0)[:1].isupper() and not _PLACE_BEFORE.search(before))
            or (match.group(0)[:1].isupper() and not word[:1].isupper() and opens_sentence(text, match.start()))):
        # A writer who capitalises names would have capitalised this one: "a little village outside Oaxaca",
        # "Live oak roots got into our sewer line" (a name of common words, or capitalised only as the
        # sentence's first word).
        return False
    if not word[:1].isupper() and " " in match.group(0).strip() and not needs_capital:
        return True
    if word[:1].isupper():
        if not opens_sentence(text, match.start()):
            return True
        if _OF_SOMETHING.match(text, match.end()):
            return False  # "Mounds of paperwork": a noun opening the sentence
        return not needs_capital or bool(_place_noun_after(text, match.start(), match.end()) or
                                         _PLACE_FOLLOWER.match(text, match.end()))
    # (a word's name after "of" is that word: "the smell of mesquite smoke"; not "just north of humble")
    after_preposition = bool(_PLACE_BEFORE.search(before)) and not (
        needs_capital and (re.search(r"(?<!north )(?<!south )(?<!east )(?<!west )\bof\s+$", before)
                           or _TO_A_VERB.search(before))) \
        or _place_noun_after(text, match.start(), match.end()) or bool(_STATE_AFTER.match(text, match.end()))
    if after_preposition and not needs_capital:
        return True  # "office is in midtown": a name that is no word, where a place goes
    if not needs_capital and _signs_off(text, match):
        return True
    if _capitalises_names(text) or (not after_preposition and _CAPITALISED_OPENING.search(text)):
        return False
    return after_preposition or not needs_capital


# What locals call a place, where it is no word of its own: "South Philly", "Southie", "NOLA". A key that
# is one word of a longer name stands for it in the name too ("Northeast Philly").
NICKNAMES = {"philadelphia": ("philly",), "south boston": ("southie",), "roslindale": ("rozzie",),
             "jamaica plain": ("jp",), "new orleans": ("nola",), "minneapolis": ("mpls",), "cincinnati": ("cincy",),
             "indianapolis": ("indy",), "jacksonville": ("jax",), "albuquerque": ("abq",),
             "san francisco": ("san fran",), "sacramento": ("sactown",), "birmingham": ("brum",),
             "fremantle": ("freo",), "parramatta": ("parra",), "wollongong": ("the gong",),
             "new westminster": ("new west",), "north vancouver": ("north van",), "west vancouver": ("west van",),
             "pacific heights": ("pac heights",), "koreatown": ("k-town", "ktown"), "victoria park": ("vic park",),
             "subiaco": ("subi",), "los angeles": ("la",), "kansas city": ("kc",),
             "point chevalier": ("pt chev", "point chev"), "blanchardstown": ("blanch",),
             "capitol hill": ("cap hill",), "mount lebanon": ("mt lebo",), "mt. lebanon": ("mt lebo", "mt. lebo"),
             "east boston": ("eastie",), "tuggeranong": ("tuggers",), "bedminster": ("bemmy",),
             "portobello": ("porty",), "north hollywood": ("noho",), "maroochydore": ("maroochy",),
             "palmerston north": ("palmy",), "andersonstown": ("andytown",),
             "johnsonville": ("j'ville", "jville"), "woolloongabba": ("the gabba",), "northeast": ("nordeast",),
             "tahunanui": ("tahuna",), "rutherglen": ("ruglen",), "palmerston": ("palmy",), "woolgoolga": ("woopi",),
             "paekakariki": ("paekak",), "costessey": ("cossey",), "ballyhackamore": ("ballyhack",),
             "waipukurau": ("waipuk",), "east sacramento": ("east sac",), "lossiemouth": ("lossie",),
             # (a nickname that is also a word or a name, as written and where a place goes only: "in Dot")
             "dorchester": ("Dot",),
             # (a nickname that is also a word, in capitals only: "Kits mom", not "test kits")
             "kitsilano": ("Kits",), "mount maunganui": ("the Mount",), "indooroopilly": ("indro",)}


_WHERE_SOMEONE_LIVES = frozenset("in from near around".split())  # the prepositions of a place, never of a person
# A road's name and a comma, before its town: "our rental on Renwick Rd, Blenhiem" (Blenheim, misspelt)
_A_ROAD_BEFORE = re.compile(rf"\b(?:{_STREET})\.?,[ \t]+$", re.I)
_WHERE_SOMEONE_LIVES_BEFORE = _ending_with_one_of(_WHERE_SOMEONE_LIVES)
# ... and where a business works: "they told me they cover Awhatukee" (a place misspelt there too)
_PLACE_OR_SERVED_BEFORE = _ending_with_one_of(
    PLACE_PREPOSITIONS | _BESIDE | {"cover", "covers", "covered", "serve", "serves", "served", "service", "services"})


def _after_a_place_preposition(pattern: str, article: bool = False, words=PLACE_PREPOSITIONS) -> list:
    """Alternatives for a pattern heard only right after a place preposition (or these words), a word of its own
    ("in", not the end of "Kevin"; a regex lookbehind has one width, so one alternative for each), and with
    `article` after the preposition and "the" ("in the Richmond")."""
    the = "the " if article else ""
    return [f"(?<=\\b{p} {the}){pattern}" for p in sorted(words)]


def _in_capitals(letters: str) -> list:
    """A place's initials or short nickname, in capitals after a place preposition or before its resident only: "our
    bakery in LIC", "over in JP", "downtown KC", "JP resident here"; not "EPA certified", "got my SSI approved"."""
    return [*_after_a_place_preposition(f"(?-i:{re.escape(letters.upper())})",
                                        words=PLACE_PREPOSITIONS | {"downtown", "uptown", "midtown"}),
            f"(?-i:{re.escape(letters.upper())})(?= (?:residents?|locals?|homeowners?)\\b)"]


# What a "... City" is not alone: a state, a country, another place, a word ("in Kansas", "in Mexico", "in Studio").
_NOT_CITIES = frozenset(state.lower() for state in _US_STATES.split("|")) | frozenset(
    """jersey mexico panama guatemala kuwait vatican quebec rapid sioux ocean garden studio union central inner boulder
    carson""".split()) | {"long island", "salt lake"}
# (Of the compass points only "North": "in Havelock" is Havelock North, but "in Mildura" is the city, no Mildura South.)
_KIND_OF_PLACE = frozenset("heights district village hills park heads beach harbour harbor bay point north cove ferry"
                           .split())
# ... and the cities a beach town is named after, which are no short form of it: "in Miami" is no Miami Beach.
_CITIES_OF_BEACHES = frozenset("miami jacksonville huntington newport long virginia".split())


@lru_cache(maxsize=64)  # asked for every match in a text: once per text, not once per match
def _capitalises_names(text: str) -> bool:
    """Whether a text capitalises a word inside a sentence (a name), as _INNER_CAPITAL finds."""
    return _INNER_CAPITAL.search(text) is not None


def _s_moved(name: str, joined: str) -> str:
    """A two-word name whose one word ends in a possessive's "s" with that "s" on the other word, as a regex
    alternative ("" for none): "Kearney Springs" is Kearneys Spring (dev sets: 4 so written, none another place)."""
    words = name.split()
    if len(words) != 2 or not all(re.fullmatch(r"[a-z]{4,}", w) for w in words):
        return ""
    first, second = words
    if first.endswith("s") and not first.endswith("ss") and not second.endswith("s"):
        return "|" + re.escape(first[:-1]) + joined + re.escape(second) + "s"
    if second.endswith("s") and not second.endswith("ss") and not first.endswith("s"):
        return "|" + re.escape(first) + "s" + joined + re.escape(second[:-1])
    return ""


def _short_forms(name: str, words: frozenset, one_centre: bool = True, cities: frozenset = frozenset()) -> str:
    """Alternatives for what a town is called short, as a regex suffix of alternatives ("" for none):
    "Vegas" is Las Vegas (a name after a Spanish article goes without it), and a town named for two
    ("Fuquay-Varina") goes by its first name after a place preposition ("our place in Fuquay"; "Chester
    came out" is no Chester-le-Street), if that is no word and no person's; one of three words or more by
    its initials; a place by its nickname (NICKNAMES); and a long one-word name by a doubled letter written
    once, capitalised ("Yepoon"). `cities`: the first words several declared names share, a city's whose suburbs
    they are ("Whyalla" of Whyalla Norrie and Whyalla Stuart)."""
    if len(name) > _LONGEST_SHORTENED:
        return ""
    forms = []
    first, _, rest = name.partition(" ")  # (its first word and the rest, which the rules below read)
    # "out in kurri" is Kurri Kurri: a name that says one word twice goes by it once where a place goes, or capitalised;
    # ... and so does one of one word that ends by saying a part twice: "our bach at Kaiteri" is Kaiteriteri.
    said_twice = re.fullmatch(r"([a-z]{2,}?)([a-z]{3,})\2", name)  # (quadratic: names past _LONGEST_SHORTENED are not)
    if first == rest:
        once = first
    elif said_twice:
        once = said_twice.group(1) + said_twice.group(2)
    else:
        once = ""
    if len(once) >= 4 and once.isalpha() and once not in words:
        forms.extend([*_after_a_place_preposition(f"{re.escape(once)}(?![\\w-])"),
                      f"(?-i:{re.escape(once.capitalize())})(?![\\w-])"])
    # "our place in norrie" is Whyalla Norrie, where the city names several suburbs declared: the suburb's own word
    # after a place preposition, if that is no word and no person's ("Whyalla Stuart" is no "my husband Stuart").
    if first in cities and len(rest) >= 4 and rest.isalpha() and rest not in words:
        forms.extend(_after_a_place_preposition(f"{re.escape(rest)}(?![\\w-])"))
    if first in ("las", "los") and " " not in rest and len(rest) >= 5 and rest not in words:
        forms.append(re.escape(rest))
    # "renting in Bernal" is Bernal Heights, "in Grandview" Grandview Heights, "in the Richmond" the Richmond
    # District, "our place in Burleigh" Burleigh Heads, "at Coolum" Coolum Beach, "in Coffs" Coffs Harbour (not the
    # city a beach town is named for: "in Miami" is no Miami Beach; dev sets: 14 better, none worse with the beach,
    # the harbour, the bay, the point and the north; "out to Drummond" is Drummond Cove, "in Broughty" Broughty
    # Ferry): a name whose second word says only what kind of place goes by its first after a place preposition, in
    # either case ("our place in grandview", "a restaurant in the pearl"), if that is no word and no person's. (A
    # city is not so shortened: "in Kansas" is no Kansas City. A suburb named after its city still is: "in Cleveland"
    # is heard as Cleveland Heights.)
    kind = rest  # (the second word, where it says only what kind of place)
    if (kind in _KIND_OF_PLACE and len(first) >= 4 and first.isalpha() and first not in COMMON_WORD_NAMES | words
            and not (kind == "beach" and first in _CITIES_OF_BEACHES)):
        # (a place's common word only capitalised: "in summit" is no Summit Park)
        # (nor before another name: "at Trinity Park" is no Trinity Beach)
        alone = (re.escape(first) if first not in _COMMON_PLACE_WORDS
                 else f"(?-i:{re.escape(first.capitalize())})") + "(?![\\w-])(?![ \\t]+(?-i:[A-Z]))"
        # Only a district goes by its first word with an article: "in the Pearl"; not "from the Alamo".
        forms.extend(_after_a_place_preposition(alone, article=kind == "district"))
    # "in Ybor" is Ybor City, "in West Valley" West Valley City: a city goes by its name before "City" after a place
    # preposition, capitalised, unless that is a state's, a country's, a word or a person's ("in Kansas", "in Mexico").
    before, _, last = name.rpartition(" ")
    if (last == "city" and len(before) >= 4 and before.replace(" ", "").isalpha() and before not in _NOT_CITIES
            and before not in COMMON_WORD_NAMES | words):
        forms.extend(_after_a_place_preposition("(?-i:" + re.escape(before.title()) + ")(?![\\w-])"))
    # "a house in Wash Park" is Washington Park: a long first word clipped, capitalised, before the second as declared.
    if kind and " " not in kind and len(first) >= 7 and first.isalpha():
        clips = "|".join(re.escape(first[:k].capitalize()) for k in range(4, len(first) - 2))
        forms.append(f"(?-i:{clips})[ \\t]+{re.escape(kind)}")
    # "a teacher in wootton bassett" is Royal Wootton Bassett, its name before the crown (not "Royal Oak": one word
    # after it, which is a word); "the depot in Stratton" is Stratton St Margaret, a parish by its name before its
    # saint's, after a place preposition, if that is no word and no person's.
    if first == "royal" and " " in rest and rest.replace(" ", "").isalpha():
        forms.append(r"[ \t]+".join(map(re.escape, rest.split())))
    if (re.fullmatch(r"(?:st|saint) [a-z]+", rest) and len(first) >= 5 and first.isalpha()
            and first not in COMMON_WORD_NAMES | words):
        forms.extend(_after_a_place_preposition(f"{re.escape(first)}(?![\\w-])(?![ \\t]+(?-i:[A-Z]))"))
    # A city's centre declared as "Sydney CBD" is "the CBD", where it is the one centre declared.
    if name.endswith(" cbd") and one_centre:
        forms.append(r"(?<=\bthe )cbd")
    before_hyphen, hyphen, _ = name.partition("-")
    if (hyphen and " " not in before_hyphen and len(before_hyphen) >= 5
            and before_hyphen not in COMMON_WORD_NAMES | words):
        forms.extend(_after_a_place_preposition(f"{re.escape(before_hyphen)}(?![\\w-])"))
    for place, nicknames in NICKNAMES.items():
        if place == name or re.search(rf"\b{place}\b", name):
            for nickname in nicknames:
                if len(nickname) <= 3 and place == name:
                    forms.extend(_in_capitals(nickname) if nickname.islower()
                                 # (not "Spoke to Dot at the front desk")
                                 else _after_a_place_preposition(f"(?-i:{re.escape(nickname)})(?![\\w-])",
                                                                 words=_WHERE_SOMEONE_LIVES))
                elif nickname != nickname.lower() and place == name:
                    # (as written, but for a leading "the" at a sentence's start: "The Mount")
                    # ("Kits for the drug test", "Kits and parts" are kits; "at the Mount and had them do all 12
                    # units" is the place)
                    and_after = "" if nickname.startswith("the ") else "|and"
                    forms.append("(?-i:" + re.sub(r"^the\\ ", "[Tt]he\\ ", re.escape(nickname))
                                 + f")(?![\\w-])(?! (?:for|of|were|are{and_after})\\b)")
                else:
                    forms.append(re.escape(name.replace(place, nickname)).replace(r"\ ", r"[\s-]+"))
    # A town named "...town" goes by its initial and "town" where a place goes: "our house in J-town" (Jeffersontown).
    if name.endswith("town") and len(name) >= 8 and name.isalpha():
        forms.extend(_after_a_place_preposition(f"(?-i:{name[0].upper()})-?(?i:town)"))
    # A name of three words or more goes by its initials, in capitals: "LIC" is Long Island City.
    initials = "".join(w[0] for w in name.split())
    if len(initials) >= 3 and initials.isalpha() and initials not in words:
        forms.extend(_in_capitals(initials))
    # A name of one long word with a doubled letter written once, capitalised, is the name wherever the name would be
    # heard: "Yepoon" is Yeppoon, "at Llandaf Cathedral" Llandaff. (_slipped hears the same slip, and others, in lower
    # case too, but only where a place goes: not before another capitalised word, nor in a sign-off opening a sentence,
    # "Carrolwood, if anyone nearby is thinking of using them".)
    if name.isalpha() and len(name) >= 6:
        for at in range(1, len(name)):
            if name[at] == name[at - 1] and (single := name[:at] + name[at + 1:]) not in COMMON_WORD_NAMES | words:
                forms.append(f"(?-i:{re.escape(single.capitalize())})(?![\\w-])")
    # A name of one word written as the two it joins, where a place goes: "a rental down castle cliff" is Castlecliff,
    # "in sunny side" Sunnyside (each part four letters or more: "in new town" is no Newtown). (The other way round,
    # two words run together, is Areas.__init__'s "joined".)
    if name.isalpha() and len(name) >= 8:
        apart = "|".join(f"{re.escape(name[:at])}[ \\t]+{re.escape(name[at:])}" for at in range(4, len(name) - 3))
        forms.extend(_after_a_place_preposition(f"(?:{apart})(?![\\w-])"))
    return "".join(f"|{f}" for f in forms)


_ABBREVIATED = (("saint", "st"), ("mount", "mt"), ("point", "pt"), ("fort", "ft"), ("port", "pt"), ("little", "lil"))
# ... and the kind of place a name ends with, as an address shortens it: "Baldwin Pk", "weston crk", "slade pt".
_ABBREVIATED_KINDS = (("park", "pk"), ("creek", "crk|ck"), ("heights", "hts"), ("village", "vlg"),
                      ("springs", "spgs"), ("valley", "vly"), ("beach", "bch"), ("avenue", "ave"), ("point", "pt"),
                      ("square", "sq"))
# A compass point shortened to its letter, with its stop: "N. Charleston" is North Charleston.
_COMPASS = (("north", "n"), ("south", "s"), ("east", "e"), ("west", "w"))
# ... or to its consonants, without: "Sth Melbourne", "Havelock Nth".
_COMPASS_SHORT = {"north": "nth", "south": "sth"}
# Words that open many places' names, each no city of its own: "Port" of Port Augusta and Port Pirie.
_OPENS_NAMES = (_PLACE_OR_PLAIN_WORDS | _COMMON_PLACE_WORDS | frozenset(long for long, _ in _ABBREVIATED)
                | frozenset("lake glen cape palm royal green".split()))
# A number opening a name, in figures: "5 Points" is Five Points.
_NUMBERS = tuple((word, str(i)) for i, word in enumerate("two three four five six seven eight nine ten".split(), 2))


# What joins the next place in a list to one before it: "Edmonton, Bentley Park and Smithfeild".
_NEXT_IN_A_LIST = re.compile(r"(?:[ \t]*,[ \t]*(?:(?:and|or|&)[ \t]+)?|[ \t]+(?:and|or|&|/)[ \t]+)(?=[A-Za-z])")
_LIST_ITEM = re.compile(r"[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?")  # ... and an item of it (a place undeclared)
# Who is thanked is a person: "Thanks to Terrance" is no Torrance misspelt.
_THANKED = re.compile(r"\b(?:thanks|thank you|shout[- ]?outs?|kudos|props|hats off|cheers|credit|grateful) to\s+$",
                      re.I)
# A place opening a sentence, and the writer in it, lower-case: "sahurita here." (not "Marianne here, writing for mum")
_LOCAL_HERE = re.compile(r"[ \t]+here\b")
# ... and one who lives there, "here": "Englwood mom here." (Englewood)
_ONE_HERE = re.compile(r"[ \t]+(?:mom|mum|dad|mama|girl|guy|gal|boy|lad|lass|native|born and bred)[ \t]+here\b", re.I)
_MISSPELLABLE = 8  # letters a name needs before a word one letter from it is taken for it misspelt
_SWAPPABLE = 6  # ... and before a word with two of its letters swapped is ("salfrod", "smryna")
_SHORTEST_SLIPPED = 4  # ... and before a word of a two-word name is taken for it with a doubled letter written once
_SOUNDED = 7  # ... and before one with a vowel for another, capitalised, is ("Dennistoon", "Onekewa"; not "brighten")
# ... after its first four letters: two towns differ there as often (Hartford and Hertford, Stratford and Stretford,
# Sterling and Stirling), a slip later (Dennistoon, Takapunu, Pleasent Grove)
_SOUNDED_FROM = 4
_SOUNDED_PAIRED, _SOUNDED_PAIRED_FROM = 5, 2  # ... and for a word beside the other of its name as declared
_VOWELS = frozenset("aeiouy")
# Letters of the longest declared name given short forms: several of them are one alternative per letter of the name
# (a doubled letter written once, the name written as the two words it joins), so a hostile name of 1,000 letters took
# 14 s to build, and one of 10,000 ran out of memory; no suburb's name is near this long.
_LONGEST_SHORTENED = 60
_CLIPPED = 4  # letters a name's clipped form keeps before its "-o" ("palmo"; not "demo" of Demarest)
_WORD_OF_LETTERS = re.compile(r"[A-Za-z]{%d,}" % (_CLIPPED + 1))


_SILENT_FIRST = ("pf", "kn", "gn", "pn", "ps", "wr")  # a name's first two letters whose first is not said
# a name's ending, and as it sounds (the first two either way: "Scarboro" for Scarborough, "Westborough" for Westboro)
_SAID_EITHER_WAY = (("borough", "boro"), ("burgh", "burg"))
_ENDINGS_AS_SAID = (*_SAID_EITHER_WAY, *((said, end) for end, said in _SAID_EITHER_WAY),
                    ("dale", "dail"), ("x", "cks"), ("x", "ks"), ("oyle", "oil"), ("y", "ey"))


_UNDOUBLED = re.compile(r"(.)\1+")


def _slipped(written: str, spelt: str, swapped_only: bool = False, needs_capital: bool = True,
             sounded: tuple = (_SOUNDED, _SOUNDED_FROM)) -> bool:
    """Whether a word as written is a name's word with a letter missing, one too many or two swapped (no letter
    missing or added, for a short name: `swapped_only`), or, for one of _SOUNDED letters or more, a vowel for another
    after its first four, as it sounds, written with its capital ("Takapunu", "Onekewa";
    not "to brighten" for Brighton) unless the writer capitalises no name and it is no word (`needs_capital`; "the
    shop in aitkinvale"), beginning as it does: not a consonant for another, which as often makes another
    word or place ("spring brunch", "Kensington" for Kennington). `sounded`: the letters a name needs, and
    the first at which a vowel may slip, for the vowel rule (_slipped_here eases both beside a name's other word)."""
    word = written.lower()
    if spelt[:2] in _SILENT_FIRST and word == spelt[1:]:
        return True  # a first letter that is not said, left out: "a friend in Flugerville" (Pflugerville)
    if len(spelt) >= 6 and spelt.endswith("ham") and word == spelt[:-3] + "am" and written[:1].isupper():
        return True  # ... and a "-ham"'s "h", not said: "came in from Oldam" (Oldham)
    if (written[:1].isupper() or not needs_capital) and len(spelt) >= sounded[0] and any(
            spelt.endswith(end) and word == spelt[:-len(end)] + said for end, said in _ENDINGS_AS_SAID):
        # ... and an ending written as it sounds: "bit by a pit bull in Gardendail" (Gardendale), "a flat in
        # stanwicks" (Stanwix)
        return True
    if word == spelt or word[0] != spelt[0]:
        return False
    if word.replace("ck", "k") == spelt.replace("ck", "k"):
        return True  # (a "k" written "ck", or the reverse, as it sounds, is a slip of any name's: "monckton")
    if not swapped_only and _UNDOUBLED.sub(r"\1", word) == _UNDOUBLED.sub(r"\1", spelt):
        return True  # (doubled letters written once, or once written doubled, are a slip of any name's: "Carolton")
    if not near(word, spelt):
        return False
    if sorted(word) == sorted(spelt):
        return True
    # (a Maori "wh" inside a name written as it is often said, "w", is a slip of any name's: "Atawai" for Atawhai;
    # not a first "Wh", where English names differ so: Wharton and Warton)
    if len(word) + 1 == len(spelt) and any(spelt[i - 1:i + 1] == "wh" and spelt[:i] + spelt[i + 1:] == word
                                           for i in range(2, len(spelt))):
        return True
    if len(word) != len(spelt):
        # (a letter doubled, or a doubled one written once, is a slip of any name's: "Freemont", "Yepoon")
        longer, shorter = (word, spelt) if len(word) > len(spelt) else (spelt, word)
        return not swapped_only or len(longer) == len(shorter) + 1 and any(
            longer[i] == longer[i + 1] and longer[:i] + longer[i + 1:] == shorter for i in range(len(longer) - 1))
    (at, wrote, meant), = ((i, a, b) for i, (a, b) in enumerate(zip(word, spelt, strict=True)) if a != b)
    shortest, first_at = sounded
    return (len(spelt) >= shortest and at >= first_at and wrote in _VOWELS and meant in _VOWELS
            and (written[:1].isupper() or not needs_capital))


def home_state(business: dict) -> str:
    """The business's own state, as its address gives it (`address.region`), or ""."""
    address = business.get("address")
    region = address.get("region") if isinstance(address, dict) else None
    return region if isinstance(region, str) else ""


class Areas:
    def __init__(self, names, people=frozenset(), common=frozenset(), home_state: str = ""):
        """`home_state`: the business's own state (its address's region), named or abbreviated as the post does."""
        # (a name with no letter or digit names nothing: "-" would match the gap between any two words)
        self.names = [n for n in (names or []) if isinstance(n, str) and re.search(r"[^\W_]", n)]
        self._people = people
        self._common = common
        self._home_state = fold(home_state or "")
        self._matchers = []
        # the declared names' words (a name joined to one by a hyphen is still that place: "Dallas-Fort Worth")
        self._words = frozenset(w for n in self.names for w in re.findall(r"[a-z]+", fold(n)))
        centres = sum(fold(n).endswith(" cbd") for n in self.names)
        # (a city several declared suburbs are named after: "Whyalla" of Whyalla Norrie and Whyalla Stuart; not a
        # word that only opens names, "Port" of Port Augusta and Port Pirie)
        firsts = Counter(fold(n).split(" ")[0] for n in self.names if re.fullmatch(r"[a-z]+ [a-z]+", fold(n)))
        cities = frozenset(first for first, count in firsts.items()
                           if count >= 2 and len(first) >= 5 and first not in _OPENS_NAMES | common)
        # (no short form is another declared place's name: "in Paraparaumu" is no Paraparaumu Beach where both are)
        taken = people | common | frozenset(fold(n) for n in self.names)
        for name in self.names:
            folded = fold(name)
            # (a hyphen as a space: "cap rouge" is Cap-Rouge)
            folded = re.escape(folded).replace(r"\ ", " ").replace(r"\-", " ")
            # (a stop in a name is as often left out: "Dr Phillips" is Dr. Phillips)
            folded = folded.replace("\\.", "\\.?")
            # "town and country" is Town 'n' Country ("&", "n'", "'n'" and "and" are one word here)
            folded = re.sub(r"(?<= )(?:'n'|n'|'n|&|\\&|and)(?= )", "(?:'n'|n'|'n|n|&|and)", folded)
            # (a possessive's apostrophe, any or none: "lees summit", "Lee’s Summit" are Lee's Summit)
            folded = re.sub(r"(?<=[a-z])'(?=s(?: |$))", "['\u2019]?", folded)
            # ... and one the declared name leaves out, written: "St John's Hill" is St Johns Hill, "King's Heath"
            # Kings Heath (a word before another's only: "Hills" is no "Hill's")
            folded = re.sub(r"(?<=[a-z]{3})s(?= )", "['\u2019]?s", folded)
            # ... or ending a name of one word that is no word's plural: "hannan's" is Hannans (not "Hill's" Hills)
            if re.fullmatch(r"[a-z]{5,}s", fold(name)) and fold(name)[:-1] not in common:
                folded = folded[:-1] + "['\u2019]?s"
            # "Mt Eden" is Mount Eden, "St Albans" Saint Albans, "Pt Chevalier" Point Chevalier, "East St Paul"
            # East St. Paul.
            for long, short in _ABBREVIATED:
                folded = re.sub(rf"(?:^|(?<= ))(?:{long}|{short}(?:\\\.\??)?) ", rf"(?:{long}|{short}\\.?) ", folded)
            # ("n las vegas" too, without its stop, before a name of two words; and "north vegas": a name after a
            # Spanish article goes without it, as "Vegas" is Las Vegas)
            folded = re.sub(r"^(north|south|east|west) (las|los) ", r"\1 (?:\2 )?", folded)
            # ... or to its consonants: "Sth Melbourne", "Havelock Nth"
            for long, short in _COMPASS:
                stop = "\\.?" if re.fullmatch(rf"{long} \S+ \S+", fold(name)) else "\\."
                shorter = f"|{_COMPASS_SHORT[long]}\\.?" if long in _COMPASS_SHORT else ""
                folded = re.sub(rf"^{long} ", rf"(?:{long}|{short}{stop}{shorter}) ", folded)
                if shorter:
                    folded = re.sub(rf"(?<= ){long}$", rf"(?:{long}{shorter})", folded)
            # ... and a point between two by its letters, in capitals: "NE Heights" is Northeast Heights
            folded = re.sub(r"^(north|south)(east|west) ",
                            lambda m: f"(?:{m[1]}[- ]?{m[2]}|(?-i:{m[1][0].upper()}{m[2][0].upper()})\\.?) ", folded)
            for number, digit in _NUMBERS:
                folded = re.sub(rf"^{number} ", rf"(?:{number}|{digit}) ", folded)
            for long, short in _ABBREVIATED_KINDS:
                folded = re.sub(rf"(?<= ){long}$", rf"(?:{long}|(?:{short})\\.?)", folded)
            # "Cranberry Twp" is Cranberry Township.
            folded = re.sub(r" township$", r" (?:township|twp\\.?)", folded)
            # (a name of two words run together is the same place: "Kemptown" is Kemp Town, "sugarland" Sugar Land,
            # "Oakcliff" Oak Cliff; "Newtown" is no New Town, nor "Newcastle" New Castle: each word has four letters
            # or more, or three, not "new", and the two eight together)
            # (and a Maori name after its article "te": "the tepuru bach" is Te Puru)
            joined = r"[\s-]*" if re.fullmatch(r"[a-z]{4,} [a-z]{4,}|(?!new )(?=[a-z ]{9,}$)[a-z]{3,} [a-z]{3,}"
                                                r"|te [a-z]{4,}", fold(name)) else r"[\s-]+"
            pattern = "(?:" + folded.replace(" ", joined) + _short_forms(
                fold(name), taken, one_centre=centres == 1, cities=cities) + _s_moved(fold(name), joined) + ")"
            needs_capital = (fold(name) in COMMON_WORD_NAMES or fold(name) in people or len(name) <= 3
                             or fold(name).startswith("the ")  # "The Beaches", "The Junction"
                             or fold(name) in common or " " not in name and fold(name) in _COMMON_PLACE_WORDS)
            if fold(name) in people:  # "Sandy" the town and Sandy the technician: only "in Sandy" is the town
                pattern = r"(?:" + "|".join(sorted(PLACE_PREPOSITIONS)) + r")\s+" + pattern
            plain = all(w in common or w in _COMMON_PLACE_WORDS for w in fold(name).split())
            opening = needs_capital or fold(name) in _OPENING_WORDS
            self._matchers.append((name, re.compile(r"\b" + pattern + r"\b", re.I), needs_capital, opening, plain))
        # A long one-word name may be misspelt by a letter ("Sandringam", "chermisde"), a shorter one by two letters
        # swapped ("salfrod"): heard where a place goes.
        self._misspellable = [(name, fold(name)) for name in self.names
                              if re.fullmatch(r"[a-z]{%d,}" % _SWAPPABLE, fold(name)) and fold(name) not in common]
        # A name of two words, one of them misspelt beside the other as declared ("Grand Prarie", "jamaca plain"): a
        # letter missing, one too many or two swapped, as _misspelt hears them (not "spring brunch").
        self._misspellable_pairs = []
        for name in self.names:
            if not re.fullmatch(r"[a-z]+ [a-z]+", words := fold(name)):
                continue
            first, second = words.split()
            for spelt, kept, pattern in (
                    (first, second, rf"\b([a-z]{{{len(first) - 1},{len(first) + 1}}})[ \t]+{second}\b"),
                    (second, first, rf"\b{first}[ \t]+([a-z]{{{len(second) - 1},{len(second) + 1}}})\b")):
                # (a shorter word only with a doubled letter written once, or the reverse: "Enner Glyn")
                if len(spelt) >= _SHORTEST_SLIPPED:
                    self._misspellable_pairs.append((name, spelt, kept, re.compile(pattern, re.I),
                                                     len(spelt) < _SWAPPABLE))

    @staticmethod
    def _where_a_place_goes(text: str, found: dict) -> list:
        """The (span, word) of each long word where a place goes, once a text: after a place preposition or where
        the business works ("they cover Awhatukee"), or before a place's noun ("chermisde office"), or next in a list
        after a place `found` ("around Edmonton, Bentley Park and Smithfeild"); not the first of a longer name ("in
        Pacific Heights")."""
        listed = set()  # where each later item of a list after a place found begins
        for spans in found.values():
            for _, end in spans:
                # (each joint once: a list of a thousand places found is walked once, not once per place)
                while (joint := _NEXT_IN_A_LIST.match(text, end)) is not None and joint.end() not in listed:
                    listed.add(joint.end())
                    if (item := _LIST_ITEM.match(text, joint.end())) is None:
                        break
                    end = item.end()
        return [(m.span(), m.group(0)) for m in _WORD_OF_LETTERS.finditer(text)
                if (_PLACE_OR_SERVED_BEFORE.search(text, max(0, m.start() - 24), m.start())
                    and not _THANKED.search(text, max(0, m.start() - 24), m.start())
                    or _A_ROAD_BEFORE.search(text, max(0, m.start() - 12), m.start())
                    or _place_noun_after(text, m.start(), m.end())
                    or _PLACE_FOLLOWER.match(text, m.end()) or _ONE_HERE.match(text, m.end()) or _signs_off(text, m)
                    or m.start() in listed
                    or m.group(0).islower() and _LOCAL_HERE.match(text, m.end()) and opens_sentence(text, m.start()))
                and not re.match(r"[ \t]+[A-Z]", text[m.end():m.end() + 2])]

    def _misspelt(self, text: str, candidates: list, spelt: str, capitals: bool) -> list:
        """Where a word is the name with a letter missing, one too many or two swapped ("Sandringam", "chermisde"),
        or, for a shorter name, two swapped ("salfrod") or a vowel slipped (_slipped); not a consonant for another,
        which as often makes another word or name ("brighten", "Terrance", "Stanford"), nor the name's word in the
        plural ("a bag of mandarins", "the Highlands"); but a plural name capitalised without its "s" is the name
        ("easy enough to get to from Shawland"). A name the writer doubts ("Manoonda (sp?)") may be two letters
        off, as a person's may (entities.UNSURE_SPELLING)."""
        return [span for span, word in candidates
                if len(word) >= _SWAPPABLE - 1 and (word.lower().rstrip("s") != spelt.rstrip("s")
                                                    or word[:1].isupper() and word.lower() + "s" == spelt)
                and (self._slipped_here(text, span[0], word, spelt, capitals,
                                        swapped_only=not self._misspellable_here(text, span[0], word, spelt))
                     or UNSURE_SPELLING.match(text, span[1]) is not None and word[0].lower() == spelt[0]
                     and near(word.lower(), spelt, 2))]

    @staticmethod
    def _misspellable_here(text: str, at: int, word: str, spelt: str) -> bool:
        """Whether a name is long enough to be taken misspelt by a letter here: one of _MISSPELLABLE letters anywhere,
        one a letter shorter capitalised or where someone lives ("out in concorde", "from hialea"; not "Bunch of
        crooks" for Crookes), with the slip after its first letters, where two towns differ as often (_SOUNDED_FROM:
        "Warton" is no Wharton)."""
        same = next((k for k, (a, b) in enumerate(zip(word.lower(), spelt, strict=False)) if a != b),
                    min(len(word), len(spelt)))  # letters alike from the start
        return len(spelt) >= _MISSPELLABLE or len(spelt) == _MISSPELLABLE - 1 and same >= _SOUNDED_FROM and (
            word[:1].isupper() or _WHERE_SOMEONE_LIVES_BEFORE.search(text, max(0, at - 12), at) is not None)

    def _slipped_here(self, text: str, at: int, word: str, spelt: str, capitals: bool,
                      swapped_only: bool = False, paired: bool = False) -> bool:
        """_slipped, for the word at text[at:]: a vowel slipped in lower case only from a writer who capitalises no name
        (`capitals`), in no word, where someone lives ("the shop in aitkinvale"; not "spoke to katharine"); a word of a
        two-word name beside the other as declared (`paired`) in any case, where a place goes ("T-boned at 13th and
        Grant in capital hill" for Capitol Hill, though the writer capitalises names and "capital" is a word)."""
        # (beside the other word as declared, a vowel for another after the first two letters of a word of five,
        # capitalised: "our place in Innis Park" is Innes Park)
        sounded = ((_SOUNDED_PAIRED, _SOUNDED_PAIRED_FROM) if paired and word[:1].isupper()
                   else (_SOUNDED, _SOUNDED_FROM))
        if paired and _PLACE_BEFORE.search(text, max(0, at - 12), at):
            return _slipped(word, spelt, swapped_only, needs_capital=False, sounded=sounded)
        return _slipped(word, spelt, swapped_only, needs_capital=capitals or word.lower() in self._common
                        or not _WHERE_SOMEONE_LIVES_BEFORE.search(text, max(0, at - 12), at), sounded=sounded)

    @staticmethod
    def _clipped(candidates: list, spelt: str) -> list:
        """Where a word is the name clipped to its first letters and "-o", as locals say it: "our place in palmo"
        (Palmerston), "out at Paddo" (Paddington); or "-y" or "-a", capitalised ("out in Flaxy" for Flaxmere, "Best in
        Goona." for Goonellabah; not "in every room" for Evergreen); or clipped at a doubled consonant, capitalised
        ("the best in Shepp" for Shepparton); not the whole name, nor one as long."""
        return [span for span, word in candidates
                if ((word.lower().endswith("o") or word.endswith(("y", "a")) and word[:1].isupper())
                    and len(word) > _CLIPPED and len(word) + 2 < len(spelt) and spelt.startswith(word[:-1].lower())
                    or word[:1].isupper() and len(word) > _CLIPPED and word[-1] == word[-2] and word[-1] not in _VOWELS
                    and len(word) + 4 <= len(spelt) and spelt.startswith(word.lower()))]

    def _in_another_place(self, text: str, match) -> bool:
        """Whether a name is placed in another, undeclared place: "Westbury in Wiltshire", "Palm Beach in Sydney" are
        those places' (not "Knowle in Bristol South", both declared; "near" is as often a landmark of the place:
        "We're in Richardson near Campbell Rd"; nor a place passed on the way, "We're out past Derby in Rose Hill", nor
        the business's own base: "Great electrician based in Sale in Cheshire")."""
        if _THE_FAMOUS_ONE.match(text, match.end()):
            return True
        if (one := _THE_OTHER_ONE.match(text, match.end())) is not None:
            return not set(re.findall(r"[a-z]+", fold(one.group(1) or one.group(2)))) & self._words
        # (past what stands there: "by Clive Square in Napier")
        landmark = _LANDMARK.match(text, match.end())
        other = _IN_ANOTHER.match(text, landmark.end() if landmark else match.end())
        return (other is not None and not set(re.findall(r"[a-z]+", fold(other.group(1)))) & self._words
                and not _PASSED_OR_BASED.search(text, max(0, match.start() - 16), match.start()))

    def _in_another_state(self, text: str, match) -> bool:
        """Whether a name is placed in a state by the state's whole name (_IN_A_STATE) that is not the business's."""
        state = _IN_A_STATE.match(text, match.end())
        return state is not None and fold(state.group(1)).replace(".", "") not in (self._home_state, _POSTAL.get(
            self._home_state, ""))

    def find(self, text: str) -> list:
        # A name written with accents the declared one lacks (or the reverse) is found in the folded
        # text, whose positions are not the text's: there, only the capital-free rules apply. A name
        # the text writes as declared has been judged already (an emoji elsewhere changes nothing).
        folded = None if text.isascii() else fold(text)
        found = {}  # name -> the spans where it is the place
        for name, regex, needs_capital, opening, plain in self._matchers:
            written = list(regex.finditer(text))
            spans = [m.span() for m in written
                     if _as_place(text, m, opening, plain) and not _in_longer_name(text, m, self._words)
                     and not (needs_capital and _ELSEWHERE.match(text, m.end())) and not _ABROAD.match(text, m.end())
                     and not (_AND_I.match(text, m.end()) and not _NO_ONE_BEFORE.search(text, max(0, m.start() - 24),
                                                                                         m.start()))
                     and not self._in_another_place(text, m) and not self._in_another_state(text, m)
                     and not _DENIED.search(text, max(0, m.start() - 12), m.start())
                     and not _MOVED_AWAY_FROM.search(text, max(0, m.start() - 40), m.start())
                     and not _AN_EVENT_OR_A_TITLE_OF.search(text, max(0, m.start() - 16), m.start())]
            # Someone the review introduces by a title or a kinship is that person wherever it names them again,
            # but where a place goes: "My husband Brandon swore he could fix it ... the motor Brandon had half
            # taken apart".
            # (not a word ending a sentence before it: "Recommended by a friend. Brandon is lucky to have Amy")
            if any(_TITLED.search(before := text[max(0, m.start() - 24):m.start()])
                   and not _SENTENCE_ENDS.search(before) for m in written):
                spans = [(start, end) for start, end in spans if _PLACE_BEFORE.search(text, max(0, start - 24), start)]
            if spans or (folded is not None and not written and not needs_capital and regex.search(folded)):
                found[name] = spans
        candidates = None
        capitals = _capitalises_names(text)
        for name, spelt in self._misspellable:
            if name not in found:
                if candidates is None:
                    # (not a person's name: "thanks to Mario" is no Maribyrnong, "Marian" no Marina)
                    candidates = [(span, word) for span, word in self._where_a_place_goes(text, found)
                                  if word.lower() not in self._people]
                if spans := self._misspelt(text, candidates, spelt, capitals) or self._clipped(candidates, spelt):
                    found[name] = spans
        lowered = text.lower()
        for name, spelt, kept, regex, swapped_only in self._misspellable_pairs:
            # (the declared word looked for first: a business may declare hundreds of names)
            if name not in found and kept in lowered and (spans := [
                    m.span() for m in regex.finditer(text)
                    if self._slipped_here(text, m.start(), m.group(1), spelt, capitals, swapped_only, paired=True)]):
                found[name] = spans
        # A declared area inside another's name is that other: "East Montpelier" is not also Montpelier.
        return [name for name, spans in found.items()
                if not spans or not all(any(a <= start and end <= b and (a, b) != (start, end)
                                            for other, others in found.items() if other != name for a, b in others)
                                        for start, end in spans)]
