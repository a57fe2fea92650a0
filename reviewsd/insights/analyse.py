"""One review's text -> its per_review entry, plus what aggregation needs (phrases, topics, a quote).

Sentiment of a review is that of its text, clause by clause: a clause after "but" counts 1.5 times,
the one before it half (VADER's contrast rule, applied across the split; a sentence opening with a shouted
"BUT" turns so from the one before), and each aspect takes the
polarity of the clause that speaks of it, so "great work but pricey" is positive on quality of work
and negative on pricing.
"""
import re
from dataclasses import dataclass

from reviewsd.insights import aspects as taxonomy, polarity, textmodel
from reviewsd.insights.areas import Areas, home_state
from reviewsd.insights.entities import FIRM, NAME_VARIANTS, Technicians, fold
from reviewsd.insights.facts import Facts, count
from reviewsd.insights.fastre import AnyOf
from reviewsd.insights.sentiment import lexicon, normalise, valence
from reviewsd.insights.services import Services
from reviewsd.insights.text import clauses, sentences
from reviewsd.insights.trades import trades_for

POSITIVE, NEGATIVE = 0.05, -0.05  # VADER's own thresholds on the normalised score
# When the text overrules the stars: it must be one-sided (no clause of the other polarity worth
# counting) and at least this strong (normalised). A 5-star review that reads "Nobody returned my calls
# for a month" is negative; a 4-star "great work but pricey" stays positive.
OVERRULE = 0.5
OTHER_SIDE_MAX = 0.12  # the other polarity may add up to this share of the dominant one
# Three stars are the reviewer saying "so-so": plain satisfaction ("it got done, the guy was polite")
# does not overrule them, only outright praise does (a 3-star text of nothing but complaints is negative).
OVERRULE_NEUTRAL = 0.65
# Four stars over a text that says only "ok" / "nothing special" (and little else either way): the
# words are the verdict, so-so. ("It's been fine since" is a repair that held, not a verdict.)
LUKEWARM = re.compile(r"\b(?:ok|okay|alright|so-so|mediocre|nothing (?:special|amazing)|it is what it is|"
                      r"(?<!been )(?<!working )(?<!works )fine)\b")
LUKEWARM_MAX = 1.0  # opinion either way, summed, below which the lukewarm words decide
# Three stars, or four, and the reviewer's own word for them ("Middle of the road.", "Mixed feelings."): so-so,
# however the complaints and the praise weigh (dev sets: all four such four-star reviews labelled neutral).
MIDDLING = re.compile(r"\b(?:(?<!in the )(?<!on the )middle of the road(?= *[.!]| *$)|(?:a )?mixed bag|"
                      r"^mixed(?= *[.!:])|"  # the review's first word: "Mixed. The will itself is fine ..."
                      r"nothing special either way|nothing more,? nothing less|"
                      r"nothing (?:special|great|amazing)\b[^.!?]{0,30}\bnothing bad|"
                      r"mixed feelings(?= *[.!,:;-]| *$| overall| on (?:this|them)| about "
                      r"(?:this|them|the (?:firm|company|experience|service|outcome))))\b")
# Four stars or five, and the last sentence condemning ("That was unacceptable.", "... is not okay.", "Felt ripped off
# tbh.", "That's a joke."): a complaint, however the praise before weighs (dev sets: all such reviews labelled
# negative; "not a rip off either" is no such word).
CONDEMNED = re.compile(r"\b(?:unacceptable|not (?:okay|ok|acceptable)|"
                       r"(?:felt|feel|feels|feeling) (?:a bit |a little |quite |pretty |totally |so )?"
                       r"(?:ripped off|like a rip[- ]?off)|(?:that's|that is|it's|it is|is) (?:a bit of )?a joke)\b"
                       r"[^.!?]*[.!?]*\s*$")
# Three stars over complaints and the work or its result said to be fine, unhedged ("Job itself fine. Had to chase
# them twice for the certificate"): so-so, not a complaint overruling the stars. ("Outcome was fine I suppose" is.)
WORK_FINE = re.compile(r"\b(?:job|work|result|outcome|install\w*|consult\w*|repair)(?: itself)? (?:was |went |is )?"
                       r"(?:fine|ok|okay|alright|decent)\b(?! i (?:guess|suppose))")
# Three stars given with a shrug ("Meh.") and complaints beyond it: a complaint, as most such reviews in the
# development sets are labelled ("Meh, it got fixed." alone is so-so).
SHRUGGED = re.compile(r"\bmeh\b")
SHRUG_WEIGHT = 1.5  # what "meh" itself weighs (sentiment.PHRASES), and a little: a shrug alone is so-so
# A verdict deferred ("Still ongoing, too early to say", "still waiting to hear from SSA. Will update.")
# under four or five stars, with little opinion either way, is no verdict yet.
PENDING = re.compile(r"\b(?:too (?:early|soon) to (?:say|tell|judge)|(?:will|i'll|we'll) update|"
                     r"(?:case is |it's |still )(?:still )?(?:ongoing|pending|in progress)|"
                     r"jury(?:'s| is) (?:still )?out|"
                     r"still (?:deciding|thinking (?:about )?it over|weighing (?:it|our|my) options)|"
                     r"(?:haven't|have not|yet to) decide[d]?|(?:haven't|hasn't|have not|has not|not) finished yet|"
                     r"can't say (?:much )?about (?:the )?results?|"
                     r"(?<!no )(?<!not )(?<!without )(?:still )?waiting (?:on|for) (?:a|the|their) quote(?! for))\b")
# Four stars over a text whose complaints outweigh its praise at least twice over ("Well, the AC works
# now, so 4 stars. But: two missed appointments, ...") is a complaint with a courtesy star or two.
COMPLAINT_OUTWEIGHS = 2.0
COMPLAINT_MIN = 0.3  # normalised: the complaints must be more than a grumble
# A reviewer who excuses the stars ("Four stars only because I'm not a felon today", "4 stars because
# the new unit itself is great") is saying the text is the verdict: complaints need only match praise,
# and the praise in the excuse is conceded (CONCEDED).
_STARS = r"(?:three|3|four|4|five|5)"  # stars a reviewer gives in words
# ... of which the top stars withheld from everyone ("I never give 5 stars to anyone so dont take it personally", "I
# don't believe in giving full marks to solicitors on principle") is no complaint of this business: its words weigh
# nothing (_weighed).
_ON_PRINCIPLE = (r"(?:don't|dont|do not|never) (?:really |usually |ever |believe in )?(?:give|giving|hand|do) "
                 r"(?:out |anybody |anyone |people |companies )?"
                 r"(?:5s|fives|five stars|5 stars|full marks|"
                 r"5\b(?![- ]?(?:min\w*|hours?|hrs?|days?|weeks?|secs?|seconds?|star work))|five\b(?! \w))")
ON_PRINCIPLE = re.compile(r"\b" + _ON_PRINCIPLE + r"\b")
_REASON = r"(?:because|bc|b/c|cos|cause|since|as)"  # and the words of the reason for them
STARS_EXCUSED = re.compile(r"\b(?:(?<!only )(?<!only giving )(?<!only gave )" + _STARS + r"[- ]stars? "
                           r"(?:only |just |purely )?(?:" + _REASON + r"|for (?:the|that))|"
                           # the stars for one person alone: "Three stars for Sam." (not "for now", "for sure")
                           + _STARS + r"[- ]stars? (?:only |just |purely )?for (?!(?:the|that|this|a|an|now|sure|"
                           r"me|you|us|them|him|her|it|today|effort|trying|real|certain|once|starters|what)\b)"
                           r"[a-z]+(?: [a-z]+)?(?=\W*$)|"
                           # "3 stars is generous": more than the text says it deserves; "Would give less but ..."
                           + _STARS + r"[- ]stars? (?:is|are|was) (?:being |very |more than )?generous|"
                           r"(?:would|could|should) (?:have )?give[n]? (?:it |them )?(?:less|lower|fewer|zero)|"
                           r"(?:honestly |probably |really )?should be lower|"
                           # "Honestly not sure why I only gave 3 stars, they were great"
                           r"(?:not sure|no idea|don't know) why (?:i|we)(?:'m| am)? (?:only )?"
                           r"(?:gave|giving|rated|rating)(?: (?:it|them|this|him|her))? (?:only )?" + _STARS + r"\b|"
                           r"(?:the )?only reason "
                           r"(?:for|i gave|i'm giving|it gets|they get) (?:the |it |them )?" + _STARS + "|"
                           + _ON_PRINCIPLE + "|"
                           # "Giving 4 because Daniel was nice": the stars as a bare number
                           r"(?<!only )(?:giving|gave|give|rating|rated) (?:it |them |him |her |this )?" + _STARS +
                           r"(?:[- ]stars?)? (?:only |just |purely )?" + _REASON + r")\b")
