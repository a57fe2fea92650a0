"""Polarity of a clause: VADER's lexicon, our trade words on top, and VADER's rules re-implemented lean.

Why not VADER's own `polarity_scores`: measured here it scores ~2,300 short reviews a second, too slow
for 100,000 reviews within the 60 s cold target once every clause is scored on its own (aspect
polarity needs clause-level scores), and it cannot be told about phrases ("on time", "called back",
"no mess"). Its lexicon (7,500 human-rated words, MIT, shipped inside the wheel) is the valuable part;
the rules that matter (negation within three words, boosters, dampeners, exclamation marks, the
normalisation to -1..1) are a few lines. Contrast ("but") is applied between clauses by analyse.py.
"""
import math
import re
from functools import lru_cache
from pathlib import Path

from reviewsd.insights.fastre import LINES, dispatch
from reviewsd.insights.text import tokens

NORMALISE_ALPHA = 15  # VADER's: compound = s / sqrt(s^2 + alpha)
NEGATION_SCALAR = -0.74
BOOST = 0.293

NEGATIONS = frozenset("""not no never nothing none nobody nowhere neither nor without cannot hardly barely
ain't aren't can't couldn't daren't didn't doesn't don't hadn't hasn't haven't isn't mightn't mustn't
needn't shan't shouldn't wasn't weren't won't wouldn't aint arent cant couldnt didnt doesnt dont hadnt
hasnt havent isnt shouldnt wasnt werent wont wouldnt zero rarely seldom""".split())
BOOSTERS = frozenset("""absolutely amazingly completely deeply enormously entirely especially exceptionally
extremely fully greatly highly hugely incredibly insanely particularly purely quite really remarkably so
super thoroughly totally truly tremendously unbelievably utterly very genuinely seriously""".split())
# "pretty" before an adjective is a degree, not praise ("pretty frustrating"): VADER rates it +2.2.
DAMPENERS = frozenset("almost slightly somewhat kinda sorta marginally partly mildly fairly pretty".split())

# The customer's trouble is not an opinion of the business: "the water heater died", "after my
# accident", "no heat", "my divorce" describe why they called. VADER rates these strongly negative.
TROUBLE = frozenset("""died dead die dying broken broke break leak leaks leaking leaked burst flood flooded
    flooding emergency emergencies problem problems issue issues trouble damage damaged clog clogged
    freezing cold hot accident injury injuries injured arrested arrest charges charged lawsuit crash
    crashed killed death pain hurt sick criminal guilty prison jail fight fighting lost lose stuck attack
    fire failed fail failing failure stress stressed stressful worried worry scared afraid fear panic
    panicked desperate tripping tripped blew blown sparking sparks smoke smell shock shocked dui
    dangerous danger hazard unsafe disease cancer grief grieving devastated passed killing rotten
    worst-case sue sued custody divorce assault reckless speeding violation ticket tickets dismissed
    offense dispute disputes fought lowball lowballed lowballing lower alarm alarms harassed harassment retaliation retaliated
    discriminated discrimination fired terminated sacked deported deportation detained persecuted persecution
    penalty penalties debt debts alone honestly agreement agreements""".split())

# Words about the trade that VADER rates 0 (or rates for another sense). Values on VADER's -4..4 scale.
DOMAIN = {
    # punctuality
    "late": -1.6, "later": 0.0, "tardy": -1.5, "punctual": 2.0, "early": 0.8, "delayed": -1.2, "delay": -1.0,
    "delays": -1.2, "rescheduled": -0.8, "waited": -0.6, "waiting": -0.4, "wait": -0.3,
    # responsiveness
    "responsive": 1.8, "unresponsive": -2.2, "prompt": 1.6, "promptly": 1.6, "quick": 1.3, "quickly": 1.2,
    "fast": 1.2, "speedy": 1.5, "slow": -1.4, "ignored": -2.0, "ghosted": -2.5, "asap": 0.5, "immediately": 0.8,
    # pricing
    "overpriced": -2.2, "overcharged": -2.4, "overcharge": -2.2, "pricey": -1.2, "expensive": -1.1,
    "cheap": 0.8, "cheaper": 0.8, "affordable": 1.8, "reasonable": 1.6, "reasonably": 1.2,
    "inexpensive": 1.5, "upsell": -1.6, "upsold": -1.8, "upselling": -1.8, "gouging": -2.8, "gouged": -2.6,
    "ripoff": -2.8, "scam": -2.8, "scammed": -2.9, "hidden": -0.8, "transparent": 1.5, "upfront": 1.0,
    "competitive": 1.2, "discount": 1.0, "refund": 0.3, "refunded": 0.8, "outrageous": -2.2, "steep": -1.0,
    "exorbitant": -2.4, "value": 0.8, "worth": 1.2, "fee": 0.0, "fees": 0.0, "invoice": 0.0, "bill": 0.0,
    # professionalism
    "professional": 2.0, "professionally": 1.8, "unprofessional": -2.2, "courteous": 2.0, "respectful": 2.0,
    "disrespectful": -2.2, "polite": 1.8, "rude": -2.2, "condescending": -2.0, "arrogant": -2.0,
    # Words of praise and blame VADER's lexicon lacks, at its own values for their kin ("amazing", "horrendous").
    "incredible": 2.8, "phenomenal": 3.0, "exceptional": 2.8, "legend": 2.5, "legends": 2.5, "rockstar": 2.4, "rockstars": 2.4,
    "atrocious": -3.0, "abysmal": -3.0, "disgraceful": -2.8,
    "dismissive": -1.8, "trustworthy": 2.0, "honest": 2.2, "dishonest": -2.4, "personable": 1.8,
    "patient": 1.5, "impatient": -1.5, "compassionate": 2.0, "empathetic": 1.8, "caring": 2.0,
    # communication
    "informed": 1.0, "explained": 1.0, "explains": 1.0, "clearly": 0.8, "communicative": 1.8,
    "confusing": -1.3, "confused": -1.2, "updates": 0.5, "answered": 0.5,
    # quality of work
    "thorough": 1.8, "meticulous": 1.8, "sloppy": -2.2, "shoddy": -2.5, "botched": -2.6, "redo": -1.2,
    "workmanship": 0.5, "solid": 1.3, "perfectly": 2.0, "flawless": 2.6, "flawlessly": 2.6,
    "fixed": 1.0, "resolved": 1.3, "solved": 1.3, "efficient": 1.8, "reliable": 1.8, "unreliable": -1.8,
    "incompetent": -2.5, "competent": 1.6, "half-assed": -2.4,
    # technical knowledge
    "knowledgeable": 2.0, "expert": 1.8, "expertise": 1.5, "experienced": 1.5,
    "skilled": 1.8, "misdiagnosed": -2.2, "clueless": -2.2, "inexperienced": -1.5, "savvy": 1.5,
    # cleanliness
    "tidy": 1.5, "spotless": 2.2, "neat": 1.4, "clean": 1.5, "cleaned": 1.0, "mess": -1.5, "messy": -1.6,
    "muddy": -1.4, "filthy": -2.4, "debris": -1.0,
    # words whose everyday sense here is lukewarm, or not an opinion at all
    # Lukewarm: "the work was fine", "price was standard". A trace of valence, so an aspect mentioned
    # with one of them is read as neutral rather than borrowing the rest of the sentence's tone.
    **dict.fromkeys("fine ok okay alright average standard typical normal decent acceptable".split(), 0.01),
    "loose": 0.0, "low": 0.0, "pressure": 0.0, "wish": -0.3, "stings": -1.5, "bummer": -1.5, "hassle": -1.6,
    "bothered": -0.8, "annoyed": -1.6, "meh": -1.0, "hope": 0.0, "hoping": 0.0, "hoped": 0.0, "urgent": 0.0,
    "unbelievable": -0.5, "pretty": 0.0, "footprints": -1.2, "dusty": -0.8, "free": 1.0, "crickets": -2.2, "clear": 1.0, "settled": 0.5, "enough": 0.0,
    "nonexistent": -2.0, "unanswered": -2.0, "predatory": -2.4, "runaround": -2.2, "excuses": -1.8, "surcharge": -1.2,
    "markup": -0.8, "mixed": -0.6, "bulldog": 2.0, "pitbull": 2.0, "lost": -1.0, "careful": 1.4, "gem": 2.4, "vanity": 0.0, "stellar": 2.8, "smooth": 1.4,
    # general
    "lifesaver": 2.5, "lifesavers": 2.5, "recommended": 1.2, "recommending": 1.2, "5": 0.0, "nightmare": -2.5,
    "disappointed": -2.0, "disappointing": -2.0, "frustrating": -2.0, "frustrated": -1.8, "avoid": -1.8,
    "warning": -1.2, "beware": -2.0, "again": 0.0, "hesitate": -1.1, "star": 0.0, "stars": 0.0,
    "handy": 1.2, "slog": -1.5,
    "god": 0.0,  # an exclamation ("but God it was a slog") as often as a blessing
    "agreeing": 0.0,  # to terms: "higher than what I remember agreeing to"
    "original": 0.0,  # "the original repair", "the original quote": which one, not praise
    "gross": -0.5,  # "showed me the gunk (gross)": the gunk's, not theirs
    "please": 0.0,  # a plea in a complaint ("please call me back") as often as politeness
    **dict.fromkeys(TROUBLE, 0.0),  # (see TROUBLE)
}
# Praise as it is often typed: "Excelent service, will call again" is the rave VADER cannot read.
MISSPELT = {"excelent": "excellent", "excellant": "excellent", "exellent": "excellent", "recomend": "recommend",
            "reccomend": "recommend", "reccommend": "recommend", "recomended": "recommended",
            "reccomended": "recommended", "profesional": "professional", "proffesional": "professional",
            "proffessional": "professional", "awsome": "awesome", "helpfull": "helpful", "curteous": "courteous",
            "knowlegable": "knowledgeable", "knowledgable": "knowledgeable", "amazin": "amazing",
            "fantastik": "fantastic", "definately": "definitely", "reliabe": "reliable"}
