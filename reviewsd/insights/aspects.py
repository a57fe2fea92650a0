"""The fixed aspect taxonomy (interface.md section 6) and the words that signal each aspect.

Cues are regular expressions over one clause, written as a reviewer of any trade would put it; a
clause may speak of several aspects. Order and ids are the contract.
"""
import re

from reviewsd.insights.fastre import AnyOf

TAXONOMY = (
    ("punctuality", "Punctuality"),
    ("responsiveness", "Responsiveness"),
    ("pricing", "Pricing"),
    ("professionalism", "Professionalism"),
    ("communication", "Communication"),
    ("quality_of_work", "Quality of work"),
    ("technical_knowledge", "Technical knowledge"),
    ("cleanliness", "Cleanliness"),
)
LABELS = dict(TAXONOMY)

_CUES = {
    "punctuality": r"""on[- ]time|punctual\w*|\blate\b|lateness|tardy|\bearly\b|showed up|show up|shows up|no[- ]show|
        arrived (?:on time|late|early|at \d|right|exactly|when|just)|late arriv\w+|\bwindow\b|on the dot|appointment time|on schedule|ahead of schedule|behind schedule|waited (?:all|for hours|around|\d)|
        (?:hours?|minutes) late|kept us waiting|stood (?:us|me) up|never showed|didn't show|when (?:they|he|she) said|
        right at \d|exactly at|reschedul\w+|running behind|be there (?:at|by|between)|came when|prompt\w*|
        took (?:a lot |much |way )?longer than|longer than (?:they|we|i|expected|promised|estimated|quoted|said)|extra day|
        (?:was|were) (?:supposed|due) to (?:come|be here|arrive|start)|missed (?:the |a |two |\w+ )?(?:deadline|scheduled dates?)|
        sat (?:in the|there)|waiting room|turned up|keep saying next week|
        sat (?:\w+ ){0,2}(?:\d+|forty|thirty|an hour|two hours) (?:minutes|mins|hours?) in""",
    "responsiveness": r"""responsive\w*|unresponsive|same[- ]day|next[- ]day|\bprompt(?:ly)?\b|quick(?:ly)? (?:to )?(?:respond|repl|answer|return|get|call|came|come|out|schedul)|
        responded|response|call(?:ed)? (?:me |us )?back|calls? back|get back to|got back to|gets back|returned (?:my|our) call|
        return(?:ed)? calls?|never heard|heard back|answered (?:the|my|our) (?:phone|call|questions?|emails?)|returns? (?:a |my |our )?calls?\b|answer(?:ed)? the phone|
        emergency|within (?:an|the|one|two|a few|\d+) (?:hour|hours|minutes)|right away|fit (?:me|us) in|squeez\w+ (?:me|us) in|
        came out (?:the )?(?:same|right|quickly|fast|within|that)|came right out|weekend|after[- ]hours|middle of the night|
        \bhours? to (?:respond|reply|hear)|days? to (?:respond|reply|hear|get back)|took (?:days|weeks|forever) to|
        ghost\w*|ignored|voicemail|couldn't reach|could not reach|hard to reach|easy to reach|reach (?:him|her|them|anyone)|
        texts? back|emails? back|replied|reply|availability|available|asap|immediately|callback|hear back|
        (?:in|within) (?:an|the|one|two|half an|\d+) (?:hour|hours|minutes)|called (?:them )?at \d|fast\b|fast response|
        (?:wait|waited|waiting) (?:\d+|a|an|two|three|four|five|several) (?:days?|weeks?|hours?)|chase them|nobody came|
        (?:nobody|no one) answered|came out on|christmas|thanksgiving|holiday|took (?:\w+ )?(?:weeks|days) to get|
        (?:get|got|getting) (?:him|her|them|anyone|someone) on the phone|couldn't get (?:anyone|him|her|them)|
        (?:here|there|at (?:the|my|our) door|out|on site) by \d|first thing (?:the )?(?:next )?morning|
        came (?:out )?the same (?:night|afternoon|evening|morning)|got (?:me|us) (?:in|booked|scheduled)|
        took (?:almost |nearly |over |about |a bit |a couple )?(?:a |an |\w+ )?(?:weeks?|days|months) (?:to|from|before)|
        (?:returning|return) (?:my |our )?calls|picked up the phone|called (?:\d+|two|three|four|five|several) times|
        left (?:a |several |multiple |\d+ )?(?:voice ?)?messages?|slow to (?:respond|reply|answer|get back|return)|
        (?:called|rang|emailed|texted|messaged|chased) (?:them |him |her )?(?:\d+|two|three|four|five|six|several|multiple) times|
        took (?:\d+|two|three|four|five|six|several) (?:emails|calls|phone calls|messages) to|(?:here|round|there) by (?:half )?\d|
        boxing day|never came back|missed (?:\w+ )?(?:scheduled )?(?:dates|appointments)|
        answered (?:every|all|each) (?:\w+ )?(?:emails?|calls?|questions?|texts?) (?:within|in|the same)|
        (?:always )?picks? up the phone|first ring|returns? (?:my |our )?calls? within|
        (?:was|were|got) (?:here|there|at (?:our|my|the) \w+) (?:by|within|in) (?:\d|an? |under|less)|
        (?:here|there) in (?:\d+|under|less than)|same (?:afternoon|week|morning|evening)|got (?:us|me) on the schedule|
        (?:\d+|two|three|four|five|six|seven|eight|nine|ten) days to (?:come|get|show|respond|reply)|
        (?:here|there) by (?:lunch|lunchtime|noon|the afternoon|arvo|morning tea|smoko)""",
    "pricing": r"""pric\w*|\bcost\w*|\bfees?\b|quote\w*|estimate\w*|\bbill\w*|invoice\w*|charg(?!ers?\b)\w+|overcharg\w+|expensive|
        cheap\w*|afford\w*|value|worth|dollars?|sell (?:me|us)|selling|upsell\w*|bucks|money|paid|\bpay\b|paying|payment|rip(?:ped)?[- ]?off|
        upsell\w*|upsold|overpriced|inexpensive|discount\w*|refund\w*|retainer|hourly rate|\brates?\b|budget|
        arm and a leg|gouging|hidden|free of charge|no charge|for free|financing|warranty|diagnostic fee|trip fee|
        contingency|settlement fee|billing|billable|not (?:too |that |very |overly )?dear\b|(?:a bit|bit|quite|very|too) dear\b""",
    "professionalism": r"""professional\w*|unprofessional\w*|(?:real|true|total|such|are|were) pros\b|(?:dis)?organi[sz]ed|courteous|courtesy|polite\w*|respectful\w*|disrespect\w*|\brude\w*|friendly|
        unfriendly|kind\b(?! of)|kindness|hung up|tact\w*|pushy|high[- ]pressure|sales ?(?:pitch|tactics|guy|man)|
        acted like|on (?:his|her) phone|feel (?:stupid|dumb|bad|comfortable|like)|comfortable having|wouldn't leave|
        (?:good|great|nice|sweet|lovely|wonderful|better|sound) (?:guy|gal|lady|man|person|people|human|folks|team|lads?|blokes?|fellas?|chaps?)|the man\b|nice\b|pleasant|\bhonest\b|honesty|dishonest|integrity|trust\w*|attitude|manners|
        personable|condescending|arrogant|dismissive|compassion\w*|caring|cared|empath\w*|respect\w*|
        patient\b|patience|impatient|warm\b(?! (?:air|again|water|inside|enough|now|in here))|genuine\w*|sincere|character|demeanor|treated (?:me|us)|treat(?:s|ed|ing)? (?:their |its )?(?:clients|customers|people)|
        made (?:me|us) feel|ethic\w*|scam\w*|shady|sketchy|pushy|down to earth|class act|gentleman|sweetheart|
        nicest|kindest|lovely|(?:a )?(?:joy|pleasure) to (?:work|deal) with|predatory|offended|apologi[sz]\w*|
        in a (?:real |big )?(?:rush|hurry)|blamed|kept (?:things|everyone|me|us) calm|helped (?:me|us) (?:move|shove|carry|lift)|
        felt like (?:a|just|another) (?:number|file|case|client)|(?:case|file) number|like a number|straight shooter|talked down|
        no apology|(?:didn.t|did not|never) (?:seem to )?care|seemed to care|nobody cared|short with|checking (?:his|her) phone|judged|
        inappropriate|funny\b|(?:didn't|did not|never) (?:push|pressure)|without (?:any )?(?:pressure|pushing)|never push\w*|
        second opinion|another company (?:fixed|said|looked|found|came)|(?:trying|tried|try) to sell|used car|shakedown|
        on a mission to sell|sell you|seemed annoyed|annoyed (?:when|that)|shrugged|brusque|argued|
        refused to (?:pay|cover|fix|admit|take)|more interested in (?:his|her|their) phone|
        treated (?:it|me|us|them|every one of them) (?:like|with|well)|so (?:gentle|kind|patient|sweet) with|\bgentle\b|
        held my hand|teddy bear|proper gent|top bloke|a gem\b|a pleasure to have|(?:a |an absolute )delight\b|shirty|
        \bhumble\b|know[- ]it[- ]all|\ba saint\b|an angel\b|family feel|\bchaos\b|chaotic|misplac\w+""",
    "communication": r"""communicat\w*|explain\w*|explanation|walked (?:me|us) through|kept (?:me|us) (?:informed|updated|posted|in the loop)|
        informed|in the loop|(?:kept|left) (?:me|us|them|clients) (?:\w+ )?in the dark|updates?\b|updated|listen\w*|heard (?:me|us|my|our) (?:out|concerns)|
        \boptions\b|answered (?:all )?(?:my|our|every) questions?|questions|unclear|confus\w+|
        clear (?:communication|answers?|explanation|instructions|picture|idea)|(?:explained|spoke|laid (?:it|things|everything) out|communicated|wr[io]te|written) (?:\w+ )?clearly|clearly (?:explain\w*|laid|communicat\w*|outlin\w*|written)|crystal clear|made (?:it|things|everything) clear|
        told (?:me|us) (?:exactly |up front |upfront |beforehand |ahead of time |what|how|why|when|everything|about)|let (?:me|us) know|texted|called ahead|heads[- ]up|went over|broke (?:it )?down|
        in plain (?:english|language)|plain english|understand|understood|jargon|transparen\w+|expectations|
        what to expect|step by step|every step|responsive to (?:my )?questions|followed up|follow[- ]up|
        emails?\b|phone calls?|miscommunication|took (?:the )?time to|showed (?:me|us)|call or text|text\w*|
        (?:couldn't|could not|didn't|wouldn't|never) (?:tell|told|explain)|confirm\w*|reminders?|said (?:two|a) words|
        teach\w*|drag information|straight answer|(?:nobody|no one) (?:told|called|let)|
        (?:nobody|no one) (?:ever )?(?:warned|mentioned|asked|calls|answered|called|told)|talked (?:me|us) through|
        (?:asking|asked) (?:me|us)\b|different answers|(?:didn't|did not) (?:say|prepare)\b|informative|information\b|
        where things stood|what was going on|easy to talk to|warned\b|(?:could|should)(?:'ve| have) told (?:me|us)|
        speaks? (?:spanish|english|\w+ish)|in spanish|bilingual|(?:nobody|no one) (?:phoned|rang)|
        could (?:of|have|'ve) been an email""",
    "quality_of_work": r"""quality|workmanship|work(?:manship)? (?:itself|was|is|they did)|(?:the )?job (?:was|is) (?:done|well)|did (?:a|an) \w+ job|
        fix(?!ture)\w*|held up|holding up|still works?|works? (?:now|great|perfectly|like new|again)|like new|
        (?:hasn't|haven't|no \w+|fine|great|perfect\w*|good|dry|quiet) (?:ever )?since|still (?:doesn't|isn't|won't|wouldn't|not|broken|short)|
        whisper quiet|quiet\b|evenly|comfortable now|neat\w*|lifesavers?|drains (?:like|great|fine)|patch\w*|
        working (?:great|perfectly|fine|well)|works (?:great|perfectly|fine|well)|thorough\w*|meticulous|sloppy|
        shoddy|botched|redo|re-do|result\w*|outcome|won\b(?!['’])|settle\w*|verdict|dismiss(?:ed|al)\b|
        resolv\w+|solv\w+|(?:won|lost|handled|closed|resolved) (?:my|our|the|his|her) case|case (?:was|went|got) (?:well|great|smoothly|dismissed|closed|won|settled|thrown)|done right|perfect\w*|flawless\w*|attention to detail|detail\w*|
        leak\w* again|still leak\w*|broke again|not fixed|didn't fix|never fixed|runs? (?:great|perfectly|quiet\w*)|
        efficien\w+|excellent job|great job|good job|nice job|amazing job|fantastic job|outstanding job|
        great work|good work|excellent work|quality work|craftsmanship|solid|rocks when|custody|reduced|acquitted|\bgot (?:me|us) \w+|
        (?:stellar|beautiful|careful|clean|neat|amazing|fantastic|quality|shoddy|sloppy|poor|bad) (?:work|job)|did the job|
        (?:unit|system|heater|softener|furnace|fan|charger|generator|outlet|faucet|toilet|drain|pump|it|everything) (?:still )?works\b|
        lasted|keeps? (?:tripping|leaking|throwing|breaking|failing|clogging|dripping)|up and running|done (?:correctly|properly)|
        (?:installed|wired|done|working) (?:correctly|properly)|made a (?:real |big |huge )?difference|
        (?:had|got) (?:it|them|things|everything|the \w+|our \w+|my \w+) (?:\w+ ){0,2}(?:working|running|going|draining|flowing|blowing cold|fired up|back (?:on|up))|
        (?:flush|drain|cool|heat|run)(?:s|es|ing)? (?:properly|fine|great|again|now|perfectly|like a charm)|
        (?:humming|running|working|purring|going) (?:along )?again|went smoothly|finally (?:works|flushes|drains|cools|heats|gets?|has|have)|
        (?:got|had) (?:my|the|our|his|her) (?:\w+ ){1,3}(?:released|withdrawn|lifted|removed|stopped|approved|accepted|reinstated|abated|forgiven|waived|discharged)\b|
        (?:is|was|were|got) (?:finally )?(?:gone|released|withdrawn|lifted|approved|accepted|abated|waived|forgiven)\b|no[- ]change letter|
        (?:heats?|cools?) (?:the \w+ )?in (?:seconds|minutes)|\bsilent\b|(?:not|never) had a (?:single )?\w+ since|
        unblock\w*|unclog\w*|look(?:s|ed)? (?:great|amazing|fantastic|perfect|beautiful|gorgeous|stunning|awesome|lovely|brilliant|superb|class|terrible|awful)|
        never had (?:a|another|any) (?:breakdown|problem|issue|leak)|tidy job|sorted (?:it|the|a|our|my|everything|out)\b|chuffed|useless|
        granted|finali[sz]ed|cut (?:it |that )?in half|(?:was|is) back (?:\d+|a few|two|three|four|five|within)|
        (?:quit|died|failed|clogged|backed up|leaking|tripping) again|dead (?:by|within|after)|
        (?:still|never) (?:cools|heats|works|drains|gets (?:cold|warm|hot))|(?:fine|top[- ]notch|first[- ]rate|professional) (?:work|job)|
        (?:nice|decent|top|solid|neat|clean) (?:work|job)\b|look(?:s|ed)? (?:good|sharp|nice|clean|neat|professional|untouched)|
        passed (?:the |its |final |city )?inspection|no more \w+|(?:is|are|was|were) (?:fine|great|perfect|good) now|to code\b|
        (?:love|loving) (?:it|them|the)\b|\bgot (?:me|us|my \w+) (?:\$|a |an |the |full|more|everything|what)|
        exactly what (?:i|we) (?:asked|wanted|needed)|missed (?:a |the )?(?:filing|deadline)|better than (?:they|it|before)|
        (?:stay|stays|stayed) lit\b|(?:replaced|repaired|fixed|swapped|rewired|installed|fitted|put in|hung|mounted) (?:the|our|my|a|an|all|
        two|three|four|\d+|every|new)\b|\bnow\b|
        (?:haven't|hasn't|have not|has not|never) had (?:a |any |one )?(?:single )?(?:problem|issue|leak|clog|trouble)s?\b|
        no (?:issues|problems) (?:for|in|since)\b|(?:running|working|works|runs) fine\b|
        ice cold|nice and (?:cold|cool|warm)|finally warm|(?:house|home) is (?:finally )?(?:warm|cool)|
        (?:case|charges?|ticket|dui|dwi|it|everything) (?:was |were |got )?(?:thrown out|dropped)|dropped (?:the |all )?charges|
        got (?:it|them|the \w+|my \w+) (?:thrown out|dropped)|
        (?:order|support|custody|visitation|sentence|probation|alimony)\w* (?:was |were |got )?(?:enforced|extended|modified|reduced)|
        got (?:my|our|the|it|them) (?:\w+ ){0,3}(?:enforced|extended|modified)|deposit back|kept (?:the|my|our) house|
        craftsman\w*|takes? pride|look(?:s|ed)? smart|blowing cold (?:again|air)|crooked|
        not guilty|no jail|(?:was |were |got |been )withdrawn|beat (?:my|the|his|her) (?:\w+ )?(?:case|charges?|dui|dwi|ticket)|
        taken care of|(?:expungement|job|work|install|installation|case|it|everything|all) (?:was |is |all |got )?done\b(?! (?:by|at|in|on|for))|
        got (?:it|everything|that|them) sorted|\bapproved\b|
        (?:got|received|have|has) (?:my|his|her|our|their) (?:citizenship|green card|visa|papers|work permit)|
        (?:green card|visa|work permit|citizenship|papers|petition) (?:arrived|came|was approved|got approved|approved)|
        case (?:was |got )?(?:terminated|reopened)|(?:is|was|came) home (?:with|again|now|for)|
        lost (?:my|our|the|his|her) (?:file|paperwork|documents)""",
    "technical_knowledge": r"""knowledg\w+|expert\w*|experienced|figur\w+ (?:it |this |that )?out|traced|tracked down|found (?:it|the|a|an)\b|
        load calculation|measured|skill\w*|diagnos\w+|misdiagnos\w+|figured out|
        pinpoint\w*|found the (?:problem|issue|cause|leak|source)|troubleshoot\w*|knew (?:exactly )?what|
        kn(?:ow|ew) (?:their|his|her) stuff|knew the (?:judge|law|court|prosecutor|system|codes?)|inside (?:and )?out|
        worked out (?:the|that|it|what|why)|turned out (?:to be|it was|the)|knows (?:their|his|her|the) \w+|knows what|clueless|competen\w+|
        incompeten\w+|inexperienc\w+|savvy|understanding of|the law\b|legal (?:knowledge|expertise)|
        seasoned|trained|licensed|certified|(?:had|has|have) no idea (?:what|how) (?:he|she|they|the tech)|totally lost|
        identified|root cause|caught (?:the|a|an)|spotted|specialist|well[- ]versed|sharp|
        knows? (?:plumbing|hvac|electrical|the law|boilers|old houses|what (?:he|she|they)(?:'s| is| are|'re)? doing)|
        know what (?:he|she|they) (?:was|were|is|are) doing|unsure what|figured (?:it )?out|second opinion|
        kn(?:ew|ows) (?:every|the|all|exactly|how|which|when)\b|(?:really|clearly|obviously|truly) knows?\b|
        tracked (?:it|the \w+) (?:to|down)|good at what|(?:didn't|did not|don't|didnt|doesn't) (?:even )?need\b|
        talked (?:us|me) out of|failed (?:the |its )?inspection|\bshark\b|(?:instead of|clearly|just|were|was) guessing""",
    "cleanliness": r"""clean\w*|tidy|tidied|\bmess(?:y|ed|es)?\b|spotless|shoe covers|booties|drop cloths?|tarps?|
        (?:the|my|our|on|protect\w*|cover\w*|scuff\w*) (?:floors?|carpets?)|carpet|dust\w*|scraps|hauled|debris|muddy|mud\b|dirt\w*|filth\w*|vacuum\w*|swept|sweep|wiped|wipe|
        left (?:no|a|the) (?:trace|mess)|footprints|protect(?:ed)? (?:our|my|the) (?:floors?|home|house|carpet)|
        trash|shoes off|floor protection|left (?:the|a|an) (?:old|box|boxes|packaging)|hoover\w*|
        (?:didn't|did not|without) leav\w* (?:a |one )?(?:single )?(?:mark|trace|speck)""",
}
# Compiled without IGNORECASE (several times slower in Python's engine); clauses are lower-cased first.
# All eight are found in one scan of the clause (fastre.AnyOf). Money written as "$189" has no word
# boundary before it.
_ANY = AnyOf([" ".join(_CUES[aspect].split()).replace("| ", "|") for aspect, _ in TAXONOMY],
             [r"\$\s?\d" if aspect == "pricing" else None for aspect, _ in TAXONOMY])