EXCUSED_OUTWEIGHS = 1.0
# A complaint given as the reason for one star withheld ("Minus one star because the office is impossible
# to reach", "Knocked a star off for the wait") is conceded: the reviewer has already weighed it.
DOCKED = re.compile(r"\b(?:minus|less|dock(?:ed|ing)?|knock(?:ed|ing)? off|took off|taking off|lost|loses) "
                    r"(?:one|a|1) (?:star|point)\b|\b(?:one|a|1) star off\b|(?<!\w)-1 stars?\b|"
                    # "would've been 5 stars but ...", "only 4 stars because ...": the grumble that kept the fifth
                    r"\bwould(?:'ve| have) been (?:(?:5|five) stars?|(?:5|five),? (?:but|if|except)\b)|"
                    r"\bwould (?:be|get|have got) (?:a )?(?:5|five)(?: stars?)?,? (?:but|if|except)\b|"
                    r"\bonly (?:giving |gave )?(?:4|four) stars? "
                    r"(?:just )?(?:" + _REASON + r"|for)\b|"
                    # "Only gripe is it took three emails to get an invoice": named as minor by the reviewer
                    r"\b(?:only|one|minor|small|little|slight|tiny) "
                    r"(?:gripe|complaint|niggle|quibble|criticism|downside)\b")
QUOTE_MIN, QUOTE_MAX = 40, 220  # characters a pull quote candidate may have
# The characters of a review that are analysed. Review sites cap a review near here (Google at 4,096,
# Yelp at 5,000), and some rules cost the square of a sentence's length: 100,000 characters of one
# unpunctuated sentence took 9 s; the first 5,000 take a fraction of a second (bench.insights, worst cases).
ANALYSED_CHARS = 5_000
# Praise granted as a consolation ("The lawyer was friendly at least", "polite enough I suppose", "to be
# fair they explained why") weighs less than a third: what the reviewer concedes, not what they conclude.
CONCESSION = re.compile(r"\b(?:at least|at any rate|i(?:'ll| will) give (?:him|her|them|it|you) that|"
                        r"i(?:'ll| will) say that(?: much)?|"
                        r"to be fair|in fairness|i suppose|i guess|eventually|"
                        r"when (?:i|we|you) (?:actually |finally |eventually )?(?:get|got) (?:to|hold)|"
                        r"i(?:'ll| will) grant (?:you|them|him|her)|"
                        r"(?:polite|nice|friendly|pleasant|fine|ok|okay|decent|fair) enough)\b"
                        r"|\bmind\W*$"  # British: "The receptionist was lovely, mind."
                        # (how pleasant they were, said as an afterthought: "Nice people though.")
                        r"|\b(?:nice|lovely|friendly|pleasant|polite|decent) (?:people|folks?|bunch|lot|person|guy|"
                        r"bloke|lady|man|woman|enough)\W+(?:though|tho)\W*$", re.I)
CONCEDED = 0.3


# A clause about someone else's doing is the story, not a complaint about the business: "The last guy
# wired our hot tub with the wrong gauge wire", "My landlord kept threatening to evict me".
_PREVIOUS_FIRM = (r"(?:(?:the |our |my |his |her |their |that )?(?:last|previous|old|prior)|"
                  r"this (?:last|previous|prior)) "
                  r"(?:" + FIRM + r"|owners?)|"
                  # not "the first tech they sent": the business's own, before a second (but "the first company")
                  r"(?:our |my |his |her |their )(?:first|original) "
                  r"(?:company|contractor|lawyer|attorney|solicitor|firm)s?|the first (?:company|firm|outfit)\b")
# Others in an immigration case: one who sells immigration papers with no licence ("a notario on Hillcroft took $2,000
# from me and did nothing") and the government's immigration office ("It took a long time because USCIS is slow").
_IMMIGRATION_OTHERS = r"(?:(?:a|the|my|our|his|her) notario|(?:the )?(?:uscis|ircc|home office))"
THE_FIRM_BEFORE = re.compile(r"\b(?:" + _PREVIOUS_FIRM + ")", re.I)  # anywhere in a clause
ANOTHER_PARTY = re.compile(
    r"^\s*(?:but |and |then |so |when )?"
    r"(?:(?:had an? (?:bad|terrible|awful|horrible|nightmare) experience with|"
    r"tried|went with) (?:one of those|another|a different)\b|" + _PREVIOUS_FIRM + "|"
    r"(?:another|a different) (?:" + FIRM + r"|lot)|"
    r"(?:my|our|the|his|her) (?:landlord|ex|ex-wife|ex-husband|insurance company|insurer|adjuster|employer|boss|bank|"
    r"lender|creditors?|prosecutor|other driver)|" + _IMMIGRATION_OTHERS + r")\b"
    # ... and a previous firm's doing told as the cause, later in the clause: "My case was a mess after my
    # first lawyer missed the deadline" (not "They stopped returning my calls when the insurance company
    # made an offer": their doing, at another's moment).
    r"|\b(?:after|because|since|cause|cos) (?:" + _PREVIOUS_FIRM + r"|(?:the )?last time with|"
    + _IMMIGRATION_OTHERS + r"|"
    # "Was nervous after a bad experience with a different plumber who left our bathroom a disaster"
    r"an? (?:bad|terrible|awful|horrible|nightmare|horror) experience with "
    r"(?:one of those|another|a different))\b"
    # ... or done by one: "We'd been messed around by one of those online will companies" (not "let down by
    # another no-show", "they messed us around by another cancellation")
    r"|\b(?:messed|mucked|jerked|pushed) around by (?:one of those|another|a different) (?:[\w-]+ ){0,3}?" + FIRM + "|"
    r"\b(?:let down|burned|burnt|ripped off|scammed|fleeced) by (?:one of those|another|a different) "
    r"(?:[\w-]+ ){0,3}?" + FIRM + r"\b", re.I)


# In a review whose stars are not good, praise in a sentence about another firm the reviewer turned to is
# theirs, not the business's: "Went with Standard Heating instead and they were great", "Luckily the gas
# distributor sent someone out", "Another firm took it and I won".
_NOT_ALMOST = r"(?<!almost )(?<!nearly )(?<!could have )(?<!could've )"  # "I almost went with a cheaper company"
_TURNED = r"\b(?:went|gone|going|switched|moved|called|hired|used|tried|ended up (?:with|using|calling|hiring)) "
# Under any stars, another firm said to be turned to, or to have done the job, is not the business: "Went with another
# firm and they won my case" (under five stars, a complaint).
ANOTHER_FIRM_PRAISED = re.compile(
    _NOT_ALMOST + _TURNED + r"(?:with |to )?(?:another|a different) (?:\w+ ){0,2}" + FIRM + r"\b|"
    r"\b(?:another|a different) " + FIRM + r" (?:came|took|sorted|fixed|did|got|had|was|were|looked)\b")
ANOTHER_PRAISED = re.compile(
    ANOTHER_FIRM_PRAISED.pattern + "|"
    r"\b(?:ended up|eventually|finally) (?:sending|sent|calling|called|using|used|hiring|hired|going with|went with)\b|"
    r"\bended up (?:getting|got)\b|"
    # not "luckily the plumber they sent": someone who is not the business's
    r"\b(?:luckily|thankfully|fortunately),? (?:the|a|another|my|our) (?:\w+ ){0,2}(?:distributor|utility|council|city|"
    r"neighbou?r|friend|gas board|power company)\b|"
    r"\b(?:luckily|thankfully|fortunately),? (?:a|another) (?:\w+ ){0,2}" + FIRM + r"\b|"
    # "The Berkeys guys we used at our old house were way better": the firm before, against this one
    r"\b(?:we|i)(?:'d| had)? used (?:before|previously|last time|"
    r"at (?:our|my) (?:old|last|previous) (?:house|place|home)) (?:was|were|did) (?:way |much |far |a lot |so much )?"
    r"better\b|"
    # someone else more use than anyone at the firm: "Mr Easton from the insurer's firm was more helpful than anyone
    # here"
    r"\bmore (?:helpful|useful|responsive|professional|informative) than "
    r"(?:anyone|anybody|everyone|the (?:whole|entire) (?:firm|office|team)) "
    r"(?:here|there|at (?:the|this|that) (?:firm|office|company))\b|"
    # "We went with a firm in Santa Ana instead who explained everything"
    + _NOT_ALMOST + _TURNED + r"(?:with |to )?(?:a|an|some) (?:\w+ ){0,2}" + FIRM + r"\b[^.]{0,60}\binstead\b")