# Multi-word expressions, tried before single words (each replaced by one token with this valence).
# What a visit may leave behind (see the sarcasm over damage in PHRASES)
_DAMAGE = r"(?:stains?|holes?|puddles?|scuffs?|scratch(?:es)?|cracks?|dents?|mould|mold|damp patch)\b"
PHRASES = {
    # a charge's good outcome, told as a fact: "got my retail fraud knocked down to a civil infraction ... nothing on
    # my record", "charges dropped", "found not guilty" (not "Case got dismissed": a bankrupt's or a claimant's loss)
    r"(?:charges?|ticket|dui|dwi|owi|ovi|counts?|indictment) (?:was |were |got |been )?"
    r"(?:dismissed|dropped|thrown out)": 2.0,
    r"nothing on (?:my|his|her|their) record|not guilty|acquitted": 2.0,
    r"(?:knocked|reduced|bumped|brought) (?:it |them )?down to": 1.6,
    r"on[- ]time": 1.8, r"right on time": 2.2, r"on schedule": 1.5, r"ahead of schedule": 2.0,
    r"showed up (?:right )?when (?:they|he|she) said": 2.0, r"(?:was|were) there when (?:they|he|she) said": 1.8,
    r"no[- ]show(?:ed)?": -2.6, r"(?:never|didn't|did not) (?:show(?:ed)? up|show(?:ed)?|come|came|arrived?)": -2.6,
    r"never (?:called|phoned|rang)(?! (?:back|to))": -1.8,
    r"stood (?:us|me) up": -2.6, r"hours? late": -2.2, r"(?:an hour|\w+ hours|\w+ minutes) late": -2.0,
    r"(?:never|didn't|did not|doesn't|won't|wouldn't) (?:call|get|got|write|email|text)(?:ed)? (?:me |us )?back": -2.4,
    r"never heard (?:back|from)": -2.4, r"never (?:returned|answered)": -2.4,
    r"no (?:phone )?(?:call|calls|response|reply)": -2.0,
    r"(?:called|got|get|gets|texted|emailed|wrote) (?:me |us )?(?:right )?back": 1.2,
    r"(?:same|next)[- ]day": 1.4, r"within (?:an|the|one|two|a few|\d+) (?:hour|hours|minutes|days?)": 1.2,
    r"right away": 1.4, r"in no time": 1.6, r"up[- ]front": 1.0,
    r"rip(?:ped)?[- ]off": -2.8,
    r"arm and a leg": -2.0, r"fair price": 1.8, r"fairly priced": 1.8, r"good price": 1.6, r"great price": 2.0,
    r"price gouging": -2.8, r"(?:a lot|way) (?:more|higher) than (?:quoted|the quote|estimated|expected)": -2.2,
    r"more than (?:the )?quoted?": -1.8, r"(?:than|under|below) (?:the )?(?:quote|estimate)": 1.0,
    r"no mess": 1.6, r"no (?:mess|dust|debris|trace)": 1.6, r"(?:cleaned|clean) up (?:after|everything)": 1.8,
    r"shoe covers|booties|drop cloths?|tarps?|dust sheets?|drop sheets?|hoovered (?:up|before|after)": 1.2, r"left (?:a|the|their) mess": -2.2,
    r"no (?:complaints|issues|problems) (?:since|at all|whatsoever)": 1.6, r"no complaints": 1.6,
    # ease, at a clause's end: "Passed the civics and the english no problem", "fixed it, no worries" (VADER's "no"
    # alone is -1.2)
    r"(?<!not )(?<!had )(?<!was )(?<!is )no (?:problems?|issues?|worries|dramas|hassles?|fuss|bother)(?=\s*[.,;!?)]|$)":
        1.0,
    r"couldn't (?:be|have been) happier": 3.0, r"could not (?:be|have been) happier": 3.0,
    r"can(?:'t|not) (?:recommend|thank|praise) (?:\w+ ){0,3}(?:enough|highly enough)": 3.0,
    r"can(?:'t|not) say enough": 3.0, r"(?:would|will)(?: not|n't) hesitate": 2.4, r"nothing but (?:good|great|praise|positive)": 2.6,
    r"never again": -2.6, r"would(?: not|n't) (?:recommend|use|hire|call) (?:them |him |her )?again": -2.6,
    r"(?:still|started|again) leak(?:s|ing|ed)?": -2.0, r"leak(?:s|ing|ed)? again": -2.0, r"(?:broke|failed|stopped working) again": -2.2,
    r"came back (?:the next|a week|two weeks|within)": -1.2, r"held up": 1.2, r"working (?:great|perfectly|fine) (?:ever )?since": 2.0,
    r"went (?:above and beyond|the extra mile)": 2.8, r"above and beyond": 2.8, r"took (?:the )?time": 1.4,
    r"walked (?:me|us) through": 1.4, r"kept (?:me|us) (?:informed|updated|in the loop|posted)": 2.0,
    r"in the dark": -1.8, r"talked down": -2.0, r"knew (?:exactly )?what (?:he|she|they) (?:was|were) doing": 2.0,
    r"know (?:their|his|her) stuff": 2.0, r"knows (?:their|his|her) stuff": 2.0, r"not cheap": -1.2,
    r"piece of mind|peace of mind": 1.8, r"too much": -1.0, r"(?:a )?bit much": -1.0, r"worth (?:every|the) (?:penny|money|cost)": 2.4,
    r"not worth": -1.8, r"eye[- ]?watering(?:ly)?": -2.0, r"waste of (?:money|time)": -2.4, r"as promised": 1.4, r"as quoted": 1.2,
    r"(?:the )?(?:job|work|case) (?:was )?done right": 2.0, r"saved (?:us|me)": 1.8, r"thank you": 1.6,
    r"look(?:s|ed)? (?:great|amazing|fantastic|perfect)": 2.0,
    r"(?:will|would|i'll|we'll|i'd|we'd)? ?never (?:use|hire|call|recommend|go back to|trust) (?:them|this \w+|him|her|again)": -2.6,
    r"(?:won't|will not|wouldn't|would not) (?:be )?(?:use|using|hire|hiring|call|calling|go back|going back)\w* (?:them |him |her )?"
    r"(?:again|(?:first )?next time)": -2.6,
    # chasing them for news, and a lawyer who fought hard ("fought like hell": VADER reads the hell)
    r"(?:was|were|am|kept|keep|constantly|always|forever) (?:constantly |always )?chasing (?:them |him |her )?(?:for )?"
    r"(?:updates|answers|a reply|a response|news|information)": -1.8,
    r"(?:fought|fight|fighting|fights) like (?:hell|mad|crazy|a lion|a tiger|a demon)": 2.2,
    r"(?:nobody|no one|no-one|never|didn't|did not|won't|will not|wouldn't|would not) (?:ever )?(?:return(?:s|ed)?|answer(?:s|ed)?) (?:my |our |any |the |a )?(?:calls?|emails?|messages?|phone)": -2.4,
    # How clients are treated is said by what follows ("the way they treat clients is awful").
    r"treat(?:s|ed|ing)? (?:their |its |the )?(?:clients|customers|people|patients)": 0.0,
    r"(?:(?:once |ever )?(?:made|make|makes|making) (?:me|us) )?(?:felt|feel|feels|treated) like (?:just |only )?"
    r"(?:a|another) (?:number|file|paycheck|case number)": -2.0,
    # A penalty the business let happen is a complaint (a penalty alone is the customer's trouble).
    r"(?:landed|hit|stuck|slapped|lumbered) with (?:\w+ )?(?:interest|a penalty|penalties|fines?|late fees?)": -2.0,
    r"(?:felt|seemed|seems|feels) (?:a bit |a little |rather |quite |very |really )?(?:high|steep)": -1.4,
    r"(?:couldn't|could not|can't|cannot) (?:have )?(?:ask|wish|hope)(?:ed)? for (?:better|more|anything (?:better|more))": 2.5,
    r"(?:an? |absolute |total |real |true ){1,3}(?:star|legend|gem|rock ?star|superstar)\b(?! rating)": 2.5,
    # Pressing the other side is advocacy ("pushed the developer hard"), not pushiness.
    r"push(?:ed|ing)? (?:the (?:developer|seller|buyer|insurer|insurance company|other side|bank|lender|council|"
    r"landlord|irs|va|adjuster)|hard for (?:me|us))(?: hard)?": 1.5,
    # What they could have done instead is a complaint ("could have told me that over the phone and saved me
    # the trip").
    r"could(?:'ve| have) (?:just )?(?:told|said|mentioned|called|emailed|warned) (?:me|us)\b"
    r"(?:[^.]{0,50}?saved (?:me|us) (?:the |a )?\w+)?": -1.8,
    r"(?:the )?process (?:was|is|has been) (?:so |very |really |incredibly |extremely )?(?:stressful|painful|"
    r"frustrating|a nightmare|chaotic|slow)": -2.0,
    r"only (?:ever )?heard (?:anything|from them|back) when (?:we|i) (?:rang|called|chased)": -1.8,
    r"nobody (?:covered|picked up|took over) (?:his|her|the|my|our) (?:file|case|work)": -1.5,
    r"(?:left|leaving) (?:\w+ ){0,3}(?:oil|grease|mud|dirt|dust|debris|water|a mess|handprints?|footprints?|"
    r"boot ?prints?)\b[^.]{0,40}?(?:all over|everywhere|across)": -2.0,
    r"(?:spent|spend) (?:an|\d+|two|three|half an) \w+ cleaning up after": -2.0,
    r"not what (?:i|we|you) (?:expect|expected|paid for|'d expect|would expect)": -1.8,
    r"(?:that's|that is|it's|that was) (?:about )?the only (?:good|positive|nice) thing": -2.0,
    r"(?:not sure (?:that|it|this) was|(?:wasn't|was not|isn't|is not) (?:really )?) (?:their|his|her|the firm's|"
    r"the company's) fault": 1.0,
    # British and Irish: "dear" is dear in price, "sound" is sound in character.
    r"not (?:too |that |very |overly )?dear\b": 1.6, r"(?:a bit|bit|quite|very|too) dear\b": -1.4,
    r"(?:a |real |dead )?sound (?:lads?|man|fella|bloke|guy|people|job)": 2.0,
    r"unless (?:there's|there is|there was) money (?:involved|in it)": -1.5,
    r"covered (?:her|his|their|the|my) fees? (?:\w+ )?(?:twice|three times|many times|several times) over|"
    r"paid for itself": 2.0,
    # A settlement above the insurer's offer is the result, not a bill above the quote.
    r"(?:way|much|far|a lot) more than (?:what )?(?:the |their |they |his |her )?(?:adjuster|insurance(?: company)?|"
    r"insurer|other side)(?: was| were| had)?(?: first)? offer\w*": 2.0,
    # The upsell found out: "a second opinion ... said the field was fine".
    r"second opinion [^.]{0,80}?(?:said|says|told (?:me|us)) (?:that )?(?:it|the \w+) (?:was|is) "
    r"(?:fine|ok|okay|good|perfectly fine)": -2.2,
    r"heard nothing|(?:have|haven't) heard (?:anything|nothing)|nothing (?:since|back|changes|changed)": -2.2,
    r"(?:still|been) waiting": -1.8, r"waiting (?:a|for|over|almost|nearly)? ?(?:a |an |\w+ )?(?:weeks?|days|months?)": -2.0,
    r"waited (?:\w+ ){0,2}(?:hours|days|weeks|all day)": -2.0, r"had to call (?:\w+ )?(?:times|again|back)": -1.8,
    r"had to (?:call|ring|phone|email|chase|remind|ask|nudge|prompt) (?:\w+ ){0,3}(?:\d+|two|three|four|five|six|several|multiple|many) times": -1.8,
    r"still (?:haven't|hasn't|have not|has not|doesn't|don't|isn't|not|broken|short cycling|dripping|leaking|clogged|no|"
    r"tripping)": -2.0,
    # still blowing the wrong way in heat mode: a heat pump, not an AC "still blowing cold" two summers on
    r"still blowing cold air in heat|still blowing (?:warm|hot) air in (?:cool|cooling|ac)": -2.0,
    # "they filed with barely 2 weeks to spare": a deadline all but missed
    r"(?:barely|only|just|hardly) (?:a|an|\w+) (?:hours?|days?|weeks?) to spare": -1.5,
    r"started (?:leaking|dripping|making)": -1.8, r"(?:blowing|running) (?:warm|hot|cold) again": -2.0,
    # air that is warm or cool is a temperature, not a warm welcome or a cool guy
    # (a heater's warm air is what was wanted: neither way)
    r"blowing (?:warm|hot|lukewarm) air(?: again)?": 0.0, r"to cool (?:down|off)|cooling[- ]off": 0.0,
    # still broken, told to their face: "she is not right" (not "if anything is not right")
    r"still (?:not|isn't|wasn't) right|(?:she|it)(?:'s| is) not right": -1.5,
    r"do better": -1.8, r"second opinion": -0.8, r"(?:another|other|next) (?:company|guy|plumber|electrician|lawyer|firm)": -0.6,
    r"went with (?:someone|another|a different)": -1.4, r"(?:couldn't|could not|can't|cannot) get (?:anyone|anybody|him|her|them|a hold)": -2.2,
    r"less than (?:i|we) (?:hoped|expected|wanted)": -1.2, r"(?:cost|charged|billed|paid) (?:\w+ )?more than": -1.4,
    r"mixed feelings": -0.8, r"nightmare until": 0.4, r"kind of|sort of": 0.0,
    # a device's name, not praise: "the whole house trips the safety switch"
    r"safety (?:switch|switches|switchboard|cut[- ]?outs?|valves?)": 0.0,
    # ... and a pipe's: "moved washing machine waste pipe"
    r"waste (?:pipes?|water|lines?|outlets?|traps?|disposals?|disposers?|stacks?|valves?)": 0.0,
    r"bad (?:\w+ )?(?:breaker|part|sensor|capacitor|valve|outlet|switch|wire|wiring|connection|igniter|thermocouple|"
    r"flapper|cartridge|motor|board|fuse|seal|gasket|pipe|batch|neutral|ground|relay|coil|compressor|pump)": 0.0, r"no surprises": 1.6, r"no (?:extra|hidden) (?:charge|charges|fees?)": 1.6,
    r"(?:didn't|did not) charge (?:extra|more|us|me|for|a thing|anything)": 1.6, r"(?:didn't|did not|never|don't|doesn't) (?:make|made|let) (?:me|us) feel (?:stupid|dumb|bad|rushed)": 1.8,
    r"(?:no|without) (?:holiday |weekend |extra )?markup": 1.4, r"only charged": 1.0,
    # the business wished for from the start: "Should have called Octagon first"
    r"should(?:'ve| have) (?:called|used|rung|phoned|hired|booked|gone (?:to|with)|come to) (?:them|these guys|this "
    r"(?:lot|mob|firm|company|team)|[a-z]+) (?:first|sooner|earlier|in the first place)": 2.0,
    # an application through without the office asking for more: "approved with no RFE"
    r"(?:no |without (?:an? |any )?)(?:rfes?|requests? for (?:more |further )?(?:evidence|info\w*))": 1.2,
    r"(?:a|in) (?:day|week|month) (?:later|or two)": -0.4,
    # Hedges and counterfactuals: "pretty sure" is not praise; "would have been a nightmare" is one averted.
    r"(?:has|have|had)(?: \w+)? never (?:been|felt|looked|run|ran|worked|sounded) better": 2.6,
    # Pushed into a decision: "felt pressured into accepting it", "rushed me to sign" (not "rushed into surgery").
    r"(?:felt |feel |was |were |got )?(?:(?:pressured|pressed|pushed|bullied) (?:me |us |him |her )?into \w+|"
    r"(?:pushed|pressured|pressed|rushed|bullied) (?:me |us )?(?:in)?to (?:accept|settle|sign|take|plead))": -2.2,
    # A charge for nothing done yet: "$180 trip fee just to show up".
    r"(?:fee|charge[ds]?|paid|pay|[$\u00a3\u20ac]\d[\d,]*)\b[^.]{0,40}?\bjust (?:to|for) (?:show(?:ing)? up|turn(?:ing)? up|"
    r"come out|coming out|walk(?:ing)? in|look(?:ing)? at (?:it|them))": -1.8,
    # A slow drain is the customer's trouble, not slow service; "no upsell" is praise.
    r"slow(?:ly)? (?:\w+ )?(?:drain\w*|leak\w*|drip\w*|flush\w*|sink|toilet|tub|shower)": 0.0,
    r"no (?:upsell\w*|upsold|hard sell|sales pitch|sales pressure)": 1.6,
    r"(?:never|didn't|did not|nobody|no one|no-one) (?:ever |once )?(?:told|tell|informed|inform) (?:me|us)\b": -1.8,
    # What should have been: "would've been nice to know that before"; a fault that keeps returning.
    r"would(?:'ve| have) been nice (?:to know|if|to (?:be told|hear))": -1.6,
    # praise of what did not happen: "turned up at 8am sharp, which would've been great except I'd booked the afternoon"
    r"would(?:'ve| have) been (?:great|good|fine|perfect|brilliant|lovely|ideal|helpful|handy)": 0.0,
    # ... and what would have been praised had it worked, which it does not: "would've been perfect if they worked"
    r"would(?:'ve| have) been (?:great|good|fine|perfect|brilliant|lovely|ideal) if (?:it|they|the \w+) "
    r"(?:had |actually )?work(?:ed|s)?\b": -1.8,
    r"(?:nothing|anything) (?:i|we) (?:couldn't|could not|can't|cannot|could've|could have) (?:have )?"
    r"(?:found|find|get|got|googled?|read|looked up)": -2.0,
    # the fault, not the man who came back to see to it ("Mike has come back twice to adjust it")
    r"(?:has|have|had|keeps?|kept) (?:come|coming|came) back (?:twice|again|three times|\w+ times)\b(?! to\b)": -2.0,
    r"(?:los(?:e|ing)|lost|running out of) (?:my |our )?patience": -1.8, r"fed up": -2.0, r"half[- ]hearted": -1.6,
    r"\b(?:i|we) (?:called|rang|phoned) (?:the office |them )?every (?:single )?day": -1.8,
    r"(?:my|our|his|her) own (?:stupid |damn |dumb )?fault": 0.0,  # the customer's, not the business's
    # less paid than feared; a score out of ten
    r"(?:charged|charge|cost|costs|billed|came (?:in|to)|price was|bill was)(?: us| me)? (?:way |much |a lot |far |a bit )?"
    r"(?:less|lower) than (?:we|i) (?:expected|thought|feared|budgeted)": 1.6,
    # (not the joke "10/10 would not recommend", "10/10 would send emails into the void again")
    r"(?:10|ten) ?(?:/|out of) ?(?:10|ten)(?! would)": 2.5,
    # a promise broken, told after it: "said an attorney would call me back. Nobody ever did."
    r"(?:nobody|no one|no-one|they never|he never|she never) (?:ever )?did(?= *[.!]| *$)": -1.8,
    # a rating policy, no complaint and no praise: "3 stars bc I don't believe in perfect scores", "nobody's perfect"
    r"(?:don'?t|do not|never) believe in (?:perfect|full|top|5|five)(?:[- ]stars?)? (?:scores?|ratings?|marks|"
    r"reviews?|stars?)|(?:nobody|no one|no-one|nothing|no company|no business)(?:'s| is) perfect": 0.0,
    # Ill treatment denied is praise: "Nobody treated me like I was faking it", "didn't treat it like one".
    r"(?:nobody|no one|no-one|never) (?:once )?treated (?:me|us) like (?:i|we) (?:was|were)": 1.8,
    r"(?:didn't|did not) treat (?:it|them) like (?:one|a small job|small jobs)": 1.8,
    r"more than (?:i|we) can say for": 0.8,
    r"(?:ban|fine|sentence|penalty|suspension) (?:was |were |got |being )?(?:cut|reduced|shortened|knocked)(?: down)?": 1.8,
    r"(?:wouldn't|would not|won't|will not) (?:ever )?go back\b(?! to (?:anyone|anybody|any other|another|someone))": -2.0,
    r"(?:wouldn't|would not|won't|will not) (?:ever )?go (?:anywhere|to anyone|to anybody) else": 2.4,
    # not "I don't know how I could have gotten through this on my own"
    r"(?<!how )\b(?:i|we) (?:probably |easily |just )?could(?:'ve| have) (?:gotten|got|done|had|managed) (?:\w+ ){0,4}"
    r"(?:myself|for free|(?:a|the) public defender)": -1.8,
    r"barely (?:looked at|read|listened|glanced at|spoke to|talked to|told (?:me|us))": -1.8,
    r"(?:one|two|three|1|2|3) stars? (?:is|are|was) (?:being |very |more than )?generous": -2.0,
    r"took (?:half|a third|a quarter|\d+ ?%|most|a big chunk|a huge chunk) (?:of )?(?:my|our|the) "
    r"(?:settlement|payout|compensation|award)": -1.8,
    r"pretty sure|i guess": 0.0, r"nothing special": -0.6, r"without a hitch": 2.2, r"(?:the )?real deal": 2.2,
    r"(?:would|could)(?:'ve| have) been (?:a |an )?(?:real |huge )?(?:nightmare|disaster|mess|problem|headache)": 0.6,
    r"(?:caught|spotted|flagged) (?:a|an|the) (?:\w+ )?(?:issue|problem|mistake|error)": 1.4,
    r"(?:sell|selling|sold) (?:you|me|us) (?:a |an )?(?:new|whole|brand)": -1.8,
    r"(?:couldn't|could not|can't|cannot|didn't|did not|never) figure (?:it |this |that |\w+ )?out(?! (?:myself|ourselves|on (?:my|our) own))": -2.0,
    r"(?:\$?\d[\d,]{0,12}k?|way|well|hundreds|thousands) (?:over|above|more than) (?:the |my |our )?(?:estimate|quote|budget)": -2.2,
    r"wish (?:they|he|she|it|you) (?:had|would have|would've|'d)": -1.4,
    r"wish (?:it|they|the \w+) (?:was|were|had been) (?:a bit |a little |just )?(?:cheaper|faster|quicker|less)": -1.4,
    # ... but wishing one had come to them sooner praises them: "Wish I'd gone to her sooner."
    r"wish (?:i|we)(?:'d| had) (?:gone|come|called|rung|found|used|hired|contacted) (?:to |in )?(?:\w+ )?sooner": 2.0,
    r"(?:in )?plain (?:english|language)": 1.6, r"no pressure|no[- ]pressure sales": 1.4, r"nickel[- ]and[- ]dim(?:e|ed|ing)": -2.0,
    r"(?:go|went|going) (?:another|a different) (?:route|way|direction)|went (?:elsewhere|with someone else)": -1.2, r"talked (?:to|down to) me like": -1.8, r"too long": -1.5, r"took forever": -2.2,
    # How customers of any trade praise or complain in so many words (VADER rates each word apart):
    # "couldn't have been nicer", "missed two appointments", "had to chase them", "bait and switch".
    r"(?:couldn't|could not) (?:be|have been) (?:any )?(?:nicer|better|kinder|easier|smoother|quicker|simpler|"
    r"more (?:helpful|professional|pleasant|patient))": 2.8,
    r"always (?:picked up|answered|returned (?:my |our )?calls|called (?:me |us )?back|got back)": 2.0,
    r"missed (?:\w+ )?appointments?": -2.0, r"(?:rescheduled|cancell?ed|postponed) (?:\w+ ){0,3}(?:twice|three times|several times|\d+ times|again)": -2.0,
    r"(?:had|have) to (?:keep )?(?:chase|chasing|hound|hounding) (?:them|him|her|the office|my \w+|our \w+|\w+ down)": -1.8,
    r"bait[- ]and[- ]switch": -2.4, r"(?:billed|charged) (?:us |me )?twice|double[- ](?:billed|charged)": -2.2,
    r"never (?:saw|heard from) (?:him|her|them) again": -2.4,
    r"left (?:before|without) (?:finishing|fixing|doing|repairing)(?: (?:anything|it|the job|a thing))?": -2.2,
    r"still charged": -1.6, r"pushing (?:a|an|the|me|us)": -1.6,
    r"(?<!through the )(?<!through my )(?:worst|most expensive|longest) (?:\w+ ){0,3}of my life": -2.4,
    r"(?:can't|cannot|could not|couldn't) fault (?:them|him|her|it|the|their|his|\w+ at all)|can't fault|"
    r"(?:impossible|hard|difficult) to fault|nothing to fault": 2.4,
    r"(?:sorry,? )?(?:i )?meant to (?:give|put|leave|rate)": 0.0,
    r"tracked (?:\w+ ){0,2}(?:all over|across|through|all down|down the)": -2.0, r"(?:acted|made it sound) like it was (?:my|our) fault": -2.0,
    r"(?:the )?(?:clog|leak|problem|issue|noise|smell) (?:was|is|came) back": -2.0, r"dead (?:by|within|after)": -2.2,
    r"(?:quit|died|clogged|backed up|tripping) again": -2.0, r"(?:still|never) (?:cools|heats|works|drains|gets (?:cold|warm|hot))": -2.0,
    r"(?:humming|running|working|purring) (?:along )?again|went smoothly": 1.8,
    r"impossible to (?:reach|contact|get hold of|get ahold of|get through to|get (?:him|her|them|anyone) on the phone)": -2.2,
    r"so[- ]called": -1.2, r"sales pitch": -1.6, r"(?:tried|trying|try) to (?:sell|upsell) (?:me|us)": -1.6,
    r"(?:nobody|no one|no-one) (?:ever )?(?:mentioned|warned|explained|told (?:me|us))(?: (?:that|this|anything|it))?": -1.6,
    r"(?:nearly|almost|basically|next to|virtually|practically) impossible": -1.6,
    # getting hold of them was the impossible thing: "getting anyone on the phone was impossible"
    r"(?:getting|reaching|contacting|getting hold of|getting through to) (?:anyone|anybody|someone|them|him|her|a human|"
    r"a person|the (?:lawyer|attorney|solicitor|office))\b[^.!?]{0,25}? (?:was|is|were|proved) impossible": -2.2,
    # "like four times": about, not liking; a bill that shocked ("Bit of a shock when the invoice landed")
    r"like (?:\d+|two|three|four|five|six|seven|eight|nine|ten|a dozen|a hundred)": 0.0,
    r"(?:sticker|bill) shock|shock (?:when|once) (?:\w+ ){0,3}(?:bill|invoice)s?\b": -1.6,
    # The legal document is not trust in anyone ("our trust", "a living trust"); a concession is not praise
    # ("did return my calls, I'll give her that"); a shark in court is the lawyer you want.
    r"(?:our|my|the|a|their|his|her|living|revocable|irrevocable|family|special needs) trusts?": 0.0,
    r"(?:i'll|i will|i'd|gotta|have to) give (?:him|her|them|it|you) that": 0.0,
    r"(?:a|an absolute|a real|is a|like a) shark": 1.8, r"(?:must|will|would|probably) hate (?:her|him|them)": 1.5,
    r"still (?:cold|wobbl\w*|flicker\w*|rattl\w*|buzz\w*|noisy|smell\w*|tripp\w*|drip\w*|makes (?:the|a|that)|"
    r"(?:sounds|tastes?) like (?!new\b|it did|the day|a dream|brand))": -2.0,
    r"took (?:them |him |her )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several) (?:days|weeks|months) "
    r"(?:to|for|before|and)": -1.2,
    # Sarcasm in so many words: "what a joke", "thanks for nothing", "good luck getting them on the phone".
    r"(?:what|an absolute|a total|a complete|absolute|total|complete|is|was|a) (?:\w+ )?joke": -2.2,
    r"thanks for nothing": -2.6, r"good luck (?:getting|reaching|trying|with that|if you)": -1.8,
    r"said no one ever": -2.0, r"great, (?:another|so now|just what)": -1.6,
    # The customer owning up is no complaint ("bacon grease, my bad"); a lawyer who fought for them is praised.
    r"my bad|(?:my|our) (?:own )?(?:fault|mistake|doing)": 0.0,
    r"fought (?:hard |so hard |like hell |tooth and nail )?(?:for|to get|to keep) (?:me|us|my|our)": 2.0,
    r"(?:never|didn't|did not|don't|doesn't) (?:feel |felt )?(?:like )?(?:he|she|they) (?:really |actually |ever )?"
    r"(?:fought|pushed|went to bat)": -2.0,
    r"(?:didn't|did not|never|couldn't|could not) (?:even )?fix (?:anything|it|the|a thing|our|my)": -2.0,
    r"(?:didn't|did not|doesn't|does not) (?:seem to )?know (?:anything|what|the first thing)": -1.8,
    r"(?:charged|billed|paid|fee) (?:me |us )?(?:\$\s?[\d,]+ |£[\d,]+ )?(?:just )?to (?:tell|look at|say|come out)": -1.6,
    r"(?:way|much|far|a lot) more than": -1.2, r"settled (?:way |too |very )?low": -1.4,
    r"(?:will|would|i'll|we'll|i'd|we'd) (?:definitely |absolutely |certainly |100% )?(?:use|hire|call) "
    r"(?:them |him |her |this company |these guys )?again": 2.0,
    r"(?:bills?|costs?|prices?|payments?) (?:is |are |was |were |has |have )?(?:gone |come )?"
    r"(?:so |much |way |a lot |noticeably |already )*(?:lower|down)": 1.5,
    r"took (?:a |the )?(?:full |whole |entire )?(?:day|morning|afternoon) off": -1.4,
    r"for me to (?:get rid of|clean up|dispose of|sort out|take to the tip)": -1.6,
    r"(?:didn't|did not|never) (?:have|had) to (?:chase|call|ask|follow up)": 1.4,
    r"(?:made|make|makes) (?:a |one )?(?:dumb |stupid |big |bad |silly |honest )?mistake": 0.0,
    r"for the privilege": -2.0, r"never did(?! (?:find|get|figure|hear|learn))": -1.4,
    # a reproach: "he needs to learn to turn up", "Somebody there needs to learn how to actually diagnose"
    r"needs? to learn (?:how )?to": -2.0,
    # A promise is not the deed: "they said they would get back to me" praises nobody.
    r"(?:said|told (?:me|us)|promised) (?:they|he|she)(?:'d| would| will) (?:get back|call|come|be|follow up)": 0.0,
    r"(?:hired|went with|used|called) (?:another|a different|a better) (?:firm|company|lawyer|attorney|plumber|"
    r"electrician|contractor|outfit)": -1.6,
    r"took (?:\d+|two|three|four|five|several|multiple) (?:visits|trips|call[- ]?outs|tries|attempts)": -1.6,
    r"(?:nobody|no one) (?:seems to |ever )?(?:talks?|speaks?|communicates?) (?:to|with) each other": -1.8,
    r"told (?:me|us) something different|a different (?:story|answer) (?:each|every)": -1.2,
    r"(?:nobody|no one) (?:was|seemed|seems|is) (?:to be )?in (?:a|any) (?:hurry|rush)": -1.6,
    r"(?:my ex's|the other|opposing|their) (?:attorney|lawyer|side|counsel) was (?:way |much |far |a lot )?"
    r"(?:more|better) \w+ than (?:mine|ours|my \w+)": -2.0,
    r"(?:didn't|did not) even (?:have|read|show|call|look|bother)|(?:he|she|they) (?:didn't|did not) even know": -1.6,
    r"lost (?:primary|custody|the case|my case|our case|the house|everything)": -1.8,
    r"made (?:a |an |the |this |what was )?(?:\w+ )?(?:situation|time|process|ordeal|year) "
    r"(?:bearable|easier|manageable|less \w+)": 2.2,
    r"(?:felt|feels|feel|seemed|seems|looked|looks|sounded|sounds) like": 0.0,  # a comparison, not a liking
    r"paid for every (?:one of those |single )?(?:month|hour|minute|day|week)s?": -1.2,
    r"(?:great|good|brilliant|fantastic|wonderful|excellent) (?:use|waste) of (?:my|our) (?:day off|time|money|morning|"
    r"afternoon|evening|weekend|saturday|sunday|holiday)": -2.2,
    r"(?:five|5) stars? for (?:consistency|effort|trying|creativity|the excuses|nothing|persistence)": -2.0,
    r"(?:not|never|stopped) (?:calling|getting|writing|texting|emailing|ringing) (?:me |us )?back": -2.4,
    r"(?:nobody|no one|no-one) (?:ever )?(?:rang|called|got|phoned|emailed|wrote|texted) (?:me |us )?back": -2.2,
    r"got (?:their |the |his |her )?voicemail|went (?:straight )?to voicemail": -1.2,
    # news not told but come upon: "found out my case was 'closed' from a letter in the mail"
    r"(?:found out|learned|learnt|heard|discovered) (?:[\w']+ ){0,8}?from (?:a |an |the )?(?:letter|text|email|bill|"
    r"invoice|neighbou?r|other side|court|website|portal)": -1.6,
    # ... every time: "Called Marcus six times in two months, voicemail every single time."
    r"(?:voicemail|voice mail|message bank|answering machine|no answer) every (?:single )?time": -1.8,
    # A sentence of its own (the phrases are matched between word boundaries, so the end is looked ahead
    # for): "Left a voicemail, sent an email. Nothing."
    r"^nothing(?=\W*$)": -1.6,
    r"(?:that|it|this|which|letter|call|one) did the trick": 2.0,
    r"without (?:hearing|getting) (?:a peep|a word|anything|back|a thing)": -1.8,
    r"(?:nobody|no one) (?:\w+ ){0,4}(?:can|could) tell (?:me|us)": -1.6,
    r"zero for (?:everyone|everybody|the rest|the (?:lawyer|attorney|firm|company|office))": -2.0,
    r"(?:finally|eventually) (?:got|received|heard back|had) (?:an? |some )?(?:email|call|reply|response|text|update|"
    r"answer)": -1.4,  # after waiting
    r"(?:nearly |almost |more than |over )?(?:double|twice|triple|three times) (?:the|what|their) "
    r"(?:estimate|quote|quoted)": -1.8,
    r"would think twice(?=\W*$)": -1.8,
    r"(?:settled|settlement) (?:for )?(?:way |much |far |a lot )?more than (?:i|we) (?:expected|thought)": 2.2,
    r"save yourself the (?:stress|trouble|hassle|headache|money)(?! and (?:call|hire|use|go|ring|book))": -2.2,
    r"(?:had )?(?:clearly|obviously) never (?:done|installed|seen|fitted|wired|worked on)": -1.8,
    r"(?:has|have) (?:tripped|failed|broken|leaked|died|cut out) (?:\d+|two|three|four|five|several) times since": -1.6,
    r"have some respect|(?:show|showed|had|has|have) (?:no|zero) respect": -2.0,
    r"left (?:a |an )?(?:\w+ ){0,3}(?:marks?|stains?|scuffs?|smudges?)\b": -1.6,
    # an experience spoilt, a writer caught out: "Kind of soured the whole thing for me", "I feel blindsided"
    r"(?:soured|spoil(?:ed|t)|ruined|tainted) (?:the |my |our )?(?:whole |entire )?(?:thing|experience|job|process)\b": -2.2,
    r"(?:feel|felt|was|were|left) (?:\w+ )?blindsided\b": -2.0,
    # damage left behind, and the cleaning up after them: "Left a hole in the eave the size of a fist", "didnt wipe
    # his boots once", "took me an hour to clean the tiles after"
    r"left (?:a|an|two|three|several|big|huge|massive) (?:\w+ )?holes? (?:in|through)\b": -1.8,
    r"(?:didn'?t|did not|never) (?:wipe|take off|remove) (?:his|her|their) (?:boots|shoes|feet)": -1.8,
    r"took (?:me|us) (?:an hour|hours|ages|all day|all afternoon|all evening|\w+ hours) to clean\b": -1.8,
    # the warning that opens a review: "DO NOT USE." (not advice about a device: "do not use the heater for a day")
    r"^do not use(?: them| this (?:company|firm|mob|crowd|lot))?(?=\W*$)|^don'?t use them(?=\W*$)": -3.0,
    r"just shrugged|shrugged (?:it )?off": -1.6,
    r"agreed to (?:whatever|everything|anything) (?:the|they|he|she|their|his|her)": -1.6,
    r"sat (?:\w+ ){0,6}for (?:\d+|two|three|four|five) hours|spent (?:\d+|two|five|ten) minutes with (?:me|us)": -1.4,
    r"^(?:nobody|no one|no-one) (?:came|called|showed(?: up)?|turned up|rang)(?=\W*$)": -1.8,
    r"what (?:exactly )?(?:am i|are we|was i|were we) paying (?:them |you )?for": -2.0,
    # an offence named is the story, not a complaint: "my careless driving charge"
    r"(?:careless|dangerous|reckless|drink|drunk|impaired) driving": 0.0,
    r"instead of (?:a |an |the )?(?:ban|prison|jail|custody|conviction|sentence|trial)": 1.6,
    r"(?:kept|keep|keeping) (?:my|his|her|our) (?:licen[cs]e|job|house|home)": 1.8,
    r"like (?:the|a|an|it|they|he|she|we|i|you) (?:\w+ )?(?:says?|said|promised|told|claims?|advertised|supposed)": 0.0,
    r"(?:i'll|i will|we'll|we will|i'd|we'd|will) (?:just )?do it (?:myself|ourselves)": -1.8,
    r"(?:would|will|i'd|we'd|i would|we would) still (?:use|recommend|call|hire|go with|book)": 2.0,
    r"(?:don't|do not) (?:advertise|claim|say|promise) (?:\S+ ){0,4}if you (?:don't|can't|won't)": -2.0,
    r"no (?:update|updates|news|word) (?:on|about|from|in|since|for)": -1.8,
    r"(?:won't|wouldn't|would not|will not) (?:do (?:it|that|this) again|go through (?:it|that|this) again)": -2.0,
    r"walked away with (?:less|nothing|almost nothing)": -1.6,
    r"(?:didn't|did not) (?:even )?bother (?:to )?(?:text|call|ring|tell|clean|show|turn|let|check)\w*": -1.8,
    r"(?:\d+|an?|one|two|three|four) (?:hours?|minutes|mins) later than (?:he|she|they|promised|agreed|said|booked)": -2.0,
    r"(?:two|three|four|several|other|\d+) (?:other )?(?:electricians|plumbers|companies|firms|techs|technicians|"
    r"lawyers|attorneys|engineers|sparkies|guys|people) (?:had )?(?:missed|couldn't|could not|failed|gave up)": 1.4,
    r"(?:about |over |nearly )?(?:\d+|[a-z]+teen|twenty|thirty|dozens? of|several|multiple) (?:whatsapps|emails|calls|"
    r"phone calls|messages|texts|voicemails)": -1.4,
    r"sort (?:out )?your (?:admin|office|act|scheduling|billing|paperwork)|get your act together": -1.8,
    r"(?:you|i|we) (?:can|could) (?:buy|get) (?:\w+ ){0,3}for": -1.6,
    r"(?:blew|failed|died|broke|packed up|stopped working|quit) (?:again )?(?:after|within) (?:\w+ ){0,2}(?:days?|weeks?|months?)": -2.0,
    r"oh (?:yes|yeah|sure|great|wonderful|brilliant),? (?:a |an |what a |real |absolute |just )*(?:joy|pleasure|delight|"
    r"treat|dream|gem|charm|great|lovely)": -2.4,
    r"(?:hours?|minutes) (?:in the waiting room )?past (?:my|our|the) appointment": -2.0,
    r"(?:i )?(?:don't|do not) have (?:the )?words|words can(?:'t|not) (?:describe|express)": 2.5,
    r"(?:i'll|i will|we'll|we will) (?:definitely |certainly |absolutely )?be back": 2.0,
    r"(?:took|taking|takes) (?:a lot |much |way |a bit |a little )?longer than (?:they|he|she|we|i|expected|promised|"
    r"estimated|quoted|said)": -1.4,
    r"left (?:it|the \w+|everything|the place) cleaner than (?:they|we|i) found it": 2.2,
    r"expected (?:far |much |a lot |way )?(?:more|better)": -1.6,
    r"when all (?:that was wrong|it needed|we needed|i needed|that was needed)": -1.6,
    r"paid (?:[\w'$,-]+ ){0,10}?(?:up[- ]?front|in advance)": 0.0,
    r"went with (?:a |another )?(?:cheaper|different|other) (?:firm|company|guy|lawyer|plumber|electrician|one)": -1.4,
    r"could (?:of|have|'ve) been an email": -1.4, r"you(?:'ll| will) pay for it": -1.4,
    # (and the fault found: "knew exactly what was wrong with the ducted unit", "worked out what was wrong")
    r"(?:explained|told (?:me|us)|showed (?:me|us)|knew|found|worked out|figured out|spotted|pinpointed|diagnosed) "
    r"(?:exactly |precisely |straight away |quickly |right away )?(?:what|why) (?:went|was|had gone) wrong": 1.4,
    r"(?:\d|one|two|three|four|five) stars? (?:is|are) (?:being )?(?:generous|too (?:many|much)|more than (?:they|it) deserve)": -3.0,
    r"(?:kept|keeps|keep) (?:losing|misplacing|forgetting)": -1.8,
    r"(?:had to )?re-?(?:send|submit|file|sign) (?:\w+ ){0,4}(?:twice|three times|\d+ times|several times|again)": -1.6,
    r"sat on (?:someone's |somebody's |a |the |my |our |his |her )?(?:desk|paperwork|file|case|application|forms?)": -1.8,
    r"(?:had|have|having) to (?:keep )?chas(?:e|ing) (?:\w+ ){0,3}(?:every|each|them|him|her|it|up|for)": -1.6,
    r"took (?:me |us )?(?:\w+ ){0,2}(?:emails|calls|phone calls|tries|attempts|messages|voicemails) to get": -1.8,
    r"(?:i'll|i will|i'm gonna|i am going to|i have to|gotta|let me|to) be (?:brutally |totally |completely )?honest|"
    r"if i'?m (?:being )?(?:brutally |totally |completely )?honest": 0.0,
    # what the money bought doubted; the lawyer never seen again, the file not known; a client never given up on
    r"(?:not sure|don't know if|doubt) (?:i|we) got (?:much|anything|a lot|our money's worth|my money's worth)": -2.0,
    r"never (?:spoke|talked|heard from|saw)(?: to| with)? (?:him|her|them|the attorney|the lawyer|the solicitor) again":
        -1.8,
    r"(?:didn'?t|did not|doesn'?t|does not|never) (?:seem to |even )?know (?:my|our|the) (?:file|case)": -1.8,
    r"never gave up on (?:me|us|my case|our case|my family)": 2.0,
    r"(?:nobody|no one) (?:ever )?apologi[sz]ed": -1.6,
    r"(?:love|loved|nothing like) (?:paying|waiting|being told|spending|getting charged)": -2.2,
    r"(?:was |were |i was |we were )?(?:dreading|worried about|expecting|afraid of) (?:the |a )?"
    r"(?:mess|dust|worst|chaos|disruption|bill|cost)": 0.0,
    r"never (?:pushed|pressured|rushed) (?:me|us)": 1.6,
    # (or no stars said, the number ending the clause: "Not sure why it wants stars, I'd give them ten.")
    r"(?<!out of ten )(?<!out of 10 )(?:would|'d|will) give (?:them |him |her |it )?"
    r"(?:(?:10|ten|11|eleven|six|6|more than (?:5|five)|a hundred|100) stars|(?:10|ten|a hundred|100)(?=\s*(?:[.,;!]|$)))": 2.5,
    # the price as quoted: "Price was bang on the quote"
    r"(?:price|bill|invoice|cost) (?:was|came in) (?:bang|spot|right|dead) on (?:the )?(?:quote|estimate)": 1.6,
    r"(?:i |we )?never (?:understood|got an explanation)": -1.2,
    r"left (?:the|our|my) (?:\w+ )?(?:hatch|door|gate|window|water|heat|ac|lights?|power) (?:\w+ )?(?:open|on|running|unlocked|off)": -1.6,
    r"spent (?:my|our|the) (?:whole |entire )?(?:day|saturday|sunday|weekend|evening|morning|afternoon) (?:\w+ing)": -1.6,
    r"(?:charged|billed|paid|fee) (?:me |us )?(?:\$\s?[\d,]+ |£[\d,]+ )?(?:just )?to (?:correct|fix|change|redo) "
    r"(?:the|their|a|my|our) (?:own )?(?:mistake|error|typo|spelling)": -2.0,
    r"(?:i'd|i would) (?:like|love) to say (?:they|he|she) (?:were|was) \w+": -1.0,
    r"never (?:is|does|was|will)\b": -1.2, r"had no say": -1.4, r"read the (?:small|fine) print": -1.6,
    # a bill higher than agreed: "The fee was also higher than what I remember agreeing to"
    r"(?:fees?|bill|invoice|price|cost|charges?|total) (?:was|were|came (?:in|out)|ended up) (?:also |a lot |much |way |"
    r"quite a bit |a bit |even )?higher than (?:what )?(?:(?:i|we) (?:remember|agreed|was told|were told|was quoted|were "
    r"quoted)|(?:the|their|his|her|our) (?:quote|estimate)\b)": -1.6,
    r"(?:calls?|emails?|messages?|voicemails?) (?:were |was |went )?(?:not|never|weren't|wasn't) (?:returned|answered)": -2.2,
    r"(?:fees?|charges?|costs?|extras) on top|(?<!kept )(?<!stayed )(?<!right )(?<!keep )(?<!stay )"
    r"on top of (?:the |their |his |her |our |an? )?(?:hourly |quoted )?"
    r"(?:fees?|rates?|bill|invoice|costs?|price|quote|charges?|retainer|hourly)": -1.2,
    r"dragged on": -1.5, r"had to scramble": -1.2, r"at (?:its|their|his|her) finest": 0.0,
    r"on (?:his|her|their) (?:cell )?phone (?:the whole time|half the time|all the time|the entire time)": -1.2,
    r"left (?!no |not |nothing|without)(?:\w+ ){0,3}(?:dust|mess|debris|sawdust|mud|footprints|boxes|trash|rubbish|garbage|"
    r"scraps|offcuts|wire ends|screws) (?:all over|everywhere|in|on|behind)": -1.8,
    r"(?:zero|0|no) (?:stars? )?for (?:the|their|his|her) (?:attorney|lawyer|work|service|firm|company|office)": -2.2,
    r"(?:would|could)(?:'ve| have) done (?:a )?(?:better|as good a) job": -1.8,
    r"felt like (?:just )?(?:a|another) (?:case )?number": -2.0,
    r"(?:won't|will not) be back": -2.2,
    r"no win,? no fee": 0.0,  # a fee arrangement: its "no"s deny nothing that follows
    r"(?:the )?only saving grace": -1.8,
    r"should(?:'ve| have) been (?:honest|upfront|up front|straight|clear)": -2.0,
    r"\bok(?:ay)? then\b": -1.2,  # "Tech said that's a fan problem. OK then." as a shrug
    r"ambulance chasers?": -2.5,
    # "Wouldn't go back." (not "won't go back to anyone else")
    r"(?:wouldn't|would not|won't|will not) go back(?! to (?:any|some|other|another|a different))": -2.0,
    r"(?:a lot |much |far |way |so much )?less (?:miserable|stressful|painful|scary|frightening|worrying|awful|"
    r"horrible|terrifying|overwhelming|daunting|of a (?:hassle|headache|nightmare|worry|ordeal))": 1.5,
    # the hard time a firm made easier is the reviewer's circumstance, not its doing: "made a really awful time
    # a lot less awful"
    r"(?:made|make|makes|making) (?:a |an |the |this |that |what was )?(?:really |very |truly |so )?"
    r"(?:awful|horrible|terrible|stressful|scary|hard|difficult|painful|miserable|overwhelming) "
    r"(?:time|process|situation|experience|ordeal|period|year)": 0.0,
    # a harm stopped, a loss made good: "the foreclosure was stopped", "I have my kids back"
    r"(?:foreclosure|garnishment|harassment|repossession|eviction|deportation|auction|lawsuit)s? "
    r"(?:was |were |got |had been |has been |have been )?(?:stopped|halted|cancell?ed|called off|withdrawn)": 2.0,
    r"(?<!n't )(?<!not )(?<!still )(?<!to )(?:have|got|get|getting) (?:my|our|his|her) "
    r"(?:kids|children|son|daughter|licen[cs]e|life|house|home|job) back": 2.4,
    r"what a difference": 2.0,
    # a trip or a wait wasted: "drove in from Joliet for nothing" (not "came out for nothing": free of charge)
    r"(?:drove|driving|drive|waited|waiting|wait|trip|took (?:a|the) day off|time off) "
    r"(?:(?!\b(?:fixed|did|done|sorted|repaired|charged|waived)\b)[^.!?]){0,40}?for nothing":
        -1.8,
    r"(?:(?:someone|somebody) (?:is|was)|they're|they are|he's|she's|he was|she was|they were) "
    r"(?:really |finally |actually |always |truly )?on my side(?! of\b)": 2.0,
    r"without (?:even )?(?:hearing|listening to|reading) (?:me out|my side|the whole story|my story|the facts|"
    r"the details)": -1.8,
    # "like" as a filler before an amount is no liking: "turned my case down in like 2 minutes"
    r"(?<!n't )(?<!not )(?<!i )(?<!we )(?<!they )(?<!you )like (?=\d|(?:a|an|one|two|three|four|five|six|ten|twenty|"
    r"half an?) (?:minutes?|seconds?|hours?|days?|weeks?|months?|years?)\b)": 0.0,
    # a complaint about everyone else, denied of this one: "Whoever said tradies never show up hasn't met Sione!"
    r"(?:whoever|anyone who|anybody who|people who) (?:said|says?|thinks?|claims?) [^.!?]{0,60}?"
    r"(?:hasn't|has not|haven't|have not|never) (?:met|used|tried|hired|dealt with)\b": 2.0,
    r"worth (?:pursuing|fighting for|taking to court|suing over|filing)": 0.0,  # the case's merits, told by the lawyer
    r"for what it'?s worth": 0.0,  # a hedge, no value for money
    r"(?:would|will|i'd|i'll|we'd|we'll) (?:definitely |happily |gladly |absolutely )?go back to (?:him|her|them|"
    r"this (?:firm|lawyer|attorney|company|office))\b": 2.0,
    # billed for every call, or on top: "felt like a taxi meter running"
    r"(?:every|each) (?:single )?(?:phone )?(?:call|email|text)s? (?:was |were |got )?(?:billed|charged)|"
    r"(?:billed|charged) (?:on top|extra|separately)|(?:like a )?taxi meter(?: running)?": -2.0,
    r"actually (?:picks|picked) up (?:his|her|their|the) phone|actually (?:answers|answered|returns|returned) "
    r"(?:his|her|their|the|my|our) (?:phone|calls?|emails?)": 1.8,
    r"(?:cheers|thanks|thank you) for nothing": -2.6, r"(?:like|as easy as) pulling teeth": -1.8,
    r"(?:an? |absolute |complete |total )?shambles": -1.8, r"kept (?:me|us) in the dark": -1.8,
    r"treated (?:it|me|us|him|her|them) like (?:a|an|just a) (?:number|conveyor belt|file|case number|file number|"
    r"inconvenience)|like a conveyor belt": -2.0,
    # someone else's mess put right is praise: "these guys fixed the mess"; praise undone by what follows is
    # sarcasm: "Handled it so well the trustee objected twice because of mistakes"
    r"(?:fixed|sorted|cleaned up|untangled|sorted out|tidied up|straightened out) (?:the|their|his|her|that|this|"
    r"our|my) (?:whole |entire |other \w+'s )?(?:\w+ )?mess": 1.8,
    r"so well (?:that )?(?:(?!\b(?:no|without|zero|any|never)\b)[^.!?]){0,50}?\b(?:mistakes?|errors?|objected|rejected|"
    r"botched)\b": -2.5,
    # talked down to: "When I queried it I was spoken to like a child"
    r"(?:spoken|talked|spoke|talks|speaks|talking|speaking) (?:to|down to) (?:me |us )?like (?:a |an )?(?:child|idiot|kid|"
    r"moron|fool|nuisance|criminal)|treated (?:me|us) like (?:a |an )?(?:child|idiot|kid|moron|fool|nuisance|criminal)": -2.2,
    # told again from the start: "I still get to explain my whole case from the beginning every time"
    r"(?<!never had to )(?<!didn't have to )(?<!never have to )(?<!didn't need to )"
    r"(?:explain|repeat|go over|go through) (?:my|our|the) (?:whole |entire )?(?:case|situation|story|history|file)\b"
    r"[^.!?]{0,25}?(?:again|from (?:the )?(?:beginning|scratch|start|top)|every (?:single )?time)|"
    r"(?:explain|repeat) (?:everything|it all) (?:all over )?(?:again|from scratch|from the (?:beginning|start))": -1.8,
    r"(?:we|i|he|she|they|you) deserved? better": -2.0,
    r"(?:wouldn't|would not) put (?:anybody|anyone|my worst enemy) through": -2.0,
    r"(?:mine|ours|my experience|our experience) was (?:the )?(?:opposite|anything but|a different story)": -2.2,
    r"took (?:it )?for granted": -1.0,  # "I took it for granted that a licensed electrician would test his work"
    r"(?:spoil(?:ed|t)|rotten) (?:food|meat|milk|groceries)|warm beer": -1.4,
    r"(?:trips|tripped|tripping|goes off|beeps) every (?:single )?time": -1.6,
    r"\d[\d,.]*k? for that\b": -1.4, r"\bmeh\b": -1.2, r"(?:had|has|with) an attitude": -1.8, r"(?:short|rude|curt) with (?:me|us|my \w+)": -1.8,
    # A firm that takes on too much, whose people are not to blame: "Joy seemed completely overloaded, not her
    # fault, the firm clearly takes on more work than it can handle."
    r"(?:more|too much) work than (?:it|they|she|he|the (?:firm|office|company)) (?:can|could) (?:handle|cope with|manage)|"
    r"(?:someone|she|he|they|staff|office|firm|team|lawyer|solicitor|attorney|paralegal) (?:seemed|was|were|is|are|"
    r"looked|sounded|felt) (?:completely |totally |so |very |clearly |a bit |really )?(?:overloaded|overworked|"
    r"stretched (?:too |so |very |way too )?thin|understaffed|under-staffed|swamped)": -1.6,
    r"not (?:his|her) fault": 0.0,
    r"(?:i|we) (?:expect(?:ed)?|want(?:ed)?) (?:much |a lot |far |a bit |a little )?better(?= *[.!,;]| *$| than)": -2.0,
    # left to find out: "nobody tells me anything unless I call them", "found out the settlement amount from a
    # letter, not a phone call"; a reply days later; so many hands on one file
    r"(?:nobody|no one|noone|no-one) (?:ever )?(?:tells|told|tell) (?:me|us) anything": -1.8,
    r"never have known\b[^.!?]{0,60}\bif (?:i|we) (?:hadn't|had not|didn't|did not) (?:rung|rang|called|phoned|chased|"
    r"kept chasing|pushed|emailed)": -1.5,
    r"found out (?!about (?:them|this|these|the firm|him|her)\b)(?:\w+ ){0,5}(?:from|through|via) (?:a letter|the letter|"
    r"the trustee|the court|the bank|the other side|"
    r"a text|facebook|the agent|the lender|(?:the|a) (?:\w+'s )?letter)": -1.5,
    r"(?:reply|response|answer|call ?back) (?:\w+ ){0,2}(?:\d+|two|three|four|five|six|seven|several) (?:days|weeks) later": -1.4,
    r"(?:had|went through|dealt with|passed (?:between|through)|handled by|spoke to|talked to) (?:\d+|three|four|five|six) "
    r"different (?:people|paralegals|lawyers|solicitors|attorneys|case ?workers|case managers|conveyancers|techs|"
    r"technicians|contacts)": -1.2,
    # a practice that processes people: "Felt like a mill", "didn't feel like anyone there cared"
    r"(?:felt|feels|feel) like (?:a|an|just a) (?:mill|factory|sausage factory|number)": -1.8,
    r"(?:didn't|did not|don't|do not) (?:feel|think) (?:like )?(?:anyone|anybody|they|someone) (?:there |here )?"
    r"(?:really |actually )?cared": -2.0,
    r"never (?:once )?(?:met|saw|spoke to|talked to) (?:the|my|our) (?:actual )?(?:attorney|lawyer|solicitor)": -1.5,
    r"make of that what you will": -1.2,
    r"(?:plain|smooth) sailing": 2.0, r"\bno joy\b": -1.0,
    # a lawyer who did not fight: "I needed someone in my corner", "let his side steamroll us", "agreed to things
    # I shouldn't have"
    r"but (?:i|we) needed (?:someone|somebody|a lawyer|an attorney|a solicitor) in (?:my|our) corner|"
    r"(?:didn't|don't|did not|do not) feel like (?:\w+ ){0,2}(?:pushed back|fought|stood up|had my back)(?! harder)|"
    r"(?:let|letting) (?:his|her|their|the other) side (?:\w+ )?(?:steamroll|walk all over|bully|push)\w*|"
    r"agreed to things (?:i|we) (?:shouldn't|should not|should never) have": -2.0,
    r"(?:would|could|should) (?:have )?give[n]? (?:it |them )?(?:less|lower|fewer|zero)": -2.0,
    r"(?:i |we )expected (?:a lot |much |a bit |a little |way )?more": -2.0,
    r"dragged on|(?:took|take|takes) (?:\w+ )?(?:weeks|months|days) longer than": -1.8,
    r"(?:settled|settle|took|accepted) (?:for )?less than (?:the )?(?:first|original|initial) offer": -2.2,
    r"(?:strong|good|great) case (?:right )?up until (?:we|it|they) (?:didn't|did not|wasn't)": -2.0,
    r"only counts? if (?:you'?re|your|you are) (?:rich|wealthy|loaded)": -2.2,
    r"(?:couldn't|could not|didn't|did not) (?:even )?remember (?:my|our) (?:kids'?|children'?s?|son'?s|daughter'?s|"
    r"wife'?s|husband'?s)? ?names?": -1.6,
    r"(?:is|was|all|sure it's|it's) grand\b": 1.4,  # Irish: "the new boiler is grand" is fine, not a marvel
    # damage done and disowned: "drilled straight through a water pipe ... 'not our problem, get a plumber'"
    r"drill(?:ed|ing)? (?:straight |right )?(?:through|into) (?:a|the|our|my) (?:water |gas )?(?:pipe|line|cable|wire)s?|"
    r"not (?:our|my|his|their) problem": -2.0,
    # what the money bought: "$38,000 later and I see my daughter every other weekend, exactly what I had before"
    # (an amount without its currency sign: a phrase starts at a word, and "$" is none)
    r"\d[\d,.]*k? later,? and\b|exactly what (?:i|we) had before (?:i|we) (?:hired|paid|went to|used)": -2.0,
    # a paid consult that told nothing new: "told me what I'd already read online", "could have been told that in a
    # five minute phone call"; a reader sent to another firm: "Go there instead."
    r"(?:told|tell|telling) (?:me|us) (?:what|things|stuff) (?:i|we)(?:'d| had| have)? (?:already )?(?:read|found|knew|known)|"
    r"(?:could|should) have been (?:told|said|explained) (?:that |this |it )?(?:in|by|over) (?:a |an )?(?:\w+[- ])?"
    r"(?:minute |min )?(?:phone ?call|call|email|text)": -1.8,
    r"\bgo (?:there|to them|elsewhere) instead\b": -2.0,
    # praise so faint it is a complaint: "Well they turned up. That's about all I can say."
    r"(?:that'?s|thats|that is) about (?:all|the only (?:good )?thing) (?:i|we) (?:can|could) say(?=\W*$)": -1.5,
    r"^well,? (?:at least )?(?:they|he|she) (?:turned|showed) up(?=\W*$)": -0.8,
    # a courtesy demanded after it was missing: "At least tell us before we take off work", "At least let me know
    # you're running late" (not "At least they told us", "at least give them a call")
    r"^(?:but |so )?at least (?:tell|call|text|ring|phone|email|warn|let) (?:us|me)\b": -1.8,
    # a safe is where papers are kept, not a feeling ("held the original in their safe"); papers lost from it
    r"(?:in|into|from|out of) (?:a|the|their|our|his|her|my)(?: (?!house|home|place|hands)\w+)?(?: \w+'s)? "
    r"safe(?=\s*[.,;!?]|\W*$)": 0.0,
    # ... by the business, now: not "I had lost the original will", "two other plumbers couldn't find it"
    r"(?:now )?(?:they|he|she|the office|the firm) (?:can't|cannot) find (?:it|them)(?= ?[.!]|$)|"
    r"(?:they|he|she|the office|the firm|someone|somebody) (?:have |has |had )?(?:lost|misplaced) "
    r"(?:the original|(?:my|our|the) (?:file|paperwork|documents|deeds|original will))": -1.8,
    # a verdict VADER reads backwards: "Wouldn't bother again" (+1.0 to it), "Polite doesn't pay the bills"
    # (+2.1), "Not ok." (not "Other quotes? I wouldn't bother.", "Wouldn't bother again with anyone else")
    r"(?:wouldn't|would not|won't|will not) (?:even )?bother (?:again|with (?:them|this (?:firm|company|lot|crowd|"
    r"place|outfit))|using them|calling them|going back)(?=\W*$)": -2.2,
    r"(?:polite(?:ness)?|nice|friendly|lovely|a smile|manners) (?:doesn't|does not|don't|do not|won't) pay (?:the|my) "
    r"bills": -2.0,
    r"^(?:just |simply |really )?not (?:ok|okay|acceptable|on)(?=\W*$)": -2.0,
    # (and "Don't bother.", a sentence of its own, which VADER reads as "bother" negated: +0.4 to it)
    r"^(?:so |just |honestly |seriously )?(?:don't|dont|do not) bother(?=\W*$)": -2.2,
    r"(?:nobody|no one|no-one) (?:has|have) (?:gotten|got|come|called|rung) back to (?:me|us)"
    r"(?! (?:that|so|as) (?:fast|quick\w*|soon)| before)": -1.8,
    r"(?:nobody|no one|no-one) (?:ever )?(?:rings|calls|rang|called|phones|phoned|gets|got) (?:you|me|us) back"
    r"(?! (?:that|so|as) (?:fast|quick\w*|soon)| before)": -1.8,
    # what the writer was not told, and money they tried to take: "Should have been told.", "So that's £650 they
    # tried to get out of us for nothing."
    r"should(?:'ve| have) been (?:told|warned|informed|mentioned)\b": -1.8,
    r"tried to (?:get|squeeze|wring|extract) (?:\S+ ){0,2}?out of (?:us|me)\b": -2.0,
    # a job put where it was agreed not to be, paid for twice, or a promise still waited on: "mounted it on the
    # opposite wall of the garage to what we'd agreed", "pay twice for their mistake", "still waiting on them to
    # submit the rebate paperwork" (not "still waiting on the court, nothing they can do")
    r"(?:opposite|wrong|other) (?:wall|side|end|spot|place|room|location)(?: of (?:the |our |my )?\w+)? "
    r"(?:to|from|than) what "
    r"(?:we|i)(?:'d| had)? (?:agreed|asked for|discussed|specified|requested|marked)": -2.0,
    r"pay (?:twice|again|extra|double) for (?:their|his|her|the installer'?s?) (?:own )?(?:mistake|error|screw-?up|"
    r"fault)": -2.0,
    r"still waiting (?:on|for) (?:them|him|her|the office|the firm|the company) to\b": -1.6,
    # a trust that holds property is no trust placed in someone: "I'm trustee of my aunt's trust", "trust law"
    r"trust(?:ees?| law| administration| deed| account| fund| document)s?\b|(?:a|the|my|our|his|her|their|this|"
    r"that|living|family|revocable|irrevocable|testamentary|discretionary|special needs|\w+'s) trusts?\b": 0.0,
    # being left waiting, in the words people use for it: "emails sat for a week or more", "The problem is getting
    # hold of her", "the certification wasn't ready when she said it would be", "would be two for the service"
    r"(?:emails?|calls?|messages?|voicemails?|texts?) (?:just )?(?:sat|sit|sitting|went|go|goes) (?:unanswered|"
    r"unreturned|unread|for (?:a week|weeks|days|a fortnight|a month))": -1.8,
    r"(?:the )?(?:problem|issue|trouble|catch) (?:is|was) (?:getting hold of|reaching (?:him|her|them|anyone|someone|"
    r"the office|a person)|getting through to|getting (?:an answer|a reply|a response))": -1.6,
    r"(?:wasn't|weren't|was not|were not) (?:ready|done|filed|finished|sent) (?:when|by the time) (?:she|he|they|"
    r"the office) (?:said|promised)": -1.8,
    r"would be (?:one|two|1|2) (?:stars? )?for the (?:service|communication|admin|office|customer service)": -2.0,
    # praise the writer cannot vouch for: "Maybe he's great at the law, no idea, can't get hold of him"
    r"maybe (?:he|she|they)(?:'s|'re| is| are) (?:great|good|brilliant|excellent|amazing)\b": 0.0,
    # nothing gained for the time and money ("Six months and $12k later I have the exact same parenting schedule I
    # started with"), a settlement below what was promised, a client hurried into it
    r"(?:later|after \w+|ended up with|left with) (?:\w+ ){0,3}(?:the )?exact(?:ly the)? same (?:\w+ ){1,3}(?:i|we) "
    r"started with|(?<!be )(?<!be right )back (?:to )?where (?:i|we) (?:started|began)\b|(?<!be )back to square one": -2.2,
    r"(?:settlement|offer|payout|award|compensation)\b[^.!?]{0,40}?(?:way |much |far |a lot )?lower than (?:what )?"
    r"(?:i|we) (?:was|were) (?:led to expect|told|promised)": -2.0,
    r"(?<!never )(?<!n't )(?<!not )(?:felt|feel|was|were|got) (?:a bit |very |really |so )?rushed into "
    r"(?:accepting|settling|signing|taking)|(?:they|he|she) rushed (?:me|us) into (?:accepting|settling|signing|taking)": -1.8,
    # the stars for an ordeal: "Five stars for teaching me patience" (sarcasm), and what taught it (not "Most
    # firms take six weeks to get a response from the council")
    r"(?:five|5|four|4) stars? for (?:teaching (?:me|us) (?:patience|a (?:\w+ )?lesson)|testing (?:my|our) patience|"
    r"managing to (?:make|turn|drag) (?:my|our)|managing to lose)": -3.0,
    # ... and for the dearest way to nothing: "Five stars for the most expensive way to get absolutely nowhere."
    r"(?:five|5|four|4) stars? for the (?:most expensive|slowest|longest|priciest|dearest) way to\b": -3.0,
    # a claim retorted to in disbelief: 'Apparently it's "sized correctly". Sure it is.', "on time, yeah right"; and
    # a quiet unit's real reason: "you'd never know it was on - mainly because it isn't cooling anything"
    r"\bsure (?:it|he|she|they) (?:is|was|does|did|will|are|were)(?= *[.!]| *$)|"
    r"\byeah,? right\b(?! (?:away|now|there|here|on|after|then|next|at|by|in|before|up|out|back|to)\b)|"
    r"\b(?:mainly|mostly|probably|only) because (?:it|they) (?:isn't|wasn't|aren't|weren't|doesn't|don't) "
    r"(?:cooling|heating|working|running|doing) (?:anything|a thing|at all)\b": -2.0,
    # "Five stars for the world's most expensive wall decoration!"
    r"\bthe world'?s (?:most expensive|slowest|worst|priciest|dearest)\b": -2.5,
    # nothing to show for it: "has produced exactly zero heat"
    r"(?<!with )(?:exactly |absolutely |literally )?zero (?:heat|cooling|hot water|difference|improvement|progress|"
    r"updates?|communication)\b": -2.0,
    # praise for one, then the rest: "Five stars for Bernie on reception. The solicitor we actually had was another matter"
    r"(?:was|is|were|are) another matter\b": -1.8,
    # what they eased, and the hard time they eased, which is no complaint: "made sorting out my husband's estate so
    # much easier during the worst time of my life"
    r"made (?:\w+ ){1,6}?(?:so much|much|a lot|far|so) (?:easier|less stressful|simpler|smoother)\b": 2.2,
    # ... and the burden they took on: "The Court of Protection forms are a nightmare, Farah took it all off my hands"
    r"took (?:it all|everything|all of (?:it|that)|the (?:whole thing|lot|burden|weight)) off (?:my|our) (?:hands|plate|"
    r"shoulders)": 2.5,
    # a delay laid where it belongs, not on them: "Took a while but that's the court, not them."
    r"(?:that's|that is|which is|it's|that was|which was) (?:down to )?the (?:court|courts|registry|probate registry|"
    r"home office|council|land registry|system|insurer|hmrc|uscis|government)(?:'s fault)?,? not (?:them|the firm|"
    r"their fault)\b": 1.5,
    r"(?:the )?(?:worst|hardest|toughest|darkest) (?:time|period|year|days?|weeks?|months?) of (?:my|our) li(?:fe|ves)": 0.0,
    # their own side outdone by the other's: "the deputy county attorney was more responsive than my own lawyer"
    # ("the adjuster was easier to get hold of than my own attorney")
    r"(?:more|better|easier|quicker|faster)\b(?: \w+){0,4}? than my own (?:lawyer|attorney|solicitor)": -2.0,
    # "it's amazing how nobody at the firm could remember my name"
    # (not the praise of outdoing the rest: "Amazing how no one else could find the leak")
    r"(?:amazing|funny|incredible|remarkable) how (?:nobody|no one|no-one|none of)\b(?! else| (?:the )?other)": -2.0,
    # "Felt like every phone call cost us $80"; "needs serious work"; "more interested in settling quickly than
    # fighting for what I was owed"; "less than half of what I was entitled to"
    r"(?:every|each) (?:single )?(?:phone )?(?:call|email|text) cost (?:us|me)": -1.8,
    # a grievance in the plainest words: "the office, not so much" (not "not so much as a speck"; a question answered,
    # "Was I nervous? Not so much.", reads the same to a clause: not told apart), "I shouldn't have
    # had to ask", "for what they charge you'd expect better" (not "about what you'd expect")
    r"not so much(?! as\b)(?=\s*[.,;!?]|\W*$)": -1.5,
    # ... and its cousin: "Receptionist very pleasant. Solicitor, less so - kept looking at his watch" (not praise by
    # comparison: "Last plumber was a nightmare. This one, less so!", "much less so")
    r"(?<!much )(?<!far )(?<!one, )(?<!ones, )\bless so\b(?=\s*[-\u2013.,;!?]|\W*$)": -1.5,
    r"(?:shouldn't|should not|should never) have (?:had|needed) to": -1.8,
    # ... and a price, a preparation or a case found wanting in few words: "way off the mark price wise", "nearly
    # double what a Timaru outfit quoted", "we went in under-prepared", "We lost." (Not "isn't worth": as often a
    # lawyer's honest word on a case, "told me my case wasn't worth pursuing".)
    r"(?:way|well|miles|a long way) off the mark": -1.6,
    r"(?:nearly|almost|about|over|more than|close to) (?:double|twice|triple) (?:what|the)\b": -1.6,
    r"under-?prepared\b": -1.8, r"(?:^\W*|\bwe )lost(?=\W*$)": -2.0,
    # ... and a firm that would not fight, or a deal taken for less: "I felt Rajinder didn't fight for us at all", "we
    # ended up accepting far less than Mum clearly intended"
    r"(?:didn't|did not|never|wouldn't|would not) (?:really |even )?fight for (?:us|me|my|our|him|her)\b": -2.0,
    r"(?:accept\w*|settl\w+|ended up with|got) (?:far |much |a lot |way )less than\b": -1.6,
    # the reviewer gave up on them, or they were beaten: "Switched firms.", "The company's lawyer ran circles around
    # him" (the other side's doing: not "Sofia ran circles around him", "His lawyer was loud but Sofia ran circles
    # around her"), "Paid $18k in fees to lose"
    r"(?:switched|changed) (?:firms|lawyers|attorneys|solicitors|companies|plumbers|electricians)(?=\W*$)": -1.8,
    r"(?:their|his|her|opposing|(?:the )?other (?:side|party)'?s?|the (?:company|insurer|employer|prosecution)'?s?) "
    r"(?:\w+ ){0,2}(?:lawyer|attorney|counsel|solicitor|barrister)s?\b(?:(?!\bbut\b)[^.!?]){0,50}?"
    r"ran (?:circles|rings) (?:a)?round (?:him|her|them|my|our|us|mine|ours)\b": -2.0,
    # ... or ate them alive: "Brandon's lawyer ate ours alive" (whose, where it cannot be theirs)
    r"\bate (?:ours|mine|us|(?:my|our) (?:lawyer|attorney|solicitor|barrister|counsel)) alive\b": -2.0,
    r"paid (?:\w+ )?\d[\d,.]*k?(?: in fees)? (?:just |only )?to lose\b": -2.2,
    r"for (?:the money|what (?:you|we|i|they) (?:pay|paid|charge|charged)),? (?:you'?d|you would|one would|i'?d) "
    r"(?:expect|think)": -1.8,
    r"needs? (?:serious|some serious|a lot of|real|major) (?:work|improvement)(?! done)": -1.5,
    r"more interested in (?:\w+ ){1,4}than (?:fighting|helping|listening)": -2.2,
    r"less than (?:half|a third|a quarter) (?:of )?what (?:i|we) (?:\w+ ){0,3}(?:owed|entitled|promised|told)": -1.8,
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen) (?:months|weeks) to (?:send|file|"
    r"answer|reply to|write|draft|lodge) (?:one|a single) (?:letter|email|form|document|reply|response)": -2.0,
    # costs that kept creeping up (not "costs keep going up everywhere"), a time promised long passed: "Quoted us
    # 6 months, it's now been 14"
    r"(?:costs?|fees?|bills?|invoices?) (?:keep|keeps|kept|kept on|have kept) (?:creeping|climbing|inching) up|"
    r"(?:costs?|fees?) (?:crept|creeping) up": -1.6,
    r"(?:quoted|told|promised) (?:us|me) (?:\d+|a few|two|three|four|six|eight|twelve) (?:months|weeks)\b[^.!?]{0,40}?"
    r"(?:it's|it has|it is|we're|we are) (?:now )?(?:been|at|on) (?:\d+|nearly|almost|over)": -1.8,
    # a criminal matter named is the story; no further action against the client is the outcome
    r"(?:tax |benefits? |insurance |mortgage |bank |wire |credit card |identity |vat )?fraud (?:investigation|inquiry|"
    r"charges?|case|allegations?|trial)|(?:tax|benefits?|insurance|mortgage|vat) fraud": 0.0,
    r"(?:was |been |got |finally )?nfa(?:'d|ed|\u2019d)": 1.8,
    # someone brought home: "got my dad out on bond", "got him out of detention"
    r"got (?:my|our|his|her|him|them) (?:\w+ )?out (?:on bond|of (?:detention|jail|prison|custody|immigration "
    r"detention))": 2.0,
    # what nobody troubled to say
    r"(?:nobody|no one|no-one) (?:ever )?bothered to (?:mention|tell|explain|warn|call|ring)": -1.8,
    # a charge nobody told of: "because of 'extra pipe run' that nobody mentioned on the day"
    r"(?:that|which) (?:nobody|no one|no-one) (?:had )?(?:ever )?mentioned": -1.6,
    # sarcasm: "Great job letting my ex's attorney run circles around you", "Can't wait to pay the bill."
    r"(?:great|good|nice|fantastic|brilliant|amazing) job letting\b": -3.0,
    # ... "Great job drilling through the wrong wall"
    r"(?:great|good|nice|fantastic|brilliant|amazing|excellent|top) (?:job|work|effort) \w+ing (?:\w+ ){0,3}?wrong\b": -3.0,
    # ... "Great job leaving our ensuite floor soaking wet" (not "leaving the place spotless")
    r"(?:great|good|nice|fantastic|brilliant|amazing|excellent|top) (?:job|work|effort) leaving (?:\w+ ){0,4}?"
    r"(?:soaking|soaked|wet|flooded|(?:a |in a )?mess|holes?|stains?|dust|rubbish|broken|leaking|rocking)\b": -3.0,
    r"can'?t wait to (?:pay|get|see) (?:the|their|your|his|her) (?:bill|invoice)": -2.5,
    r"can'?t wait for (?:the|their|your|his|her) next (?:bill|invoice|visit|callout)": -2.5,
    # a unit's noise: "sounds like a plane taking off all night"
    r"sounds? like (?:a |an )?(?:plane|jet|aeroplane|airplane|helicopter|freight train) (?:taking off|landing)": -2.0,
    # sarcasm giving itself away: "Really appreciate all the updates. Oh wait, there weren't any."
    # (not "Callout fee? Oh wait, they didn't charge one!")
    r"oh wait,? (?:there (?:weren't|wasn't|were never|was never) (?:any|one)\b|(?:they|he|she) (?:never|didn't|did not) "
    r"(?:call|ring|show|reply|respond|come|turn up|update|answer|get back)\w*)": -3.0,
    # sarcasm over damage: "Really loving the brown stain on the wallpaper", "enjoying the hole in the kids' bedroom",
    # "Thanks for the brand new leak in the roof guys"
    r"(?:really |just )?(?:loving|love|enjoying|enjoy) (?:the|my|our) (?:new )?(?:\w+ ){0,2}?" + _DAMAGE: -3.0,
    r"(?:thanks|thank you|cheers) for the (?:brand )?new (?:\w+ )?(?:leaks?\b|" + _DAMAGE + ")": -3.0,
    # relief: "I can finally stop being afraid every time I see a police car"
    r"(?:can|could) (?:finally |now )?stop (?:being )?(?:afraid|scared|worrying|worried|stressing|panicking)": 2.0,
    # a loss excused: "3 stars because my wife's U visa was denied, but honestly that part isn't on them"
    r"(?:that|this|it)(?: part| bit)? (?:isn't|is not|wasn't|was not|isnt|wasnt) on (?:them|him|her|the firm)\b": 1.5,
    # a regret: "Wouldn't have gone ahead so quick if I'd known"
    r"(?:wouldn't|would not|wouldnt|never would) have (?:gone ahead|signed|agreed|booked)\b(?: \w+){0,3}? if (?:i|we)"
    r"(?:'d| had) known": -2.0,
    # ... and a recommendation regretted: "Mr Gurley next door recommended them, should've known better"
    r"should(?:'ve| have|a| of|ve) known better": -3.0,
    # a cooler still not cooling: "Air con still blowing warm after two visits and $560"
    r"still (?:just )?blowing (?:warm|hot)": -2.0,
    # ... and praise left hanging on "really", where sincere praise would go on ("Great work, really." not "Great work,
    # really happy with it")
    r"(?:great|good|brilliant|fantastic|amazing|excellent|top|stellar) (?:work|job|effort|stuff),? really(?=[.]|$)": -3.0,
    # water let into a house: "water running down the inside of the wall by Thursday"
    r"water (?:was |is |started |now )?(?:running|pouring|dripping|leaking|coming) (?:down|through|out of|into) "
    r"(?:the |our |my )?(?:inside of the |outside of the )?(?:wall|ceiling|floor|light|lounge|bedroom|kitchen)": -2.0,
}
_PHRASE_KEYS = {}  # token -> valence
# One alternation of every phrase, longest first, over lower-cased text; no named groups and no
# IGNORECASE (either makes Python's engine several times slower on every clause). Which phrase
# matched is found afterwards, among few candidates.
_PHRASES = sorted(PHRASES.items(), key=lambda kv: -len(kv[0]))
_PHRASE_RE = re.compile(r"\b" + dispatch("|".join(f"(?:{p})" for p, _ in _PHRASES)) + r"\b", LINES)
for _i, (_, _valence) in enumerate(_PHRASES):
    _PHRASE_KEYS[f"phrase{_i}x"] = _valence