CUES = {aspect: _ANY.patterns[i] for i, (aspect, _) in enumerate(TAXONOMY)}
# Words that look like cues but, in these contexts, are not about the aspect at all.
_NOT = {
    "quality_of_work": re.compile(r"\b(?:work(?:ed|s)? (?:with|for|from)|at work|to work|the work week|"
                                  r"job (?:site|title)|working with)\b", re.I),
    "cleanliness": re.compile(r"\b(?:clean(?:ed|ing)? out|drain cleaning|clean(?:ed|ing)? (?:out )?(?:the |my |our )?(?:drain|sewer|line|ducts?|furnace|coils?)|"
                              r"duct cleaning|clean record|clean bill|clean slate|came clean)\b", re.I),
    # A legal trust ("our trust", "a will and a trust", the trustees) is estate work, not trust in them.
    "professionalism": re.compile(r"\b(?:(?:living|family|our|my|the|a|of|in|her|his|their|revocable|irrevocable|"
                                  r"special needs) trusts?|trusts|trustees?)\b", re.I),
    "punctuality": re.compile(r"\b(?:late (?:husband|wife|father|mother|mom|dad|parents?|grandmother|grandfather))\b", re.I),
    # How long the work took is not how quickly they came: "in and out in 30 minutes", "done in two hours".
    "responsiveness": re.compile(r"\b(?:in and out(?: in| within)?|(?:done|finished|completed|fixed|sorted|wired|installed|"
                                 r"it|job|work) (?:\w+ )?(?:in|within)) (?:about |under |less than |just )?(?:an|the|one|two|"
                                 r"three|four|five|six|half an|\d+) (?:hours?|minutes|mins|hrs?)\b|in and out\b", re.I),
    "pricing": re.compile(r"\b(?:charged (?:with|me with)|criminal charges|the charges|free consultation|"
                          r"(?:electric|electricity|power|energy|utility|gas|heating|medical|hospital) bills?|charging at|"
                          # The debts that bring someone to a bankruptcy lawyer: "my Chapter 13 payments", "a
                          # shoebox full of bills", "behind on the mortgage payments".
                          # (not "the monthly payments on the new system", "paid by card": how a firm is paid)
                          r"(?:credit card|mortgage|car|loan|trustee|chapter \d+|13) (?:bills?|payments?)|"
                          r"(?:behind|caught up|keep(?:ing)? up) (?:on|with) (?:\w+ ){0,3}(?:payments?|bills?)|"
                          r"(?:full|pile|stack|mountain)s? of (?:\w+ )?bills|bills (?:piling|piled)|"
                          r"(?:assault|dui|dwi|driving|drug|felony|misdemeanor|theft|battery|possession) charges?|"
                          r"charges? (?:was |were |got |been )?(?:dismissed|dropped|reduced|thrown out)|"
                          r"bills? (?:is|are|was|were|have|has) (?:\w+ )?(?:down|lower|dropped)|"
                          # An EV charging; what an ex must pay; the money a case won (not what it cost).
                          r"(?:car|it|battery|phone|truck) charges|(?:support|alimony|maintenance) payments?|back pay|"
                          r"pay(?:s|ing)? (?:what (?:he|she|they) owes?|for (?:his|her|their) upkeep)|has to pay|"
                          r"(?:offered|settled (?:it |the case )?for|settlement of|got (?:me|us|her|him|my \w+)|"
                          r"award(?:ed)?|recovered|won) (?:me |us )?(?:over |almost |nearly |about )?[$\u00a3\u20ac][\d,.]+k?)\b", re.I),
}


def aspects_in(clause: str, lowered: str | None = None) -> list[tuple[str, str]]:
    """(aspect id, the cue phrase) for every aspect a clause speaks of, in taxonomy order."""
    lowered = clause.lower() if lowered is None else lowered
    found = []
    matches = _ANY.first(lowered)
    for i, (aspect, _) in enumerate(TAXONOMY):
        m = matches.get(i)
        # The exclusions are applied only where a cue matched (blanking them never creates a match).
        if m and aspect in _NOT:
            m = CUES[aspect].search(_NOT[aspect].sub(" ", lowered))
        if m:
            found.append((aspect, m.group(0)))
    return found