# ... and a firm by its name, turned to instead or in the end: "Went with Standard Heating out of Eagan instead",
# "Went with Huon Heating in the end" (the original text: a name is capitalised; "we went with the repair
# instead" is no other firm).
TURNED_TO = re.compile(r"\b(?:[Ww]ent|[Gg]one|[Gg]oing|[Ss]witched|[Mm]oved|[Cc]alled|[Hh]ired|[Uu]sed|[Tt]ried) "
                       r"(?:with |to )?[A-Z][\w'-]*(?: \S+){0,4} (?:instead|in the end)\b")
# Praise with "though" at the end of its sentence is an afterthought under poor stars ("Nice website
# though.") or stars the reviewer excuses; under good stars it is the verdict ("Worth every penny though.").
AFTERTHOUGHT = re.compile(r"\bthough\W*$", re.I)
# ... and praise that was only promised ("I was told someone would get back to me within 48 hours") is,
# under poor stars, the promise broken.
PROMISED = re.compile(r"\b(?:was|were|been|got) (?:promised|assured|guaranteed)\b|"
                      r"\b(?:told|said|promised|assured|guaranteed|swore|claimed)\b[^.]{0,80}?"
                      r"(?:\b(?:would|will|going to|gonna)\b|'d\b|'ll\b)", re.I)
# ... not a promise kept: "showed up when they said they would", "right when the office said he would" (but
# "it took 14 months when we were promised six" is one broken).
KEPT = re.compile(r"\b(?:when|as|like|exactly as|just as) (?:they|he|she|the \w+|\w+) (?:said|told (?:me|us)|promised) "
                  r"(?:they|he|she|it)(?: would|'d)\b", re.I)


# "Granted, ..." and "Sure, ..." concede what follows, praise or complaint ("Granted, the crew was two
# hours late ... But the new unit runs quiet").
# Not "Granted last month." (the application was) nor "Sure enough": the concession is followed by a comma or
# by what is conceded.
GRANTED = re.compile(r"^\s*(?:admittedly|yes)\b|^\s*(?:granted|sure)(?:,| (?:that|the|they|he|she|it|we|i|you|"
                     r"there|this|his|her|their|our|my)\b)", re.I)


# A reviewer saying the stars are a slip ("meant to give five stars", "meant to press five!", "the one star is a
# mistake"): then the text alone decides.
_GIVE_STARS = r"(?:give|put|leave|rate|click|select)"  # what one does to give stars
# ... and what one does to anything as well, said of stars only with them after: "meant to press five!" (not "he was
# meant to pick up the part")
_PRESS = r"(?:press|tap|hit|pick|choose)"
_STAR_COUNT = r"(five|5|four|4|one|1|two|2|three|3)"  # (the stars meant: MEANT_STARS's groups)
_PRESS_STARS = _PRESS + r" (?:\w+ ){0,2}?(?:stars?|five|5|four|4|one|1)\b"
# (who wrote it not knowing, and what asked for the stars)
_UNSURE = r"(?:not sure|no idea|(?:i )?don'?t know|idk)"
_THE_FORM = r"(?:it|this|this thing|the (?:app|site|form|page))"
MISTAKEN_STARS = re.compile(
    r"\b(?:meant to (?:" + _GIVE_STARS + r"\b|" + _PRESS_STARS + r")|(?:pressed|hit|clicked|tapped|selected) the wrong|"
    r"(?:says|shows|put) (?:one|1|two|2|three|3|four|4),? (?:i )?meant (?:five|5|four|4|one|1)\b|"
    r"wrong (?:stars?|rating|button)|(?:stars?|rating) (?:is|was) (?:a |by )?(?:mistake|accident|typo)|"
    r"how to change (?:it|the (?:rating|stars?))|not sure why i (?:clicked|gave|put|selected|picked|chose)|"
    r"(?:it |that |this )?should (?:be|have been|'ve been) (?:five|5|four|4|one|1)(?: stars?)?\W*$|"
    # stars asked for, not given: "Not sure why it's asking me for stars", "Only giving stars because it won't let me
    # post without"
    # (or given, by the form: "Not sure why it only gave one star"; not "why it shows five stars everywhere", the
    # business's)
    r"" + _UNSURE + r" why " + _THE_FORM + r"(?:'s|s| is)? "
    r"(?:\w+ )?(?:asking|wants?|making|made|forcing|forced|asks|lets?|gave|put|picked)\b"
    r"[^.!?]{0,25}\bstars?\b|"
    # ... and the stars meant, after: "Not sure why it only let me pick one star, meant five!!", "... one star, I
    # meant five!! Tane and the young apprentice ..."
    r"\bstars?\b,? (?:i )?meant (?:five|5|four|4)(?: stars?)?(?:\W*$|\W*[.!]+)|"
    r"" + _UNSURE + r" what (?:the )?(?:stars?|rating) (?:is|are) (?:for|about)\b|"
    # ("Giving 5 stars because I'm not sure how this works.")
    r"" + _UNSURE + r" how (?:this|it|the (?:app|site|form|stars?|rating)) works\b|"
    r"only giving (?:any )?stars because|"
    r"why (?:does|do|would) " + _THE_FORM + r" (?:even )?(?:need|want|require|ask for) "
    r"stars?\b|(?:one|1|two|2|three|3|four|4|five|5) stars? by (?:accident|mistake)\b|"
    # stars given as bait: "I gave 5 stars so you'll actually read this", "Giving 5 so people actually see this"
    r"(?:gave|giving|give|put) (?:it )?(?:5|five|1|one)(?: stars?)? so (?:that )?(?:you'?ll|you will|people|others|"
    r"more people|someone|it) (?:will )?(?:\w+ )?(?:read|see|notice)s?\b|"
    r"(?:won't|wouldn't|doesn't|didn't) let me (?:post|submit)\b[^.!?]{0,20}"
    r"\bwithout\b)")


# ... and the stars meant, where it says ("meant 5", "should be 5!")
MEANT_STARS = re.compile(r"\bmeant(?: to (?:" + _GIVE_STARS + "|" + _PRESS + r")(?: it| them)?)? "
                         + _STAR_COUNT + r"\b(?! (?:minutes|hours|days|weeks|times)\b)|"
                         # ("should be 5!", not "Should have been one visit")
                         r"\bshould (?:be|have been|'ve been) " + _STAR_COUNT + r"(?: stars?\b|\W*$|!)")


# What dates, times or bills a job: the marks of a record of it ("in March", "on the 14th", "took about 3 hours",
# "Invoice paid.", "Bill was $215.")
# ("may" is no month here: "in may be")
_A_RECORD = re.compile(r"\b(?:(?:in|on|since|by|from|until|till) (?:early |late |mid[- ])?"
                       r"(?:january|february|march|april|june|july|august|september|october|november|december|"
                       r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d{4})|"
                       r"on the \d{1,2}(?:st|nd|rd|th)?|"
                       r"(?:took|lasted|here|there|done in) (?:about |around |roughly |just )?(?:an? |\d+ )"
                       r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|morning|afternoon)|"
                       r"\d+ (?:minutes|mins|hours|days|weeks|months) later|"
                       r"invoice (?:paid|was emailed|came|sent)|(?:bill|fee|total|cost) was [$£€]\d|"
                       # the invoice emailed, the fee met by another, or the job alone: "emailed the invoice", "Employer
                       # covered the fee", "Used them for my divorce."
                       r"(?:emailed|sent) (?:the|an|their) invoice|invoice (?:was )?emailed|"
                       r"(?:covered|paid) the fee|fee (?:was )?(?:paid|covered) by|"
                       r"^used (?:them |this firm )?for (?:my |our |a |an |the )?\w+(?: \w+)?\.?$)")
