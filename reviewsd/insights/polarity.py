"""What an aspect's cue says whatever the clause around it.

A clause's valence is the polarity of each aspect it speaks of (analyse.py), and most of the time that
is right. Some cues settle it on their own: a mending ("fixed in 15 min") praises the work however bad
the fault it mended ("the toilet kept running all night"), finding the fault is know-how, explaining
it is communicating; and a failing said in so many words ("a bit pricey", "a little late") is a
complaint however warm the sentence. Each holds unless the clause denies or undoes it ("never fixed",
"leaking again", "wasn't late", "worth it").
"""
import re

SETTLED_VALENCE = 0.5  # the least valence a settled mention gets, either way


def settled(aspect: str, clause: str, cue: str, valence: float) -> float:
    """The valence of the mention of `aspect` by `cue` in `clause`, given the clause's `valence`."""
    if aspect in _MENDING and valence < SETTLED_VALENCE and _mended(clause, cue, _MENDING[aspect]):
        return max(abs(valence), SETTLED_VALENCE)  # the fault it mends is the before
    if valence > -SETTLED_VALENCE and _faulted(aspect, clause):
        return min(-abs(valence), -SETTLED_VALENCE)  # "great work, a bit pricey"
    return valence


# A cue that says the work mended something ("fixed", "works now", "no more tripping", "got me a
# settlement"): the clause around it often tells the fault ("the toilet kept running all night, fixed in
# 15 min"), which is what was mended, not how well. Unless the mending itself is denied ("never fixed").
RESOLVING = re.compile(r"^(?:fix(?:ed|es)?|\w+ works?|works? now|finally \w+|no more \w+|no \w+ since|"
                       r"done (?:right|correctly|properly)|(?:installed|wired|done|working) (?:correctly|properly)|"
                       r"got (?:me|us|my \w+) .*|settle\w*|settlement|deposit back|cut (?:it |that )?in half|"
                       r"up and running|(?:humming|running|working|purring) (?:along )?again|"
                       r"had (?:it|them|our \w+|the \w+|my \w+) .*|"
                       r"sorted .*|unblock\w*|unclog\w*|lifesavers?|(?:haven't|hasn't|never) had .*|did the job|"
                       r"(?:runs?|running|works?|working|drains?|draining) (?:fine|great|well|perfectly)|"
                       r"(?:is|are) (?:fine|great|good) now|(?:decent|fine|good|nice|solid) (?:job|work)|"
                       r"finali[sz]ed)$")
DENIED = re.compile(r"\b(?:not|never|didn't|did not|wasn't|isn't|hasn't|haven't|supposedly|barely|nobody|no one)"
                    r"\s+(?:\w+\s+){0,2}$|['\u2018\u201c\"]$")  # a scare-quoted 'fixed'
# Finding the fault, likewise, is know-how, whatever the fault ("spotted a corroded valve"), and so is
# doing what others could not ("two other companies couldn't figure it out").
FINDING = re.compile(r"^(?:found .*|traced|tracked down|spotted|pinpoint\w*|figured (?:it |this |that )?out|"
                     r"diagnos\w+|knew (?:every|exactly|what) .*|knowledg\w+|competent|"
                     r"know what (?:he|she|they) (?:was|were) doing)$")
# And explaining the fault is communicating, whatever the fault ("told us exactly what was wrong").
EXPLAINING = re.compile(r"^(?:explain\w*|explanation|told (?:me|us) .*|walked (?:me|us) through|showed (?:me|us)|"
                        r"talked (?:me|us) through|went over|broke (?:it )?down|in plain (?:english|language))$")
_MENDING = {"quality_of_work": RESOLVING, "technical_knowledge": FINDING, "communication": EXPLAINING}
OTHERS_FAILED = re.compile(r"\b(?:other|two|three|several|previous|last|another) (?:\w+ )?(?:compan\w+|plumbers?|"
                           r"electricians?|techs?|technicians?|firms?|guys|lawyers?|contractors?|outfits|people) "
                           r"(?:\w+ ){0,3}(?:couldn't|could not|didn't|did not|failed to|missed|never)")