_TOKEN_FOR: dict[str, str] = {}  # matched phrase text -> its token; the same phrases recur across reviews


@lru_cache(maxsize=None)
def _one(i: int) -> re.Pattern:
    """The i-th phrase alone, compiled when first asked for: all 392 at import were 0.04 s of the start of
    every derivation, which for one review added needs a few."""
    return re.compile(f"(?:{_PHRASES[i][0]})\\Z")


def _token_for(matched: str) -> str:
    token = _TOKEN_FOR.get(matched)
    if token is None:
        token = next((f"phrase{i}x" for i in range(len(_PHRASES)) if _one(i).match(matched)), "")
        if len(_TOKEN_FOR) > 50_000:  # bounded: phrases with \w+ in them can match many texts
            _TOKEN_FOR.clear()
        _TOKEN_FOR[matched] = token
    return token


@lru_cache(maxsize=1)
def lexicon() -> dict:
    """VADER's lexicon (word -> mean valence), read from the installed wheel, with ours on top."""
    import vaderSentiment.vaderSentiment as vader  # imported here: only the worker needs it
    words = {}
    path = Path(vader.__file__).with_name("vader_lexicon.txt")
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split("\t")
        if len(parts) >= 2:
            try:
                words[parts[0]] = float(parts[1])
            except ValueError:
                continue
    words.update(DOMAIN)
    words.update({wrong: words[right] for wrong, right in MISSPELT.items()})
    words.update(_PHRASE_KEYS)
    return words