RECORD_PRAISED = 0.5  # how sure the text model must be that a record's words praise, to leave it the stars' reading
# ... and the marks of feeling, which a bare record has none of: "!", an emoji, stars or a score
_SAID_WITH_FEELING = re.compile(r"[!\U0001F300-\U0001FAFF\u2600-\u27BF]|\bstars?\b|\b\d+/10\b|\ba\+", re.I)


# Top stars given for a show, not the work: "5 stars for the comedy value", "Five stars for teaching me patience".
# Under top stars, beside complaints of the work (JOKE_AFTER), the stars are the joke and the text alone decides ("5
# stars for creativity. Tom ran the cable without opening a wall." is sincere); under poor ones ("Five stars for
# creativity." with one star) the joke is the sentence.
IRONIC_STARS = re.compile(r"(?:five|5) stars? for (?:the )?(?:sheer )?"
                          r"(?:show|comedy|entertainment|creativity|drama|laughs?|"
                          r"teaching (?:me|us)|testing (?:my|our))\b")


# (the sentence that owns up to the wrong stars speaks of stars, a rating or a review: "selected the wrong visa
# category" is a complaint still)
# (and of the app it was given in, with the apology for it: "Sorry, meant to put 5 stars, this app is confusing")
_OF_STARS = re.compile(r"\b(?:stars?|review|button|click\w*|tapp?\w*|press(?:ed|ing)?|edit|[1-5]|app|website|sorry|"
                       r"oops|whoops)\b")


# A bare exclamation of praise ("Great, thanks.", "Thanks guys!") in a review that praises nothing else
# is sarcasm, and counts against, in a one- or two-star review or after complaints of some weight ("Five
# stars for consistency: consistently not calling me back. ... Great job guys."). After a lesser
# grumble it is as often sincere: "Skip was a little late but he replaced every outlet. Good job."
SARCASM_AFTER = 3.0  # the complaints (unnormalised) that make a bare "Great job" sarcastic
JOKE_AFTER = 0.5  # ... and top stars "for the comedy value" a joke (see IRONIC_STARS)
# The writer's own mark of sarcasm, at the end: "Wonderful. $12k later and my ex still gets the house. Really
# felt represented. /s": every word of praise is meant the other way.
SARCASM_MARK = re.compile(r"(?:^|\s)/s\W*$", re.I)
# Read word by word, not as one pattern: the same words both lead and follow ("thanks", "really"), and a
# pattern that nests them backtracks without end on a sentence of them.
# (A phrase's words are joined by "_".) "Impressed" follows praise, never heads it: "Great stuff, really impressed." is
# bare praise, "Really impressed." alone as often sincere (but see IMPRESSED).
_PRAISE_HEADS = frozenset("""great amazing wonderful fantastic awesome perfect brilliant lovely super terrific
outstanding excellent superb marvelous marvellous nice cool thanks thank cheers bravo stellar splendid impressive
thank_you well_done good_job great_job nice_job top_notch first_class top what_a_service what_a_job
money_well_spent""".split())
_PRAISE_FILLERS = frozenset("""oh just so really truly simply absolutely well guys lads heaps again indeed team very
genuinely folks everyone timing you a_lot so_much a_million stuff wow impressed""".split())
_PRAISE_PHRASES = sorted(w.replace("_", " ") for w in _PRAISE_HEADS | _PRAISE_FILLERS if "_" in w)
_THE_WORK = frozenset("work job service".split())
_AMOUNT_WELL_SPENT = re.compile(r"[$£€]\d[\d,.]*k? well spent")
_WORDS_OF = re.compile(r"[a-z']+")


def bare_praise(sentence: str, of_the_work: bool = False) -> bool:
    """Whether a (lower-cased) sentence is nothing but an exclamation of praise: "Great, thanks.", "Thanks
    heaps guys!", "Top notch, guys." (and not "Great work on the boiler"); with `of_the_work` (under one or
    two stars) also "Brilliant work lads." (under four, "Great work." is as often sincere)."""
    sentence = _AMOUNT_WELL_SPENT.sub("money well spent", sentence)  # "$180 well spent."
    words = _WORDS_OF.findall(sentence.replace("-", " "))
    if not words or _WORDS_OF.sub("", sentence).strip(" .!,?") != "":
        return False
    text = " ".join(words)
    for phrase in _PRAISE_PHRASES:
        text = text.replace(phrase, phrase.replace(" ", "_"))
    tokens = text.split()
    fillers = _PRAISE_FILLERS | _THE_WORK if of_the_work else _PRAISE_FILLERS
    heads = _PRAISE_HEADS | {"helpful"} if of_the_work else _PRAISE_HEADS  # ("Very helpful." as often sincere)
    return all(t in heads or t in fillers for t in tokens) and any(t in heads for t in tokens)


# ... and praise that is irony by its form, counted with it: a sentence opening on an exclamation of praise
# and going on to a misfortune ("Great, third visit for the same leaking pipe"), or delight in one ("Really
# loving the bucket we keep under it", "Love that for me"). Not "Great, they were on time" (no misfortune
# follows: see analyse()) nor "I really love the new heat pump".
_GREAT_JOB_ON = r"(?:great|fantastic|brilliant|amazing|awesome|nice|top) (?:job|work) on (?:the|our|my) "  # (below)
IRONIC_OPENING = re.compile(r"(?:oh |well |just )?(?:great|fantastic|brilliant|wonderful|perfect|lovely|awesome|super)"
                            r"(?:,| -)|oh sure\b|"
                            # "Wow what a great experience having my hearing reset THREE times", "Love finding out
                            # at 2pm on closing day that ..." (with a misfortune, or under poor stars)
                            r"(?:wow,? )?what an? (?:great|wonderful|fantastic|lovely|brilliant|amazing) "
                            r"(?:experience|way to|time)\b|"
                            # "Wonderful experience paying $400 an hour to have my lawyer agree with opposing counsel"
                            r"(?:great|wonderful|fantastic|lovely|brilliant|amazing) experience "
                            r"(?:paying|waiting)\b|"
                            # "Loved coming home to find the gate left open", "Really felt represented.", "Can't wait
                            # to pay the filing fee all over again."
                            r"(?:i )?(?:just |really )?lov(?:e|ed) (?:coming home|getting home|walking in|waking up) "
                            r"to (?:find|see)\b|"
                            r"(?:i )?(?:really|truly) (?:felt|feel) (?:so )?(?:represented|valued|heard|looked after|"
                            r"cared for|appreciated)\W*$|"
                            r"(?:i )?can'?t wait to (?:pay|go through)\b[^.!?]* again\b|"
                            r"(?:i )?(?:just |really )?love (?:finding out|hearing|discovering|learning|being told)\b|"
                            # "Wonderful to find out from the other side's solicitor that ...", "Really filled me with
                            # confidence."
                            r"(?:great|wonderful|lovely|brilliant|fantastic|nice) to "
                            r"(?:find out|hear|discover|learn)\b|"
                            r"(?:really|truly|that) fill(?:ed|s) me with confidence\b|"
                            # "Really impressed that the whole house now trips", "Really got my money's worth."
                            r"(?:really|so|super|very|truly) impressed that\b|"
                            # "Really appreciate being kept in the loop." and no more (after a misfortune)
                            r"(?:i )?(?:really|truly|so) appreciated? (?:being|getting) kept (?:in the loop|informed|"
                            r"updated|posted)\W*$|"
                            # "Great job on the new switchboard lads." and no more, before a misfortune (under poor
                            # stars)
                            + _GREAT_JOB_ON +
                            r"(?:new )?\w+(?: \w+)?(?:,? (?:lads|guys|team|folks))?\W*$|"
                            # "Really top notch scheduling, guys.", "Super worth the $7,500." and no more
                            r"(?:really |truly |just )?(?:top[- ]notch|top[- ]class|stellar|first[- ]class|"
                            r"world[- ]class) "
                            r"\w+(?: \w+){0,2}(?:,? (?:lads|guys|team|folks))?\W*$|"
                            r"(?:super|so|totally|really|well) worth (?:the|every) \$[\d,.]+k?\W*$|"
                            # "Really worth every penny.", "Really money well spent.", "Truly worth it." (and no more)
                            r"(?:really|truly|so|totally) "
                            r"(?:worth every (?:penny|cent|dollar)|money well spent|worth it)\W*$|"
                            # "Love how I was 'top priority' right up until I signed the contract."
                            r"(?:i )?(?:just |really )?love how\b|"
                            r"(?:great|good|fantastic|brilliant|nice) (?:job|work|stuff)(?:,? (?:lads|guys|team))?,? "
                            r"really\W*$|"
                            # "Wow, thanks so much for telling me the DAY BEFORE TRIAL that you hadn't ..."
                            r"(?:wow,? )?(?:thanks|thank you) so much for\b|"
                            # "Amazing how fast they return calls when they want you to sign" (with a misfortune)
                            r"(?:it'?s )?amazing how\b|"
                            # "Five stars for managing to turn a dripping tap into a flooded kitchen."
                            r"(?:five|5) stars? for (?:managing to|somehow)\b|"
                            r"(?:really |truly |definitely )?got (?:my|our) money'?s worth\b")