# After the cue: "fixed it, and it leaked again", "settled for less than my medical bills".
_UNDONE = re.compile(r"\b(?:again|still|without)\b|\bfor (?:less|only|just)\b(?! than [$\u00a3\u20ac\d])")
_QUOTES = "'\u2018\u2019\u201c\u201d\""


# A price said to be more than it should be, in words no lexicon scores ("higher than I'd hoped",
# "$300 more than the other quote", "they want to charge us again"), unless it was worth it.
COSTLIER = re.compile(r"\b(?:(?:higher|more|steeper|pricier|double|twice) (?:than|what)"
                      r"(?! (?:happy|satisfied|pleased|fair|reasonable|worth|i expected for))|pric(?:ey|ier)|"
                      r"(?:price|cost|bill|quote|fee)s? (?:was |were |is |seemed |ended up )?(?:\w+ )?(?:high|steep)\b|"
                      r"(?:went|gone|goes) up|want(?:s|ed)? (?:\$[\d,]+|to charge|another (?:\w+ )?fee)|"
                      r"charge (?:us |me )?(?:again|for another)|for what took|ran up the bill|a lot of money|"
                      r"quoted .* (?:billed|charged)|\$[\d,]+k? (?:more|over)|(?:went|jumped) from \$)")
WORTH_IT = re.compile(r"\bworth (?:it|every|the)|\bfair\b|reasonabl\w+|no (?:hidden|surprise)|"
                      r"not (?:too|that|very) (?:high|bad|expensive)")


# What says a failing in so many words whatever the praise around it: "good work, a little late",
# "took a couple of weeks to get on their schedule", "I had to drag information out of him".
FAULTS = {
    "pricing": COSTLIER,
    "punctuality": re.compile(r"\b(?:(?<!stayed )(?<!worked )(?<!open )late\b"
                              r"(?! (?:at night|night|evening|in the (?:day|evening)))|"
                              r"after the window|reschedul\w+|no[- ]shows?|waited all|"
                              r"(?:showed|turned up|arrived|got here) (?:up )?at \d|hours? (?:after|past) the)"),
    "responsiveness": re.compile(r"\btook (?:almost |about |nearly |over |a |an )?(?:\w+ )?(?:weeks?|days?|months?) to|"
                                 r"hard to (?:get|reach)|voicemails|went to voicemail|"
                                 r"could be (?:a lot |much )?better at|"
                                 r"(?:a full |another )?weeks? (?:before|between)"),
    "communication": re.compile(r"drag (?:information|answers)|weeks between updates|"
                                r"(?:never|no|couldn't|could not|didn't|did not|can't|cannot) (?:\w+ ){0,3}"
                                r"straight answer|"
                                r"wish (?:they|he|she) (?:had|would have|'d) explained|than in listening"),
}


def _faulted(aspect: str, clause: str) -> bool:
    faults = FAULTS.get(aspect)
    if faults is None:
        return False
    lowered = clause.lower()
    found = faults.search(lowered)
    if found is None or DENIED.search(lowered[:found.start()]):
        return False  # "wasn't late", "never had to drag information out of her"
    return aspect != "pricing" or WORTH_IT.search(lowered) is None


def _mended(clause: str, cue: str, mending: re.Pattern) -> bool:
    lowered = clause.lower()
    if mending is FINDING and OTHERS_FAILED.search(lowered):
        return True
    at = lowered.find(cue.lower())
    if at < 0 or mending.match(cue.lower()) is None or DENIED.search(lowered[:at]):
        return False
    if cue.lower().startswith("fix") and lowered[:at].rstrip().endswith(" to"):
        return False  # "charged to fix it", "had to call another company to fix it"
    after = lowered[at + len(cue):]
    return not (after[:1] and after[0] in _QUOTES) and not _UNDONE.search(after)