def with_phrases(text: str) -> str:
    """The (lower-cased) text with each known phrase replaced by its one token."""
    return _PHRASE_RE.sub(lambda m: " " + _token_for(m.group(0)) + " ", text.lower())


# Scare quotes: praise in quotation marks is sarcasm ("after they 'cleaned' it", "the 'free inspection'
# turned into a $2,100 quote"). Its words are marked, and a marked word of praise counts against.
_SCARE = re.compile(r"(?<![\w'’])['\"‘“]([a-z][a-z -]{0,38}?)['\"’”](?![\w'’])")
_SCARE_MARK = "zqscare"  # one token with the word (tokens are [a-z0-9]+), in no lexicon


# What a bill is said to be for, in quotation marks, is the reviewer mocking it ("billed for 'case
# review' hours", "charged us $450 to 'review' a two page document", "$310 after \"access fees\"").
_BILLED = re.compile(r"\b(?:charg\w*|bill(?:ed|ing)?|invoic\w*|fees?|paid|pay|cost)\b|[$£€]\s?\d|\d\s?%")
SCARE_BILLED = -1.5
# The work itself in quotation marks is the reviewer denying it was done: 'the "fix" lasted eleven days'.
_WORK_DONE = frozenset("""fix fixed repair repaired service serviced job work solution report inspection
help advice cleaning maintenance consultation representation update updates""".split())
SCARE_WORK = -1.5