IRONIC = re.compile(r"(?:really |just |absolutely |so )(?:loving (?:the|sitting|having|waiting|paying)|"
                    # ("Just love sitting in the dark watching the sunset because ...")
                    r"love (?:sitting|waiting|paying)|"
                    r"enjoying (?:sitting|having|waiting|paying|"
                    r"the (?:wait|cold|heat|space heater|bucket|smell|noise)))\b|"
                    r"love that for (?:me|us)\b|thanks for nothing\b|cheers for that\b|so much for\b|"
                    # "Hope you enjoy paying $375 an hour for your attorney's learning curve."
                    r"(?:i )?hope you (?:enjoy|like|love) (?:paying|waiting|chasing|being (?:ignored|kept waiting))\b|"
                    # "5 stars? More like 5 months waiting for a reply." (not "more like three days in the end")
                    r"more like (?:\d+|two|three|four|five|six|several) (?:months|weeks|days|hours) (?:of )?waiting\b|"
                    # "Ten out of ten, would recommend to my ex." (IRONIC is matched at the sentence's start: the
                    # recommendation may come later in it)
                    r"(?:[^.!?]*\b)?recommend (?:them |this firm |this place |it )?to my (?:ex|worst enemy|enemies)\b|"
                    # "Wow, 5 stars for making me wait 7 months for a callback."
                    r"(?:wow|oh|well)?,? ?(?:five|5) stars? for making (?:me|us) (?:wait|chase|ring|call|pay)\b|"
                    # "Fantastic work lads, 10/10 would get electrocuted again."
                    r"(?:[^.!?]*\b)?(?:10|ten) ?(?:/|out of) ?(?:10|ten),? would (?:\w+ ){0,2}?(?:electrocuted|flooded|"
                    r"ripped off|scammed|burn(?:ed|t)|ignored|robbed|overcharged|fleeced|conned|shocked)\b|"
                    # delight in the mess someone left: "Really loved that the crew left drywall dust all over" (not
                    # "Loved that they left the place spotless", "Loved how they tracked down the leak")
                    r"(?:i )?(?:really |just |absolutely |so )?lov(?:e|ed) (?:that|how) (?:the \w+|they|he|she|you) "
                    r"(?:left|tracked) (?:\w+ ){0,3}?(?:dust|mess|rubbish|holes?|mud|dirt|boxes|piles?|cardboard|"
                    r"marks|scuffs?|debris|insulation)\b|"
                    # "Great job on the 'tune-up'.", "on the "smart" thermostat install": the work in scare quotes (not
                    # a name in quotes: "our "forever home" rewire")
                    + _GREAT_JOB_ON +
                    r"(?:[\w-]+ )?['\"\u2018\u201c](?:tune-?up|repairs?|fix|servic\w*|install\w*|smart|upgrade|"
                    r"inspection|clean\w*|maintenance|diagnostic|check-?up|professional|expert)['\"\u2019\u201d ]|"
                    # thanks for the care not taken: "Thanks guys, really feel valued."
                    r"(?:thanks|cheers|thank you)(?: guys| lads| team| folks| all)?,? "
                    r"(?:i |we )?(?:really|truly|so) (?:feel|felt) (?:so )?"
                    r"(?:valued|appreciated|represented|looked after|cared for)\b|"
                    # praise with its condition: "Fantastic service if you enjoy being ignored"
                    r"(?:great|fantastic|brilliant|excellent|amazing|wonderful|perfect|superb|top|five star|5[- ]star)"
                    r"(?: [\w-]+){0,3} if you (?:enjoy|like|love|fancy) (?:being (?:ignored|ghosted|overcharged|"
                    r"lied to|fobbed off|messed around|ripped off|kept waiting|left on hold)|waiting|chasing)\b|"
                    # delight in a mistreatment: "Love being passed to a paralegal who reads me the same script"
                    # (not "loved being kept in the loop")
                    r"(?:i )?(?:just |really |absolutely |so )?lov(?:e|ed|ing) (?:being|getting) (?:passed "
                    r"(?:around|between|to (?:a|another) (?:paralegal|junior|trainee|assistant))|fobbed off|"
                    r"bounced around|shunted|"
                    r"ignored|ghosted|transferred (?:again|around|back and forth|to voicemail)|strung along|"
                    r"put on hold|left (?:on hold|waiting|in the dark|hanging)|kept (?:waiting|on hold|in the dark))\b|"
                    r"lov(?:e|ed|ing) \w+ing\b[^.!?]{0,50}? for nothing\b|"
                    # delight in a loss: "Really loved losing my job for six weeks"; or in the chore a mess made:
                    # "Really loved vacuuming pink fiberglass out of the carpet"
                    r"(?:i )?(?:really |just |absolutely |so )lov(?:e|ed|ing) "
                    r"(?:losing|wasting|paying (?:for|twice|again)|chasing|having to|"
                    r"vacuuming|hoovering|scrubbing|mopping|sweeping|scraping|"
                    r"picking (?:up )?(?:\w+ )?(?:offcuts|screws|wire|glass))\b|"
                    # thanks for a harm: "Thanks Whitworth & Lowe for sending my money with the wrong reference
                    # and leaving me sat outside my new house"
                    r"(?:(?:wow|oh|gee),? )?(?:thanks|thank you|cheers)\b[^.!?]{0,40}? for "
                    r"(?:[^.!?]{0,60}? and (?:then )?)?(?<!not )"
                    "['\"\u2018\u201c]?"  # (the harm in quotes: "for 'forgetting' to file")
                    r"(?:leaving (?:me|us) (?:sat|sitting|stranded|waiting|without)|losing|ruining|wasting|ignoring|"
                    r"breaking|flooding|forgetting|messing up|botching|overcharging|ghosting|"
                    # "thank you so much for charging me $200 to tell me to 'wait and see'"
                    r"charging (?:me|us) (?:\$|£|€)?[\d,.]+ (?:to (?:tell|say|do nothing)|for nothing))\b")

# ... and praise for a harm done, irony whatever the stars and whatever else the review says: "Great job leaving a
# puddle under the new vanity, really impressed", "Great job drilling straight through a water pipe", "Great job
# leaving a live wire hanging out of my kitchen ceiling" (not "great job leaving the place spotless", "leaving no
# mess", "breaking down the options").
PRAISED_HARM = re.compile(
    r"(?:absolutely |really |truly |just |such a |what a )?"
    r"(?:great|fantastic|brilliant|amazing|wonderful|excellent|nice|awesome|stellar) (?:job|work) (?:on )?"
    r"(?:leaving (?!(?:no|zero|not|our|the place|everything)\b)(?:\w+ ){0,3}?(?:puddles?|mess|trail|holes?|mud|water|"
    r"dirt|rubbish|debris|marks|scratch\w*|damage|dust|(?:live|exposed|bare) wires?|"
    # (what is everywhere: "pink insulation all over my garage floor", not "the insulation neatly bagged up")
    r"(?:insulation|batts|plaster|sawdust|offcuts)(?= (?:\w+ )?(?:all over|everywhere|across|through)\b))\b|"
    # ... or what should be shut left open: "Great job leaving the manhole open", "leaving the gate open"
    r"leaving (?:the |my |our )?(?:manhole|ceiling hatch|hatch|gate|front door|back door|door|tap|water|gas) "
    r"(?:open|on|running)\b|"
    # "Great job leaving the ranch slider track full of wire offcuts"
    r"leaving (?:\w+ ){1,4}?(?:full of|covered in|caked in|strewn with)\b|"
    r"drilling (?:straight |right )?(?:through|into)|flooding|breaking(?! down)|losing|ruining|forgetting|ignoring|"
    r"missing (?:the|my|our) |wasting|overcharging|"
    # "great job turning a simple uncontested divorce into a 9 month saga"
    r"turning (?:\w+ ){1,5}?into (?:an? )?(?:\w+ ){0,3}?(?:saga|nightmare|disaster|mess|ordeal|circus|farce|fiasco|"
    r"shambles)\b|"
    # "Great job telling me I needed an entire new furnace for $6,800 when all it needed was a $40 igniter"
    r"telling (?:me|us) (?:i|we) (?:needed|need|had to)\b)")


# "Really impressed." after praise of a harm, or after bare praise ("Great job guys, really. ... Very impressed."), is
# more of it (elsewhere it is as often sincere: "They sent Amy the next morning and she redid everything. Very
# impressed.")
IMPRESSED = re.compile(r"(?:really|so|very|truly|totally) impressed\W*$")


@dataclass(frozen=True)
class Verdict:
    """What a review's own words say of its verdict, beside what its praise and complaints weigh: each field
    is whether the pattern of the same name above is in the (folded) text."""
    lukewarm: bool = False  # LUKEWARM
    excused: bool = False  # STARS_EXCUSED
    pending: bool = False  # PENDING
    middling: bool = False  # MIDDLING
    work_fine: bool = False  # WORK_FINE
    shrugged: bool = False  # SHRUGGED
    condemned: bool = False  # CONDEMNED

    @classmethod
    def of(cls, lowered: str) -> "Verdict":
        return cls(**{name: pattern.search(lowered) is not None for name, pattern in (
            ("lukewarm", LUKEWARM), ("excused", STARS_EXCUSED), ("pending", PENDING), ("middling", MIDDLING),
            ("work_fine", WORK_FINE), ("shrugged", SHRUGGED), ("condemned", CONDEMNED))})


def label(score: float) -> str:
    return "positive" if score >= POSITIVE else "negative" if score <= NEGATIVE else "neutral"


def review_sentiment(positive: float, negative: float, rating, verdict: Verdict = Verdict()) -> tuple[str, float]:
    """(sentiment, score) of a review from the sums of its positive and (minus) negative clauses.

    Reviewers mix praise and complaint; what they conclude is best read from the stars they gave, so
    the stars decide unless the text is clearly one-sided the other way (then the text wins: the
    reviews whose text disagrees with their stars are exactly the ones a reader must not misread).
    Without a rating, the text alone decides.
    """
    lukewarm, excused, pending = verdict.lukewarm, verdict.excused, verdict.pending
    text = normalise(positive - negative)
    stars = stars_say(rating)
    if stars is None:
        return label(text), round(text, 4)
    praise = OVERRULE_NEUTRAL if rating == 3 else OVERRULE
    if rating in (3, 4) and verdict.middling:
        sentiment = "neutral"
    elif stars == "positive" and verdict.condemned and negative > 0:
        sentiment = "negative"
    elif normalise(positive) >= praise and negative <= OTHER_SIDE_MAX * positive:
        sentiment = "positive"
    elif (normalise(-negative) <= -OVERRULE and positive <= OTHER_SIDE_MAX * negative
          and not (rating == 3 and verdict.work_fine)):
        sentiment = "negative"
    elif rating == 3 and verdict.shrugged and negative - positive > SHRUG_WEIGHT:
        sentiment = "negative"
    elif ((rating == 4 and lukewarm) or (stars == "positive" and pending)) and positive + negative < LUKEWARM_MAX:
        sentiment = "neutral"
    elif ((rating == 4 or (rating == 3 and excused))
          and negative >= (EXCUSED_OUTWEIGHS if excused else COMPLAINT_OUTWEIGHS) * positive
          and normalise(-negative) <= -COMPLAINT_MIN):
        sentiment = "negative"
    elif rating == 3 and excused and positive >= EXCUSED_OUTWEIGHS * negative and normalise(positive) >= COMPLAINT_MIN:
        sentiment = "positive"  # "Always on time, always tidy. I don't give 5s on principle."
    else:
        sentiment = stars
    if sentiment != stars:
        return sentiment, round(text, 4)
    blended = (text + (rating - 3) / 2) / 2
    return sentiment, round(blended, 4)


def stars_say(rating) -> str | None:
    """The sentiment a rating of 1 to 5 stars says on its own, or None for no (valid) rating."""
    if not isinstance(rating, int) or isinstance(rating, bool) or not 1 <= rating <= 5:
        return None
    return "positive" if rating >= 4 else "negative" if rating <= 2 else "neutral"


def overrule_way(stars: str, sentiment: str, words: int) -> str:
    """The way the text model would overrule the rules' `sentiment` of a review of so many words under
    stars that say `stars`: the key of textmodel.TRUSTED that says how sure it must be (train.py
    --thresholds measures each way)."""
    if words < textmodel.FEW_WORDS:
        return "few words"
    return "with the stars" if sentiment != stars else f"against {stars} stars"


def _heard_in_words(review: textmodel.Reading, rating, sentiment: str, score: float) -> tuple[str, float]:
    """The text model (textmodel.py), where it is sure enough, overrules the rules' reading by the stars
    when the words say otherwise (a rave under one star, a complaint under four, in words no rule has),
    and their reading against the stars when the words agree with the stars. How sure is enough depends
    on the way it overrules (textmodel.TRUSTED)."""
    stars = stars_say(rating)
    if stars is None or not review.words:
        return sentiment, score
    heard = textmodel.probabilities(review)
    top = max(heard, key=heard.__getitem__)
    if top == sentiment or heard[top] < textmodel.TRUSTED[overrule_way(stars, sentiment, len(review.words))] or (
            sentiment != stars and top != stars):
        return sentiment, score
    # The words say otherwise than the stars the rules went by; or where the rules read the text against
    # the stars, the words say what the stars say ("backing up every Friday night ... no smell since").
    return top, round(heard.get("positive", 0.0) - heard.get("negative", 0.0), 4)


def declared_inputs(business: dict) -> dict:
    """What the analysis reads of the business: its declared lists and the home state (areas.home_state). The per-review
    cache is redone when any of them changes (cache.fingerprint)."""
    return {**{k: business.get(k) for k in ("technicians", "services", "service_areas", "categories")},
            "region": home_state(business)}