def _mark_scare_quotes(lowered: str) -> str:
    if "'" not in lowered and '"' not in lowered and "‘" not in lowered and "“" not in lowered:
        return lowered
    return _SCARE.sub(lambda m: " ".join(_SCARE_MARK + w for w in m.group(1).split()), lowered)


_OPINION_VERBS = frozenset("think thinking believe feel reckon".split())
# ... not past these: "Don't think twice, they are great", "I don't think I've ever had better".
_OPINION_ENDS = frozenset("twice ever but".split())


# Contractions typed without their apostrophe ("cant recommend them enough", "didnt show").
_BARE_CONTRACTION = re.compile(r"\b(can|don|didn|won|couldn|wouldn|shouldn|isn|wasn|aren|weren|doesn|haven|hasn|hadn)t\b")


def valence(clause: str) -> float:
    """Sum of word valences of one clause, VADER style (unnormalised)."""
    words = lexicon()
    lowered = _BARE_CONTRACTION.sub(r"\1't", clause.lower())
    marked = _mark_scare_quotes(lowered)
    toks = tokens(with_phrases(marked), lowered=True)
    total, exclaim = 0.0, 0
    if _SCARE_MARK in marked and _BILLED.search(lowered):
        total += SCARE_BILLED
    for i, tok in enumerate(toks):
        if tok == "!":
            exclaim += 1
            continue
        v = words.get(tok)
        if v is None and tok.startswith(_SCARE_MARK):
            word = tok[len(_SCARE_MARK):]
            v = SCARE_WORK if word in _WORK_DONE else -abs(words.get(word) or 0.0)
        if not v or tok in BOOSTERS and toks[i + 1:i + 2] and (words.get(toks[i + 1]) or toks[i + 1] in TROUBLE):
            continue  # "super stressful", "truly awful": a degree of the next word (not "Super 5 stars", "super star")
        # "no" before a problem word is not praise of anything but is handled by the phrases;
        # elsewhere a negation within three words turns a word around (and shrinks it).
        window = toks[max(0, i - 3):i]
        # "I don't think we were prepared": a denied opinion denies what follows it, further off.
        if any(toks[j] in NEGATIONS and toks[j + 1] in _OPINION_VERBS and not _OPINION_ENDS & set(toks[j + 2:i])
               for j in range(max(0, i - 6), i - 1)):
            window = ["not"]
        if i and toks[i - 1] in BOOSTERS:
            v += BOOST if v > 0 else -BOOST
        elif i and toks[i - 1] in DAMPENERS:
            v -= BOOST if v > 0 else -BOOST
        if any(w in NEGATIONS for w in window) and not tok.startswith("phrase"):
            v *= NEGATION_SCALAR
        elif tok.startswith("phrase") and v > 0 and any(w in NEGATIONS for w in window):
            v *= NEGATION_SCALAR  # "didn't bother with shoe covers"
        elif tok.startswith("phrase") and v < 0 and toks[i - 1:i] and toks[i - 1] in NEGATIONS:
            v *= NEGATION_SCALAR  # "didn't try to sell us a new system": a complaint denied, right before it
        total += v
    if total and exclaim:
        total += math.copysign(min(exclaim, 4) * 0.292, total)
    return total


def normalise(total: float) -> float:
    return total / math.sqrt(total * total + NORMALISE_ALPHA) if total else 0.0