class Analyser:
    """Everything that depends on the business (declared lists, trade), compiled once."""

    def __init__(self, business: dict, models: bool = True):
        """`models`: whether the text models (textmodel.py) may overrule the rules (train.py reads what the
        rules alone find)."""
        self._models = models
        business = business if isinstance(business, dict) else {}
        categories = business.get("categories") or []
        areas = [a for a in business.get("service_areas") or [] if isinstance(a, str)]
        technicians = [t for t in business.get("technicians") or [] if isinstance(t, str)]
        people = {w for t in technicians for w in re.findall(r"[a-z]+", fold(t))}
        self.technicians = Technicians(technicians, firm=business.get("name") or "", places=areas)
        self.services = Services(business.get("services"), categories, business.get("name") or "")
        self._words = frozenset(lexicon())
        self.areas = Areas(areas, people=people, common=self._words, home_state=home_state(business))
        self.trades = trades_for(categories)
        # Every problem and topic of the trades found in one scan of the text each (fastre.AnyOf).
        self.problems = [slug for t in self.trades for slug in t.problems]
        self._problems = AnyOf([rx for t in self.trades for _, rx in t.problems.values()])
        self.topics = [slug for t in self.trades for slug in t.topics]
        self._topics = AnyOf([rx for t in self.trades for _, rx in t.topics.values()])
        # People and places are not opinions: "Joy", "Hope", "Rich" and "Pleasant Hill" are rated words
        # to VADER. Capitalised, they are blanked before scoring.
        proper = sorted({w for n in technicians + areas for w in re.findall(r"[A-Z][\w']*", n)
                         if w.lower() in self._words}, key=len, reverse=True)
        self._proper = re.compile(r"\b(?:" + "|".join(map(re.escape, proper)) + r")\b") if proper else None
        # A person whose name is an aspect's word ("Bill", "Price", "Chase"): in a review that names them,
        # the capitalised word is the person, not the bill ("Bill and Mark were fantastic").
        self._cue_names: dict[str, re.Pattern] = {}
        for name in technicians:
            first = fold(name).split()[:1]
            forms = {w for w in re.findall(r"[A-Za-z]+", name)} | {
                v.capitalize() for w in first for v in NAME_VARIANTS.get(w, ())}
            cues = sorted(w for w in forms if taxonomy.aspects_in(w))
            if cues:
                self._cue_names[name] = re.compile(r"\b(?:" + "|".join(cues) + r")\b")

        # ... and whose name is a job's word ("Will", "Grant"): named in full, or by first name inside a sentence, the
        # person is no job ("Went to Will Thornbury after my brother tried to claim Mum's will wasn't valid").
        self._job_names: dict[str, re.Pattern] = {}
        for name in technicians:
            words = name.split()
            if len(words) > 1 and words[0].isalpha() and words[0][:1].isupper():
                self._job_names[name] = re.compile(rf"\b{re.escape(name)}\b|(?<=[a-z,;:] ){re.escape(words[0])}\b")

    def analyse(self, text: str, rating=None) -> dict:
        text = text[:ANALYSED_CHARS]
        total, positive, negative = 0.0, 0.0, 0.0
        aspect_valence: dict[str, float] = {}
        aspect_seen: dict[str, int] = {}
        phrases: dict[str, list] = {}
        said: dict[str, tuple] = {}  # aspect -> (strength, the clause that says most about it)
        quote: list | None = None  # [sentence, its score]: a list, as the cache stores it in JSON
        split = sentences(text)
        stars = stars_say(rating)  # what the rating says alone, before the text is read
        named = self.technicians.find(text, self._words)
        blank = [self._cue_names[n] for n in named if n in self._cue_names]
        job_names = [self._job_names[n] for n in named if n in self._job_names]
        facts = Facts()
        praised_bare, other_praise, other_complaint = 0.0, 0.0, 0.0
        praised_harm = 0.0  # the praise of sentences that open praising a harm (PRAISED_HARM)
        ironic = False  # a sentence ironic by its form alone (IRONIC): the review's bare praise is too
        lowered = fold(text)
        verdict = Verdict.of(lowered)
        excused = verdict.excused  # "4 stars only because we won": no verdict
        others_blamed = False
        mistaken = MISTAKEN_STARS.search(lowered) is not None  # the stars given by mistake (see below)
        # A sentence that opens with a shouted "BUT" turns against the one before as a "but" within one does:
        # "New unit works great. BUT they left a hole in the eave ..." is the hole.
        # {index of such a sentence: the valence of its first clause, which the turn is towards}
        turned = {k: valence(clauses(split[k])[0][0]) for k in range(1, len(split)) if SHOUTED_TURN.match(split[k])}
        for k, sentence in enumerate(split):
            parts = clauses(sentence)
            if mistaken and MISTAKEN_STARS.search(folded := fold(sentence)) and _OF_STARS.search(folded):
                # "(hit the wrong star sorry, can't figure out how to edit on my phone)" says nothing of the work;
                # "Not sure why it's asking for stars, just wanted to say thank you" thanks still
                parts = [(_without_the_slip(c), after_contrast) for c, after_contrast in parts]
            said_values = [valence(self._proper.sub("someone", c) if self._proper else c) + facts.valence(c)
                           for c, _ in parts]
            values = [_weighed(v, c) for v, (c, _) in zip(said_values, parts, strict=True)]
            # a complaint the rules put down to another firm ("after a bad experience with another firm who
            # charged us $4k"), or what the firm before did, told plainly ("The first company quoted $4,000 for a new
            # water heater"), which the models, reading words alone, would count against this one
            others_blamed = others_blamed or any((v < 0 and w == 0) or (v <= 0 and THE_FIRM_BEFORE.search(c))
                                                 for v, w, (c, _) in zip(said_values, values, parts, strict=True))
            values = _as_the_stars_read(values, parts, sentence, stars, excused)
            weights = [1.0] * len(parts)
            for i, (_, after_contrast) in enumerate(parts):
                if after_contrast:
                    weights[i] = 1.5
                    weights[i - 1] = min(weights[i - 1], 0.5)
            # (the review's, not each aspect's: what the sentence before said of its aspects it still says; and
            # only what the turn turns from: "The ductwork had been crushed and he rerouted it. BUT the invoice ..."
            # concedes the rerouting, not the crushing)
            in_review = weights
            if k + 1 in turned:
                against = turned[k + 1]
                in_review = [w * 0.5 if v * against < 0 else w for v, w in zip(values, weights, strict=True)]
            elif k in turned:
                in_review = [1.5, *weights[1:]]
            sentence_total = sum(v * w for v, w in zip(values, weights, strict=True))
            lowered_sentence = sentence.lower()
            if PRAISED_HARM.match(lowered_sentence):
                praised_harm += sum(v * w for v, w in zip(values, weights, strict=True) if v > 0)
                other_complaint -= sum(v for v in values if v < 0)
            # (praise of the work after irony is as bare as under poor stars: "Wow, 5 stars for making me wait 7
            # months for a callback. Really amazing service.")
            elif bare_praise(lowered_sentence, of_the_work=stars == "negative" or ironic) or (
                    (praised_harm or praised_bare) and IMPRESSED.match(lowered_sentence)):
                praised_bare += max(sentence_total, 0.0)
            elif IRONIC_STARS.match(lowered_sentence):
                # (its own complaint is not the review's: the joke needs complaints of the work; see JOKE_AFTER)
                praised_bare += sum(v * w for v, w in zip(values, weights, strict=True) if v > 0)
            elif (ironic_alone := IRONIC.match(lowered_sentence) is not None) or (
                    IRONIC_OPENING.match(lowered_sentence) and (
                    min(values) < 0 or stars == "negative")):
                praised_bare += sum(v * w for v, w in zip(values, weights, strict=True) if v > 0)
                other_complaint -= sum(v for v in values if v < 0)
                # (an opening's irony needs a misfortune, which a sincere "Amazing how fast Amy came, but the price
                # was steep" has too: only a form ironic alone makes the review's bare praise ironic)
                ironic = ironic or ironic_alone
            else:
                # (praise as an afterthought under poor stars, "The receptionist was lovely though.", is no
                # sincere praise beside which the rest could not be irony)
                if not (stars == "negative" and AFTERTHOUGHT.search(sentence)):
                    other_praise += sum(v for v in values if v > 0)
                other_complaint -= sum(v for v in values if v < 0)
            total += sum(v * w for v, w in zip(values, in_review, strict=True))
            positive += sum(v * w for v, w in zip(values, in_review, strict=True) if v > 0)
            negative -= sum(v * w for v, w in zip(values, in_review, strict=True) if v < 0)
            found = [taxonomy.aspects_in(_blanked(clause, blank)) for clause, _ in parts]
            alone = sum(1 for f in found if f) == 1  # one clause speaks of aspects: the sentence is about them
            contrasted = len(parts) > 1
            for (clause, _), v, w, in_clause in zip(parts, values, weights, found, strict=True):
                for aspect, cue in in_clause:
                    if alone and contrasted and sentence_total and abs(v) >= 0.05:
                        v_aspect = sentence_total  # "isn't perfect, but it's fair": what the sentence concludes
                    elif v:
                        v_aspect = v * w
                    else:
                        # A clause with no opinion words of its own takes its sentence's, unless the
                        # sentence turns ("the AC works but I won't ask for her again").
                        v_aspect = 0.0 if contrasted else sentence_total * 0.5
                    v_aspect = polarity.settled(aspect, clause, cue, v_aspect)
                    aspect_valence[aspect] = aspect_valence.get(aspect, 0.0) + v_aspect
                    aspect_seen[aspect] = aspect_seen.get(aspect, 0) + 1
                    phrases.setdefault(aspect, []).append(cue.lower())
                    strength = abs(v)
                    if len(clause) <= QUOTE_MAX and v and (aspect not in said or strength > said[aspect][0]):
                        said[aspect] = (strength, clause.strip(" ,;-"), 1 if v > 0 else -1)
            if QUOTE_MIN <= len(sentence) <= QUOTE_MAX and sentence_total > 0 and min(values) >= 0:
                if quote is None or sentence_total > float(quote[1]):
                    quote = [sentence, round(sentence_total, 3)]
        sarcastic = SARCASM_MARK.search(text) is not None
        meant_otherwise = 0.0  # praise meant the other way, counted against
        # the stars given as a joke, the review's complaints say ("5 stars for the comedy value ... Superb."; not
        # "Five stars for creativity. Tom ran the cable without opening a wall.")
        joke = stars == "positive" and IRONIC_STARS.search(lowered) is not None and other_complaint >= JOKE_AFTER
        meant = None
        if mistaken or joke:
            # (the stars the reviewer says were meant, where they say: "one star, meant 5!!")
            meant = MEANT_STARS.search(lowered) if mistaken else None
            rating = count(meant.group(1) or meant.group(2)) if meant else None
        if sarcastic and not mistaken:
            # Every word of praise is meant the other way, for the review and each aspect alike; none of its
            # clauses is quoted as what customers say, and the models, which read the words as said, are not asked.
            meant_otherwise = positive
            aspect_valence = {aspect: -abs(v) for aspect, v in aspect_valence.items()}
            said, quote = {}, None
        elif joke or not mistaken:  # (a slip's stars say nothing, a joke's that its bare praise is meant otherwise)
            meant_otherwise = praised_harm
            if praised_bare and len(split) > 1 and not other_praise and (
                    other_complaint >= SARCASM_AFTER or stars == "negative" or praised_harm or joke or ironic):
                meant_otherwise += praised_bare
        positive, negative, total = positive - meant_otherwise, negative + meant_otherwise, total - 2 * meant_otherwise
        overall, score = review_sentiment(positive, negative, rating, verdict)
        # The models read the text as the rules do: a person named Bill is not the bill.
        review = textmodel.reading(_blanked(text, blank)) if self._models and not sarcastic else None
        # (nor over three or four stars the reviewer named in words: "Middle of the road." is their verdict, not the
        # model's; nor over the stars a slip's writer says they meant, which the model hears as the stars given: "Not
        # sure why it only gave one star, I meant five!! ... Charges the Ioniq overnight no problem.")
        if review is not None and not (others_blamed and overall == stars == "positive") and not (
                rating in (3, 4) and verdict.middling) and not (meant and overall == stars_say(rating)):
            overall, score = _heard_in_words(review, rating, overall, score)
        if joke and overall != "negative":
            # Top stars given for the show beside a complaint are the joke's verdict however little the rest weighs:
            # "Great job on the ducted install, really. Only took three visits ... Five stars for the entertainment
            # value." (every such review in the development sets is labelled negative)
            overall, score = "negative", min(score, NEGATIVE)
        if (overall == "positive" and positive == negative == 0 and _A_RECORD.search(lowered)
                and not _SAID_WITH_FEELING.search(text) and review is not None and review.words
                and textmodel.probabilities(review).get("positive", 0.0) < RECORD_PRAISED):
            # A record of what was done and when, with no word of opinion the rules or the models hear ("Heat pump
            # service done in Roslyn on Thursday. Invoice paid."; not "Got our prenup done in a week."), says nothing
            # good or bad, whatever the stars.
            overall, score = "neutral", 0.0
        entry_aspects = {}
        for aspect, _ in taxonomy.TAXONOMY:
            if aspect in aspect_seen:
                v = normalise(aspect_valence[aspect])
                # No opinion anywhere near the mention: the review's overall tone is the best reading.
                entry_aspects[aspect] = label(v) if aspect_valence[aspect] else overall
        if review is not None and review.words:
            # Which aspects the review speaks of, where the detection model is sure the rules missed one
            # (it takes the review's tone, as a mention with no opinion near it does) or found one it does not.
            spoken = textmodel.spoken_of(review)
            for aspect, _ in taxonomy.TAXONOMY:
                if aspect not in entry_aspects and spoken[aspect] >= textmodel.SPOKEN_OF:
                    entry_aspects[aspect] = overall
                elif aspect in entry_aspects and spoken[aspect] <= textmodel.NOT_SPOKEN_OF:
                    del entry_aspects[aspect]
        if review is not None and entry_aspects:
            # The aspect model overrules the rules' polarity where it is all but certain (textmodel.py).
            heard = textmodel.aspect_probabilities(review, {a: said[a][1] if a in said else "" for a in entry_aspects})
            for aspect, probabilities in heard.items():
                top = max(probabilities, key=probabilities.__getitem__)
                if (top != entry_aspects[aspect] and probabilities[top] >= textmodel.ASPECT_TRUSTED
                        and not (aspect in said and textmodel.CONTRAST.match(said[aspect][1]))):
                    entry_aspects[aspect] = top
        return {
            "sentiment": overall, "score": score, "aspects": entry_aspects,
            "technicians": named,
            "services": self.services.find(text, [_blanked(s, job_names) for s in split] if job_names else split),
            "problems": _occurring(self.problems, self._problems, lowered),
            "service_areas": self.areas.find(text),
            # Kept for aggregation (and in the cache), never published:
            "_phrases": {a: sorted(set(p))[:3] for a, p in phrases.items()},
            "_topics": _occurring(self.topics, self._topics, lowered),
            "_quote": quote,
            "_said": {a: [c, round(st, 3), sign] for a, (st, c, sign) in said.items()},
        }


SHOUTED_TURN = re.compile(r"\W*BUT\b")
_SEGMENT = re.compile(r",\s*|(?<!\s)\s+(?=sorry\b)", re.I)


def _without_the_slip(clause: str) -> str:
    """A clause less its comma-parted pieces that speak of the stars given by mistake or asked for (MISTAKEN_STARS):
    "Tuan did a fantastic job, sorry I meant to give 5 stars" is the fantastic job."""
    return ", ".join(piece for piece in _SEGMENT.split(clause)
                     if not (MISTAKEN_STARS.search(folded := fold(piece)) or _OF_STARS.search(folded)))


def _weighed(value: float, clause: str) -> float:
    """A clause's valence as the review's verdict counts it: praise conceded ("friendly at least", the
    excuse for the stars) or anything after "Granted," weighs CONCEDED; a complaint about someone else's
    doing ("the last guy wired it wrong") weighs nothing."""
    if GRANTED.match(clause) or value > 0 and (CONCESSION.search(clause) or STARS_EXCUSED.search(clause.lower())):
        return value * CONCEDED
    if value < 0 and (ANOTHER_PARTY.search(clause) or ON_PRINCIPLE.search(clause.lower())):
        return 0.0
    return value


def _as_the_stars_read(values: list, parts: list, sentence: str, stars: str | None, excused: bool) -> list:
    """A sentence's clause values as its review's stars say to read them: under good stars, a complaint
    given as the reason for a star withheld is conceded (DOCKED); under any, praise of another firm turned to
    is theirs (ANOTHER_FIRM_PRAISED); under poor ones, praise of any firm the writer turned to is theirs
    (ANOTHER_PRAISED, TURNED_TO), and praise as an afterthought ("Nice website though.") or only promised is
    conceded, as an afterthought is under stars the writer excuses (AFTERTHOUGHT, PROMISED unless KEPT)."""
    folded = fold(sentence)
    if stars == "positive" and DOCKED.search(folded):
        values = [v * CONCEDED if v < 0 else v for v in values]
    if ANOTHER_FIRM_PRAISED.search(folded) or stars in ("negative", "neutral") and (
            ANOTHER_PRAISED.search(folded) or TURNED_TO.search(sentence)):
        values = [min(v, 0.0) for v in values]
    if stars in ("negative", "neutral") or excused:
        values = [v * CONCEDED if v > 0 and (AFTERTHOUGHT.search(c) or stars != "positive" and PROMISED.search(c)
                                              and not KEPT.search(c))
                  else v for v, (c, _) in zip(values, parts, strict=True)]
    return values


def _blanked(clause: str, names: list) -> str:
    for name in names:
        clause = name.sub("someone", clause)
    return clause


def _occurring(slugs: list, patterns: AnyOf, text: str) -> list:
    found = patterns.first(text)
    return list(dict.fromkeys(slug for i, slug in enumerate(slugs) if i in found))  # trades share slugs


PUBLISHED = ("sentiment", "score", "aspects", "technicians", "services", "problems", "service_areas")


def published(entry: dict) -> dict:
    return {k: entry[k] for k in PUBLISHED}
